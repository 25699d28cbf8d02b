#!/usr/bin/env node
// Writes the demo competition bundles (one per race category) with small synthetic datasets whose
// answers give real scores. Deterministic: running it again gives the same files.
//   node api/demo/make-demo-bundles.mjs
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'competitions');

function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const TRAIN = 300;
const TEST = 200;

/** Features x1..x3 and a target from them plus noise, for each kind of metric. */
function rows(rand, n, kind) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const x = [rand(), rand(), rand()].map((v) => Math.round(v * 1000) / 1000);
    const signal = 2 * x[0] - x[1] + 0.5 * x[2] + (rand() - 0.5) * 0.6;
    let target;
    if (kind === 'binary') target = signal > 0.75 ? 1 : 0;
    else if (kind === 'classes') target = signal < 0.3 ? 'low' : signal < 1.1 ? 'medium' : 'high';
    else target = Math.round((signal * 10 + 20) * 100) / 100;
    out.push({ x, target });
  }
  return out;
}

const kindOf = { accuracy: 'classes', 'macro-f1': 'classes', auc: 'binary', 'log-loss': 'binary', rmse: 'number', mae: 'number' };

const page = (zh, en) => ({ zh, en });

const bundles = [
  {
    slug: 'party-building-knowledge-graph',
    race: 'party-building',
    type: 'solution',
    signupOpen: true,
    start: 'now-10d',
    end: 'now+40d',
    requireAuthentication: 'signup',
    name: page('党建知识图谱构建方案', 'Party-building knowledge graph design'),
    reward: '¥50,000',
    bonus: 50000,
    tags: [['knowledge-graph', '知识图谱', 'Knowledge graph']],
    industry: ['public-service', '公共服务', 'Public service'],
    schedules: [
      { sort: 0, name: page('方案评审', 'Proposal review'), start: 'now-10d', end: 'now+40d', maxSubmitCount: 5, maxErrorSubmitCount: 5 },
    ],
  },
  {
    slug: 'government-hotline-routing',
    race: 'digital-government',
    type: 'computing',
    metric: 'accuracy',
    signupOpen: true,
    start: 'now-20d',
    end: 'now+30d',
    name: page('政务热线工单智能分派', 'Routing of government hotline tickets'),
    reward: '¥80,000',
    bonus: 80000,
    tags: [
      ['nlp', '自然语言处理', 'NLP'],
      ['classification', '分类', 'Classification', 'nlp'],
    ],
    industry: ['government', '政务', 'Government'],
    schedules: [
      {
        sort: 0,
        name: page('初赛', 'Preliminary'),
        start: 'now-20d',
        end: 'now+30d',
        listBStart: 'now+25d',
        listBEnd: 'now+30d',
        maxSubmitCount: 50,
        maxErrorSubmitCount: 20,
      },
    ],
  },
  {
    slug: 'big-data-credit-default',
    race: 'big-data',
    type: 'computing',
    metric: 'auc',
    signupOpen: true,
    start: 'now-15d',
    end: 'now+45d',
    name: page('信贷违约风险预测', 'Credit default risk prediction'),
    reward: '¥100,000',
    bonus: 100000,
    tags: [
      ['tabular', '结构化数据', 'Tabular data'],
      ['classification', '分类', 'Classification', 'nlp'],
    ],
    industry: ['finance', '金融', 'Finance'],
    schedules: [
      {
        sort: 0,
        name: page('初赛', 'Preliminary'),
        start: 'now-15d',
        end: 'now+20d',
        listBStart: 'now+15d',
        listBEnd: 'now+20d',
        maxSubmitCount: 50,
        maxErrorSubmitCount: 20,
      },
      { sort: 1, name: page('复赛', 'Final'), start: 'now+25d', end: 'now+45d', maxSubmitCount: 20, maxErrorSubmitCount: 10 },
    ],
  },
  {
    slug: 'healthcare-triage-levels',
    race: 'smart-healthcare',
    type: 'computing',
    metric: 'macro-f1',
    signupOpen: false,
    start: 'now-30d',
    end: 'now+10d',
    name: page('急诊分诊等级预测', 'Emergency triage level prediction'),
    reward: '¥60,000',
    bonus: 60000,
    tags: [['tabular', '结构化数据', 'Tabular data']],
    industry: ['healthcare', '医疗', 'Healthcare'],
    schedules: [
      {
        sort: 0,
        name: page('初赛', 'Preliminary'),
        start: 'now-30d',
        end: 'now+10d',
        listBStart: 'now+5d',
        listBEnd: 'now+10d',
        maxSubmitCount: 30,
        maxErrorSubmitCount: 10,
      },
    ],
  },
  {
    slug: 'kunpeng-server-load',
    race: 'kunpeng',
    type: 'computing',
    metric: 'rmse',
    signupOpen: false,
    start: 'now-90d',
    end: 'now-20d',
    name: page('鲲鹏服务器负载预测', 'Kunpeng server load forecasting'),
    reward: '¥70,000',
    bonus: 70000,
    tags: [['time-series', '时间序列', 'Time series']],
    industry: ['computing', '计算', 'Computing'],
    schedules: [
      {
        sort: 0,
        name: page('初赛', 'Preliminary'),
        start: 'now-90d',
        end: 'now-20d',
        listBStart: 'now-30d',
        listBEnd: 'now-20d',
        maxSubmitCount: 50,
        maxErrorSubmitCount: 20,
      },
    ],
  },
  {
    slug: 'network-intrusion-detection',
    race: 'network-security',
    type: 'computing',
    metric: 'log-loss',
    signupOpen: true,
    start: 'now-40d',
    end: 'now+5d',
    name: page('网络入侵流量检测', 'Network intrusion detection'),
    reward: '¥90,000',
    bonus: 90000,
    tags: [
      ['security', '安全', 'Security'],
      ['tabular', '结构化数据', 'Tabular data'],
    ],
    industry: ['telecom', '通信', 'Telecom'],
    schedules: [
      {
        sort: 0,
        name: page('初赛', 'Preliminary'),
        start: 'now-40d',
        end: 'now+5d',
        listBStart: 'now-2d',
        listBEnd: 'now+5d',
        maxSubmitCount: 50,
        maxErrorSubmitCount: 20,
      },
    ],
  },
  {
    slug: 'chip-yield-estimation',
    race: 'integrated-circuits',
    type: 'computing',
    metric: 'mae',
    signupOpen: false,
    start: 'now-120d',
    end: 'now-60d',
    name: page('晶圆良率估计', 'Wafer yield estimation'),
    reward: '¥40,000',
    bonus: 40000,
    tags: [['manufacturing', '制造', 'Manufacturing']],
    industry: ['semiconductors', '半导体', 'Semiconductors'],
    schedules: [
      {
        sort: 0,
        name: page('初赛', 'Preliminary'),
        start: 'now-120d',
        end: 'now-60d',
        listBStart: 'now-70d',
        listBEnd: 'now-60d',
        maxSubmitCount: 50,
        maxErrorSubmitCount: 20,
      },
    ],
  },
  {
    slug: 'youth-robot-design',
    race: 'youth-ai-robots',
    type: 'solution',
    signupOpen: false,
    start: 'now-200d',
    end: 'now-150d',
    name: page('青少年智能机器人设计', 'Youth intelligent robot design'),
    reward: '证书与奖品',
    bonus: 0,
    tags: [['robotics', '机器人', 'Robotics']],
    industry: ['education', '教育', 'Education'],
    schedules: [
      { sort: 0, name: page('作品评审', 'Entry review'), start: 'now-200d', end: 'now-150d', maxSubmitCount: 3, maxErrorSubmitCount: 3 },
    ],
  },
];

