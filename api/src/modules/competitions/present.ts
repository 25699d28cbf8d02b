import type { CompetitionSummary, Lang, Schedule } from '@dcic/shared/contract';
import type { Db } from '../../db/types';
import {
  allIndustries,
  allRaces,
  allTags,
  isSignupState,
  tagLinksOf,
  timeState,
  type CompetitionRow,
  type ScheduleRow,
} from '../catalogue';
import { countsOf } from '../teams';

export function presentSchedule(s: ScheduleRow, lang: Lang): Schedule {
  return {
    id: s.id,
    sort: s.sort,
    name: lang === 'en-US' ? s.nameEn : s.nameCn,
    startTime: s.startTime.toISOString(),
    endTime: s.endTime.toISOString(),
    listBStartTime: s.listBStartTime?.toISOString() ?? null,
    listBEndTime: s.listBEndTime?.toISOString() ?? null,
    maxSubmitCount: s.maxSubmitCount,
    maxErrorSubmitCount: s.maxErrorSubmitCount,
  };
}

export async function presentSummaries(db: Db, rows: CompetitionRow[], lang: Lang, now: Date): Promise<CompetitionSummary[]> {
  const ids = rows.map((r) => r.id);
  const [races, tags, industries, links, counts] = await Promise.all([
    allRaces(db),
    allTags(db),
    allIndustries(db),
    tagLinksOf(db, ids),
    countsOf(db, ids),
  ]);
  const en = lang === 'en-US';
  return rows.map((c) => {
    const race = races.find((r) => r.id === c.raceId)!;
    const industry = industries.find((i) => i.code === c.industryCode);
    const text = c.content[lang];
    return {
      id: c.id,
      name: text.name,
      summary: text.summary,
      type: c.type,
      race,
      tags: links
        .filter((l) => l.competitionId === c.id)
        .map((l) => tags.find((t) => t.code === l.tagCode))
        .filter((t) => t !== undefined)
        .map((t) => ({ code: t.code, name: en ? t.nameEn : t.nameCn, parentCode: t.parentCode })),
      industry: industry ? { code: industry.code, name: en ? industry.nameEn : industry.nameCn } : null,
      reward: c.reward,
      bonus: c.bonus,
      startTime: c.startTime.toISOString(),
      endTime: c.endTime.toISOString(),
      isOpenSignup: c.isOpenSignup,
      timeState: timeState(c, now),
      canSignup: isSignupState(c, now),
      teams: counts.get(c.id)?.teams ?? 0,
      players: counts.get(c.id)?.players ?? 0,
    };
  });
}
