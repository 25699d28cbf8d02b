import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { raise } from '../../errors/app-error';
import { competitions, competitionTagLinks, competitionTags, industries, races, schedules } from './schema';

export async function findCompetition(db: Db, id: number) {
  const [row] = await db.select().from(competitions).where(eq(competitions.id, id));
  return row;
}

export async function competitionOrFail(db: Db, id: number) {
  return (await findCompetition(db, id)) ?? raise('NOT_FOUND');
}

export function listSchedules(db: Db, competitionId: number) {
  return db.select().from(schedules).where(eq(schedules.competitionId, competitionId)).orderBy(asc(schedules.sort));
}

export function allRaces(db: Db) {
  return db.select().from(races).orderBy(asc(races.sort));
}

export function allTags(db: Db) {
  return db.select().from(competitionTags).orderBy(asc(competitionTags.id));
}

export function allIndustries(db: Db) {
  return db.select().from(industries).orderBy(asc(industries.id));
}

export function tagLinksOf(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(competitionTagLinks).where(inArray(competitionTagLinks.competitionId, ids));
}
