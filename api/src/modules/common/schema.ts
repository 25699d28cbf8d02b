import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Visits per day (UTC) and path of the site, with the number of distinct browsers (fingerprints). */
export const visitDays = pgTable(
  'visit_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    visits: integer('visits').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.path] })],
);

/** The browsers already counted for a day and path; kept VISIT_RETENTION_DAYS, the totals stay. */
export const visitVisitors = pgTable(
  'visit_visitors',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    fingerprint: text('fingerprint').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.path, table.fingerprint] })],
);
