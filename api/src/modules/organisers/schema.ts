import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Application } from '@dcic/shared/contract';
import { users } from '../users';

/** Applications to hold a competition on the platform, and where staff have taken each. */
export const organiserApplications = pgTable(
  'organiser_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisation: text('organisation').notNull(),
    contact: text('contact').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    organisationType: text('organisation_type').$type<Application['organisationType']>().notNull(),
    topic: text('topic').notNull(),
    expectedDates: text('expected_dates').notNull(),
    budget: text('budget').$type<Application['budget']>().notNull(),
    description: text('description').notNull(),
    status: text('status').$type<Application['status']>().notNull().default('submitted'),
    // The staff account that last changed the status.
    handledBy: text('handled_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('organiser_applications_applicant_idx').on(table.applicantId, table.createdAt),
    index('organiser_applications_status_idx').on(table.status, table.createdAt),
  ],
);

export type ApplicationRow = typeof organiserApplications.$inferSelect;
export type NewApplicationRow = typeof organiserApplications.$inferInsert;
