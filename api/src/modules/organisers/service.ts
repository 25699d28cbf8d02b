// Rules of the applications to hold a competition: a signed-in user applies and reads their own;
// staff (STAFF_ACCOUNTS) read all and move each along; the applicant hears of each step in the inbox.
import type { Application, ApplicationList, ApplicationStatus, ApplicationInput } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { raise } from '../../errors/app-error';
import { queueNotice } from '../inbox';
import type { UserRow } from '../users';
import * as repository from './repository';

type ApplicationFields = z.output<typeof ApplicationInput>;

function present(row: repository.ApplicationWithName): Application {
  return {
    id: row.id,
    organisation: row.organisation,
    contact: row.contact,
    phone: row.phone,
    email: row.email,
    organisationType: row.organisationType,
    topic: row.topic,
    expectedDates: row.expectedDates,
    budget: row.budget,
    description: row.description,
    status: row.status,
    applicant: { id: row.applicantId, name: row.applicantName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function apply(app: FastifyInstance, user: UserRow, fields: ApplicationFields, now: Date): Promise<Application> {
  // One statement: the application is stored whole or not at all.
  const row = await repository.insertApplication(app.db, { ...fields, applicantId: user.id, createdAt: now, updatedAt: now });
  await queueNotice(app, {
    receiverId: user.id,
    kind: 'organiser.application-received',
    params: { organisation: row.organisation, topic: row.topic },
  });
  return present({ ...row, applicantName: user.name ?? '' });
}

export async function myApplications(app: FastifyInstance, user: UserRow): Promise<Application[]> {
  return (await repository.applicationsOf(app.db, user.id)).map(present);
}

export async function listApplications(
  app: FastifyInstance,
  options: { status?: ApplicationStatus; page: number; perPage: number },
): Promise<ApplicationList> {
  const { rows, total } = await repository.listApplicationRows(
    app.db,
    options.status,
    options.perPage,
    (options.page - 1) * options.perPage,
  );
  return { list: rows.map(present), total };
}

/** Moves an application to `status`; the applicant is told unless it already stood there. */
export async function changeStatus(
  app: FastifyInstance,
  id: number,
  status: ApplicationStatus,
  staff: string,
  now: Date,
): Promise<Application> {
  const before = await repository.findApplication(app.db, id);
  if (!before) raise('NOT_FOUND');
  if (before.status === status) return present(before);
  await repository.updateApplicationStatus(app.db, id, status, staff, now);
  await queueNotice(app, {
    receiverId: before.applicantId,
    kind: 'organiser.application-status',
    params: { organisation: before.organisation, status },
  });
  return present({ ...before, status, updatedAt: now });
}
