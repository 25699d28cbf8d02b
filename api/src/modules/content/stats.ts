// The live counts of the home page.
import { SYSTEM_SENDER_ID, type SiteStats } from '@dcic/shared/contract';
import { count, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { competitions } from '../catalogue';
import { countVisibleDatasets } from '../datasets';
import { users } from '../users';
import { newsItems } from './schema';

export async function siteStats(db: Db, now: Date): Promise<SiteStats> {
  const [[people], [contests], [news], datasets] = await Promise.all([
    db.select({ total: count() }).from(users).where(ne(users.id, SYSTEM_SENDER_ID)),
    db.select({ total: count() }).from(competitions),
    db.select({ total: count() }).from(newsItems).where(lte(newsItems.publishedAt, now)),
    countVisibleDatasets(db),
  ]);
  return { users: Number(people!.total), competitions: Number(contests!.total), news: Number(news!.total), datasets };
}