/** The schedules' quotas as a Markdown table. */
function quotaTable(b, zh) {
  const head = zh ? '| 阶段 | 提交次数上限 | 错误提交上限 |' : '| Schedule | Submissions | Error submissions |';
  const rows = b.schedules.map((s) => `| ${zh ? s.name.zh : s.name.en} | ${s.maxSubmitCount} | ${s.maxErrorSubmitCount} |`);
  return [head, '| --- | ---: | ---: |', ...rows].join('\n');
}

function texts(b, lang) {
  const zh = lang === 'zh-CN';
  const name = zh ? b.name.zh : b.name.en;
  const computing = b.type === 'computing';
  return {
    name,
    summary: zh ? `${name}：用数据解决真实问题。` : `${name}: solve a real problem with data.`,
    rules: zh
      ? `## 参赛规则\n\n1. 报名后可创建队伍或申请加入队伍，每队最多 5 人。\n2. 每个阶段的提交次数有上限，格式错误的提交计入错误次数。\n3. 禁止多账号提交与共享答案。\n\n### 各阶段提交次数\n\n${quotaTable(b, zh)}`
      : `## Rules\n\n1. After signing up, create a team or ask to join one; at most 5 members per team.\n2. Each schedule limits submissions; malformed files count as error submissions.\n3. Multiple accounts and sharing answers are forbidden.\n\n### Submissions per schedule\n\n${quotaTable(b, zh)}`,
    data: computing
      ? zh
        ? `## 数据说明\n\ntrain.csv 含特征 x1、x2、x3 与目标列 target；test.csv 只含特征。提交文件格式见 sample-submission.csv：表头 \`id,target\`，每个测试 id 一行。`
        : `## Data\n\ntrain.csv holds features x1, x2, x3 and the column target; test.csv holds the features only. Submit a file like sample-submission.csv: header \`id,target\`, one row per test id.`
      : zh
        ? '## 材料说明\n\n请提交 PDF、DOCX 或 ZIP 格式的方案文档（不超过 20 MB）。'
        : '## Materials\n\nSubmit your proposal as a PDF, DOCX or ZIP document (at most 20 MB).',
    evaluation: computing
      ? zh
        ? `## 评测\n\n评测指标为 ${b.metric}。测试集分为 A 榜与 B 榜两部分，B 榜成绩在 B 榜开放后公布。`
        : `## Evaluation\n\nThe metric is ${b.metric}. The test set is split into list A and list B; list B scores are shown once the list B window opens.`
      : zh
        ? '## 评审\n\n专家从创新性、可行性与完整性三方面评分。'
        : '## Review\n\nExperts score innovation, feasibility and completeness.',
    faq: zh
      ? '## 常见问题\n\n**可以中途换队吗？** 未提交作品前可退出队伍后加入其他队伍。'
      : '## FAQ\n\n**Can I change teams?** Before your team submits, leave it and join another.',
  };
}

