// Applications to hold a competition (`/ent-apply`): an organiser applies while signed in, sees their
// own applications; staff list them all and move each along submitted → contacted → accepted/declined.
import { z } from 'zod';
import { IsoDateTime, pageOf } from './common';
import { RecordId } from './competition-page';
import {
  APPLICATION_LIMITS,
  APPLICATION_STATUSES,
  type ApplicationField,
  applicationProblems,
  BUDGET_RANGES,
  ORGANISATION_TYPES,
} from './constants/organisers';
import { endpoint } from './endpoint';

const tags = ['organisers'];

export const OrganisationType = z.enum(ORGANISATION_TYPES).meta({ id: 'OrganisationType' });
export const BudgetRange = z.enum(BUDGET_RANGES).meta({ id: 'BudgetRange' });
export const ApplicationStatus = z.enum(APPLICATION_STATUSES).meta({ id: 'ApplicationStatus' });
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;

/** The issue message of a broken rule: `application.required`, ...; the API words it in both languages. */
export const applicationIssue = (problem: string) => `application.${problem}`;

/**
 * An application as the form sends it. The rules are those of `applicationProblems`, which the page
 * runs before sending: one source for both.
 */
export const ApplicationInput = z
  .object({
    organisation: z.string().max(APPLICATION_LIMITS.organisation * 2),
    contact: z.string().max(APPLICATION_LIMITS.contact * 2),
    phone: z.string().max(APPLICATION_LIMITS.phone * 2),
    email: z.string().max(APPLICATION_LIMITS.email * 2),
    organisationType: z.string().max(40),
    topic: z.string().max(APPLICATION_LIMITS.topic * 2),
    expectedDates: z.string().max(APPLICATION_LIMITS.dates * 2),
    budget: z.string().max(40),
    description: z.string().max(APPLICATION_LIMITS.description * 2),
  })
  .strict()
  .superRefine((draft, ctx) => {
    for (const [field, problem] of Object.entries(applicationProblems(draft))) {
      ctx.addIssue({ code: 'custom', path: [field as ApplicationField], message: applicationIssue(problem), input: draft });
    }
  })
  .transform((draft) => ({
    organisation: draft.organisation.trim(),
    contact: draft.contact.trim(),
    phone: draft.phone.trim(),
    email: draft.email.trim(),
    organisationType: draft.organisationType as z.infer<typeof OrganisationType>,
    topic: draft.topic.trim(),
    expectedDates: draft.expectedDates.trim(),
    budget: draft.budget as z.infer<typeof BudgetRange>,
    description: draft.description.trim(),
  }));
export type ApplicationInput = z.input<typeof ApplicationInput>;

export const Application = z
  .object({
    id: z.number().int(),
    organisation: z.string(),
    contact: z.string(),
    phone: z.string(),
    email: z.string(),
    organisationType: OrganisationType,
    topic: z.string(),
    expectedDates: z.string(),
    budget: BudgetRange,
    description: z.string(),
    status: ApplicationStatus,
    applicant: z.object({ id: z.number().int(), name: z.string() }),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  })
  .meta({ id: 'OrganiserApplication' });
export type Application = z.infer<typeof Application>;

export const ApplicationList = pageOf(Application);
export type ApplicationList = z.infer<typeof ApplicationList>;

export const ApplicationIdParams = z.object({ id: RecordId });

export const ApplicationListQuery = z.object({
  status: ApplicationStatus.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type ApplicationListQuery = z.input<typeof ApplicationListQuery>;

export const ApplicationStatusChange = z.object({ status: ApplicationStatus }).strict();

export const submitApplication = endpoint({
  method: 'POST',
  path: '/api/organisers/applications',
  access: 'user',
  tags,
  summary: 'Apply to hold a competition; the applicant gets a notice in their inbox',
  body: ApplicationInput,
  response: Application,
  successStatus: 201,
});

export const listMyApplications = endpoint({
  method: 'GET',
  path: '/api/organisers/applications/mine',
  access: 'user',
  tags,
  summary: "The signed-in user's applications with their status, newest first",
  response: z.array(Application),
});

export const listApplications = endpoint({
  method: 'GET',
  path: '/api/organisers/applications',
  access: 'staff',
  tags,
  summary: 'Every application, newest first, optionally by status (staff)',
  query: ApplicationListQuery,
  response: ApplicationList,
});

export const changeApplicationStatus = endpoint({
  method: 'PUT',
  path: '/api/organisers/applications/:id/status',
  access: 'staff',
  tags,
  summary: 'Move an application along (staff); the applicant is told in their inbox',
  params: ApplicationIdParams,
  body: ApplicationStatusChange,
  response: Application,
  errors: [404],
  idempotent: true,
});
