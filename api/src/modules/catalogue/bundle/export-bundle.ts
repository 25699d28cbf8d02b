import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../../db/types';
import { competitionFolder } from '../storage';
import { competitions, competitionTagLinks, competitionTags, industries, races, schedules } from '../schema';
import { BundleError } from './import-bundle';
import type { Manifest } from './manifest';

/** Writes a competition back out as a bundle (absolute times), so it can be moved or edited. */
export async function exportBundle(db: Db, dataDir: string, idOrSlug: string, folder: string): Promise<Manifest> {
  const id = /^\d+$/.test(idOrSlug) ? Number(idOrSlug) : -1;
  const [c] = await db
    .select()
    .from(competitions)
    .where(or(eq(competitions.id, id), eq(competitions.slug, idOrSlug)));
  if (!c) throw new BundleError(`no competition ${idOrSlug}`);
  const [race] = await db.select().from(races).where(eq(races.id, c.raceId));
  const links = await db.select().from(competitionTagLinks).where(eq(competitionTagLinks.competitionId, c.id));
  const tags = links.length
    ? await db
        .select()
        .from(competitionTags)
        .where(
          inArray(
            competitionTags.code,
            links.map((l) => l.tagCode),
          ),
        )
    : [];
  const [industry] = c.industryCode ? await db.select().from(industries).where(eq(industries.code, c.industryCode)) : [];
  const rows = await db.select().from(schedules).where(eq(schedules.competitionId, c.id)).orderBy(asc(schedules.sort));

  const source = competitionFolder(dataDir, c.slug);
  mkdirSync(path.join(folder, 'data'), { recursive: true });
  for (const d of c.datasets) copyFileSync(path.join(source, 'datasets', d.stored), path.join(folder, 'data', d.name));
  if (c.answerFile) copyFileSync(path.join(source, 'private', c.answerFile), path.join(folder, 'answer.csv'));

  const manifest: Manifest = {
    slug: c.slug,
    race: race!.code as Manifest['race'],
    type: c.type,
    'zh-CN': c.content['zh-CN'],
    'en-US': c.content['en-US'],
    tags: tags.map((t) => ({ code: t.code, zh: t.nameCn, en: t.nameEn, ...(t.parentCode ? { parent: t.parentCode } : {}) })),
    ...(industry ? { industry: { code: industry.code, zh: industry.nameCn, en: industry.nameEn } } : {}),
    reward: c.reward,
    bonus: c.bonus,
    signupOpen: c.isOpenSignup,
    start: c.startTime.toISOString(),
    end: c.endTime.toISOString(),
    maxTeamSize: c.maxTeamSize,
    requireAuthentication: c.authenticationRequired,
    schedules: rows.map((s) => ({
      sort: s.sort,
      name: { zh: s.nameCn, en: s.nameEn },
      start: s.startTime.toISOString(),
      end: s.endTime.toISOString(),
      ...(s.listBStartTime && s.listBEndTime ? { listBStart: s.listBStartTime.toISOString(), listBEnd: s.listBEndTime.toISOString() } : {}),
      maxSubmitCount: s.maxSubmitCount,
      maxErrorSubmitCount: s.maxErrorSubmitCount,
    })),
    datasets: c.datasets.map((d) => `data/${d.name}`),
    ...(c.metric ? { metric: c.metric as Manifest['metric'] } : {}),
    ...(c.answerFile ? { answer: 'answer.csv' } : {}),
  };
  writeFileSync(path.join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
