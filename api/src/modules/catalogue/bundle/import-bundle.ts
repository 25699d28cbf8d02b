import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../../db/types';
import { AnswerFileError, loadAnswer } from '../../../scoring';
import { catalogueChanged } from '../cached';
import { competitionFolder } from '../storage';
import { competitions, competitionTagLinks, competitionTags, industries, races, schedules, type DatasetFile } from '../schema';
import { Manifest, resolveTime } from './manifest';

export class BundleError extends Error {}

/** Reads and checks a bundle folder; every problem is listed with where it is. */
export async function readBundle(folder: string): Promise<Manifest> {
  const file = path.join(folder, 'manifest.json');
  if (!existsSync(file)) throw new BundleError(`${file}: missing manifest.json`);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BundleError(`${file}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = Manifest.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || '(manifest)'}: ${issue.message}`).join('\n');
    throw new BundleError(`${file}: invalid manifest\n${problems}`);
  }
  const manifest = parsed.data;
  for (const dataset of manifest.datasets) {
    if (!existsSync(path.join(folder, dataset))) throw new BundleError(`${file}: dataset file ${dataset} not found`);
  }
  if (manifest.answer) {
    const answerPath = path.join(folder, manifest.answer);
    if (!existsSync(answerPath)) throw new BundleError(`${file}: answer file ${manifest.answer} not found`);
    try {
      await loadAnswer(answerPath, manifest.metric!);
    } catch (error) {
      if (error instanceof AnswerFileError) throw new BundleError(`${answerPath}: ${error.message}`);
      throw error;
    }
  }
  const start = resolveTime(manifest.start, new Date());
  const end = resolveTime(manifest.end, new Date());
  if (start >= end) throw new BundleError(`${file}: start must be before end`);
  for (const s of manifest.schedules) {
    if (resolveTime(s.start, new Date()) >= resolveTime(s.end, new Date()))
      throw new BundleError(`${file}: schedule ${s.sort} starts after it ends`);
  }
  return manifest;
}

/** Creates or updates (by slug) the competition a bundle describes; returns its id. */
export async function importBundle(db: Db, dataDir: string, folder: string, now = new Date()): Promise<{ id: number; created: boolean }> {
  const manifest = await readBundle(folder);
  const [race] = await db.select().from(races).where(eq(races.code, manifest.race));
  if (!race) throw new BundleError(`race ${manifest.race} is not in the database (migrations not applied?)`);

  // Files first: a competition row never points at files that are not there.
  const target = competitionFolder(dataDir, manifest.slug);
  mkdirSync(path.join(target, 'datasets'), { recursive: true });
  mkdirSync(path.join(target, 'private'), { recursive: true });
  const datasets: DatasetFile[] = manifest.datasets.map((relative) => {
    const name = path.basename(relative);
    copyFileSync(path.join(folder, relative), path.join(target, 'datasets', name));
    return { name, size: statSync(path.join(folder, relative)).size, stored: name };
  });
  let answerFile: string | null = null;
  if (manifest.answer) {
    answerFile = 'answer.csv';
    copyFileSync(path.join(folder, manifest.answer), path.join(target, 'private', answerFile));
  }
  const answerHeader = manifest.answer ? readFileSync(path.join(folder, manifest.answer), 'utf8').split(/\r?\n/, 1)[0]!.split(',') : [];

  for (const tag of manifest.tags) {
    await db
      .insert(competitionTags)
      .values({ code: tag.code, nameCn: tag.zh, nameEn: tag.en, parentCode: tag.parent ?? null })
      .onConflictDoUpdate({ target: competitionTags.code, set: { nameCn: tag.zh, nameEn: tag.en, parentCode: tag.parent ?? null } });
  }
  if (manifest.industry) {
    const { code, zh, en } = manifest.industry;
    await db
      .insert(industries)
      .values({ code, nameCn: zh, nameEn: en })
      .onConflictDoUpdate({ target: industries.code, set: { nameCn: zh, nameEn: en } });
  }

  const values = {
    slug: manifest.slug,
    content: { 'zh-CN': manifest['zh-CN'], 'en-US': manifest['en-US'] },
    raceId: race.id,
    type: manifest.type,
    industryCode: manifest.industry?.code ?? null,
    reward: manifest.reward,
    bonus: manifest.bonus,
    isOpenSignup: manifest.signupOpen,
    startTime: resolveTime(manifest.start, now),
    endTime: resolveTime(manifest.end, now),
    metric: manifest.metric ?? null,
    targetColumn: answerHeader[1]?.trim() ?? null,
    maxTeamSize: manifest.maxTeamSize,
    authenticationRequired: manifest.requireAuthentication,
    datasets,
    answerFile,
  };
  const [existing] = await db.select({ id: competitions.id }).from(competitions).where(eq(competitions.slug, manifest.slug));
  let id: number;
  if (existing) {
    id = existing.id;
    await db.update(competitions).set(values).where(eq(competitions.id, id));
  } else {
    const [row] = await db.insert(competitions).values(values).returning({ id: competitions.id });
    id = row!.id;
  }

  await db.delete(competitionTagLinks).where(eq(competitionTagLinks.competitionId, id));
  if (manifest.tags.length > 0)
    await db.insert(competitionTagLinks).values(manifest.tags.map((tag) => ({ competitionId: id, tagCode: tag.code })));

  // Schedules are matched by sort, so teams and submissions that point at them survive a re-import.
  for (const s of manifest.schedules) {
    const row = {
      competitionId: id,
      sort: s.sort,
      nameCn: s.name.zh,
      nameEn: s.name.en,
      startTime: resolveTime(s.start, now),
      endTime: resolveTime(s.end, now),
      listBStartTime: s.listBStart ? resolveTime(s.listBStart, now) : null,
      listBEndTime: s.listBEnd ? resolveTime(s.listBEnd, now) : null,
      maxSubmitCount: s.maxSubmitCount,
      maxErrorSubmitCount: s.maxErrorSubmitCount,
    };
    await db
      .insert(schedules)
      .values(row)
      .onConflictDoUpdate({ target: [schedules.competitionId, schedules.sort], set: row });
  }
  const sorts = manifest.schedules.map((s) => s.sort);
  await db
    .delete(schedules)
    .where(and(eq(schedules.competitionId, id), notInArray(schedules.sort, sorts)))
    .catch(() => {
      // A removed schedule that still has submissions stays; the bundle cannot erase history.
    });
  catalogueChanged(db);
  return { id, created: !existing };
}