rmSync(root, { recursive: true, force: true });
bundles.forEach((b, n) => {
  const folder = path.join(root, b.slug);
  mkdirSync(path.join(folder, 'data'), { recursive: true });
  const manifest = {
    slug: b.slug,
    race: b.race,
    type: b.type,
    'zh-CN': texts(b, 'zh-CN'),
    'en-US': texts(b, 'en-US'),
    tags: b.tags.map(([code, zh, en, parent]) => ({ code, zh, en, ...(parent ? { parent } : {}) })),
    industry: { code: b.industry[0], zh: b.industry[1], en: b.industry[2] },
    reward: b.reward,
    bonus: b.bonus,
    signupOpen: b.signupOpen,
    start: b.start,
    end: b.end,
    maxTeamSize: 5,
    ...(b.requireAuthentication ? { requireAuthentication: b.requireAuthentication } : {}),
    schedules: b.schedules.map((s) => ({ ...s, name: { zh: s.name.zh, en: s.name.en } })),
    datasets: [],
  };
  if (b.type === 'computing') {
    const rand = random(1000 + n);
    const kind = kindOf[b.metric];
    const train = rows(rand, TRAIN, kind);
    const test = rows(rand, TEST, kind);
    writeFileSync(
      path.join(folder, 'data', 'train.csv'),
      ['id,x1,x2,x3,target', ...train.map((r, i) => `${i + 1},${r.x.join(',')},${r.target}`)].join('\n') + '\n',
    );
    writeFileSync(
      path.join(folder, 'data', 'test.csv'),
      ['id,x1,x2,x3', ...test.map((r, i) => `${i + 1},${r.x.join(',')}`)].join('\n') + '\n',
    );
    const sample = kind === 'classes' ? 'medium' : kind === 'binary' ? '0.5' : '20';
    writeFileSync(
      path.join(folder, 'data', 'sample-submission.csv'),
      ['id,target', ...test.map((_, i) => `${i + 1},${sample}`)].join('\n') + '\n',
    );
    // Every fourth row is list B, so both lists cover the whole range of the data.
    writeFileSync(
      path.join(folder, 'answer.csv'),
      ['id,target,list', ...test.map((r, i) => `${i + 1},${r.target},${i % 4 === 3 ? 'B' : 'A'}`)].join('\n') + '\n',
    );
    manifest.datasets = ['data/train.csv', 'data/test.csv', 'data/sample-submission.csv'];
    manifest.metric = b.metric;
    manifest.answer = 'answer.csv';
  } else {
    writeFileSync(path.join(folder, 'data', 'template.md'), `# ${b.name.en}\n\nProposal template: background, approach, plan, team.\n`);
    manifest.datasets = ['data/template.md'];
  }
  writeFileSync(path.join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
});
console.log(`wrote ${bundles.length} bundles`);
