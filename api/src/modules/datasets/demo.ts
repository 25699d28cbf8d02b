// The demo catalogue: one dataset per demo computing competition, built from the public files of its
// bundle (`data/`: train, test, sample submission; the answer sits outside `data/` and is never read),
// and a few open datasets published by demo users with small generated files. Downloads are logged
// over the past weeks so the catalogue looks in use. Idempotent: a dataset whose slug exists is kept.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DatasetLicence } from '@dcic/shared/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import type { FileStore } from '../../lib/file-store';
import { apiRoot } from '../../lib/paths';
import type { CompetitionRow } from '../catalogue';
import type { UserRow } from '../users';
import { filesOf, insertDataset } from './repository';
import { datasetDownloads, datasets } from './schema';

const DEMO_BUNDLES = path.join(apiRoot, 'demo', 'competitions');
/** The public files of a competition bundle; anything else in `data/` is left out. */
const PUBLIC_FILES = ['train.csv', 'test.csv', 'sample-submission.csv'];
const DAY = 24 * 60 * 60 * 1000;

/** A few lines of a seeded generator: the same files and downloads on every run. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function csv(header: string[], rows: number, cell: (row: number, column: number, random: () => number) => string | number, seed: number) {
  const random = generator(seed);
  const lines = [header.join(',')];
  for (let row = 1; row <= rows; row++) lines.push(header.map((_, column) => String(cell(row, column, random))).join(','));
  return Buffer.from(`${lines.join('\n')}\n`);
}

interface OpenDataset {
  slug: string;
  publisher: number;
  nameZh: string;
  nameEn: string;
  descriptionZh: string;
  descriptionEn: string;
  licence: DatasetLicence;
  tags: string[];
  competitionSlugs: string[];
  files: Array<{ name: string; bytes: () => Buffer }>;
  downloads: number;
  ageDays: number;
}

const STATIONS = ['鼓楼', '仓山', '台江', '晋安', '马尾', '长乐'];

const OPEN_DATASETS: OpenDataset[] = [
  {
    slug: 'demo-bike-share-trips',
    publisher: 0,
    nameZh: '城市共享单车骑行记录',
    nameEn: 'City bike-share trips',
    descriptionZh:
      '## 简介\n\n福州市六个城区一周的共享单车骑行记录（已脱敏），含起止站点、时长和天气。\n\n## 字段\n\n| 字段 | 含义 |\n|---|---|\n| trip_id | 行程编号 |\n| start_station | 起点站 |\n| end_station | 终点站 |\n| minutes | 骑行时长（分钟） |\n| weather | 天气 |\n\n适合练习**时间序列**与**需求预测**。',
    descriptionEn:
      '## About\n\nOne week of anonymised bike-share trips across six districts of Fuzhou: start and end stations, duration and weather.\n\n## Columns\n\n| column | meaning |\n|---|---|\n| trip_id | trip number |\n| start_station | start station |\n| end_station | end station |\n| minutes | duration (minutes) |\n| weather | weather |\n\nGood practice for **time series** and **demand forecasting**.',
    licence: 'cc-by-4.0',
    tags: ['transport', 'time-series'],
    competitionSlugs: [],
    files: [
      {
        name: 'trips.csv',
        bytes: () =>
          csv(
            ['trip_id', 'start_station', 'end_station', 'minutes', 'weather'],
            400,
            (row, column, random) =>
              [
                row,
                STATIONS[Math.floor(random() * 6)],
                STATIONS[Math.floor(random() * 6)],
                3 + Math.floor(random() * 40),
                random() < 0.7 ? 'sunny' : 'rain',
              ][column]!,
            11,
          ),
      },
      {
        name: 'stations.csv',
        bytes: () => csv(['station', 'docks'], STATIONS.length, (row, column) => [STATIONS[row - 1], 20 + row * 3][column]!, 12),
      },
    ],
    downloads: 46,
    ageDays: 40,
  },
  {
    slug: 'demo-citizen-requests-corpus',
    publisher: 1,
    nameZh: '市民诉求文本分类语料',
    nameEn: 'Citizen request text corpus',
    descriptionZh:
      '## 简介\n\n整理自公开的政务热线工单样例的**中文短文本**，每条标注了承办部门，可用于热线工单分派赛题的预训练与数据增强。\n\n- 共 300 条\n- 标签 6 类',
    descriptionEn:
      '## About\n\nShort **Chinese texts** modelled on public government hotline tickets, each labelled with the department that handles it; useful for pre-training and augmentation in the hotline routing competition.\n\n- 300 texts\n- 6 labels',
    licence: 'cc-by-nc-4.0',
    tags: ['nlp', '中文', 'classification'],
    competitionSlugs: ['government-hotline-routing'],
    files: [
      {
        name: 'requests.csv',
        bytes: () => {
          const topics = [
            ['路灯不亮', 'city'],
            ['噪音扰民', 'environment'],
            ['公交晚点', 'transport'],
            ['医保报销咨询', 'health'],
            ['学校招生咨询', 'education'],
            ['水管破裂', 'utilities'],
          ];
          return csv(
            ['id', 'text', 'department'],
            300,
            (row, column, random) => {
              const [text, label] = topics[Math.floor(random() * topics.length)]!;
              return [row, `${STATIONS[row % 6]}区${text}`, label][column]!;
            },
            21,
          );
        },
      },
    ],
    downloads: 31,
    ageDays: 25,
  },
  {
    slug: 'demo-server-temperature',
    publisher: 2,
    nameZh: '机房服务器温度与负载读数',
    nameEn: 'Server room temperature and load readings',
    descriptionZh: '## 简介\n\n一个机房 20 台服务器每 10 分钟的 CPU 负载与进风温度读数，可辅助鲲鹏服务器负载预测。',
    descriptionEn:
      '## About\n\nCPU load and inlet temperature of 20 servers of one server room every 10 minutes; a companion to the Kunpeng server load competition.',
    licence: 'cc0-1.0',
    tags: ['iot', 'time-series'],
    competitionSlugs: ['kunpeng-server-load'],
    files: [
      {
        name: 'readings.csv',
        bytes: () =>
          csv(
            ['server', 'minute', 'cpu_load', 'inlet_celsius'],
            600,
            (row, column, random) =>
              [`s${(row % 20) + 1}`, Math.floor(row / 20) * 10, (random() * 0.9 + 0.05).toFixed(3), (18 + random() * 9).toFixed(1)][
                column
              ]!,
            31,
          ),
      },
      { name: 'README.md', bytes: () => Buffer.from('# Server readings\n\nOne row per server and ten minutes.\n') },
    ],
    downloads: 18,
    ageDays: 12,
  },
  {
    slug: 'demo-synthetic-triage',
    publisher: 3,
    nameZh: '合成急诊分诊问诊记录',
    nameEn: 'Synthetic emergency triage records',
    descriptionZh: '## 简介\n\n按公开分诊标准**合成**的急诊问诊记录（不含真实病人信息）：生命体征、主诉与分诊级别。',
    descriptionEn:
      '## About\n\nEmergency consultations **synthesised** after public triage guidelines (no real patient data): vital signs, complaint and triage level.',
    licence: 'odc-by-1.0',
    tags: ['healthcare', 'synthetic'],
    competitionSlugs: ['healthcare-triage-levels'],
    files: [
      {
        name: 'triage.csv',
        bytes: () =>
          csv(
            ['id', 'heart_rate', 'systolic', 'temperature', 'level'],
            250,
            (row, column, random) =>
              [
                row,
                55 + Math.floor(random() * 70),
                90 + Math.floor(random() * 70),
                (36 + random() * 3).toFixed(1),
                1 + Math.floor(random() * 4),
              ][column]!,
            41,
          ),
      },
    ],
    downloads: 9,
    ageDays: 5,
  },
];

async function exists(db: Db, slug: string): Promise<boolean> {
  const [found] = await db.select({ id: datasets.id }).from(datasets).where(eq(datasets.slug, slug));
  return Boolean(found);
}

/** Logs `count` downloads spread over the dataset's life, by demo people and anonymous visitors. */
async function logDownloads(db: Db, id: number, fileIds: number[], people: UserRow[], count: number, since: Date, now: Date, seed: number) {
  const random = generator(seed);
  const span = now.getTime() - since.getTime();
  const rows = Array.from({ length: count }, () => ({
    datasetId: id,
    fileId: fileIds[Math.floor(random() * fileIds.length)]!,
    userId: people.length && random() < 0.6 ? people[Math.floor(random() * people.length)]!.id : null,
    downloadedAt: new Date(since.getTime() + random() * span),
  }));
  if (rows.length) await db.insert(datasetDownloads).values(rows);
  await db.update(datasets).set({ downloads: count }).where(eq(datasets.id, id));
}

async function fileIdsOf(db: Db, id: number): Promise<number[]> {
  return (await filesOf(db, id)).map((file) => file.id);
}

async function storeFiles(files: FileStore, items: Array<{ name: string; bytes: Buffer }>) {
  const stored = [];
  for (const item of items)
    stored.push({ name: item.name, storedName: await files.save('datasets', item.bytes, '.dat'), size: item.bytes.length });
  return stored;
}

/** Seeds the demo catalogue; answers how many datasets this run created. */
export async function importDemoDatasets(
  db: Db,
  files: FileStore,
  competitions: CompetitionRow[],
  people: UserRow[],
  now: Date,
): Promise<number> {
  let created = 0;
  const bySlug = new Map(competitions.map((c) => [c.slug, c]));
  const computing = competitions.filter((c) => c.type === 'computing');
  for (const [index, competition] of computing.entries()) {
    const slug = `competition-${competition.slug}`;
    const folder = path.join(DEMO_BUNDLES, competition.slug, 'data');
    if ((await exists(db, slug)) || !existsSync(folder)) continue;
    const names = readdirSync(folder).filter((name) => PUBLIC_FILES.includes(name));
    if (names.length === 0) continue;
    const stored = await storeFiles(
      files,
      names.map((name) => ({ name, bytes: readFileSync(path.join(folder, name)) })),
    );
    const createdAt = new Date(Math.min(competition.startTime.getTime(), now.getTime()) - DAY);
    const zh = competition.content['zh-CN'];
    const en = competition.content['en-US'];
    const id = await insertDataset(db, {
      row: {
        slug,
        nameZh: `${zh.name} 赛题数据`,
        nameEn: `${en.name}: competition data`,
        descriptionZh: zh.data || `${zh.name}的公开训练集、测试集与提交样例。`,
        descriptionEn: en.data || `The public training set, test set and sample submission of ${en.name}.`,
        licence: 'competition-only',
        tags: ['competition', 'csv'],
        publisherId: null,
        createdAt,
        updatedAt: createdAt,
      },
      files: stored,
      competitionIds: [competition.id],
    });
    await logDownloads(db, id, await fileIdsOf(db, id), people, 40 + ((index * 37) % 90), createdAt, now, 100 + index);
    created++;
  }
  for (const [index, open] of OPEN_DATASETS.entries()) {
    const publisher = people[open.publisher];
    if (!publisher || (await exists(db, open.slug))) continue;
    const stored = await storeFiles(
      files,
      open.files.map((file) => ({ name: file.name, bytes: file.bytes() })),
    );
    const createdAt = new Date(now.getTime() - open.ageDays * DAY);
    const id = await insertDataset(db, {
      row: {
        slug: open.slug,
        nameZh: open.nameZh,
        nameEn: open.nameEn,
        descriptionZh: open.descriptionZh,
        descriptionEn: open.descriptionEn,
        licence: open.licence,
        tags: open.tags,
        publisherId: publisher.id,
        createdAt,
        updatedAt: createdAt,
      },
      files: stored,
      competitionIds: open.competitionSlugs.map((slug) => bySlug.get(slug)?.id).filter((id): id is number => id !== undefined),
    });
    await logDownloads(db, id, await fileIdsOf(db, id), people, open.downloads, createdAt, now, 200 + index);
    created++;
  }
  return created;
}
