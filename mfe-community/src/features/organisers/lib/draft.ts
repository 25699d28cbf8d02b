import { type ApplicationDraft, type ApplicationField, applicationProblems } from '@dcic/shared/constants';

export const FIELDS: ApplicationField[] = [
  'organisation',
  'organisationType',
  'contact',
  'phone',
  'email',
  'topic',
  'expectedDates',
  'budget',
  'description',
];

export const emptyDraft = (): ApplicationDraft => ({
  organisation: '',
  contact: '',
  phone: '',
  email: '',
  organisationType: '',
  topic: '',
  expectedDates: '',
  budget: '',
  description: '',
});

/** Catalog id of each refused field's message: the same rules the API checks. */
export function problemMessages(draft: ApplicationDraft): Partial<Record<ApplicationField, string>> {
  const messages: Partial<Record<ApplicationField, string>> = {};
  for (const [field, problem] of Object.entries(applicationProblems(draft))) {
    messages[field as ApplicationField] = `organisers.problem.${problem}`;
  }
  return messages;
}
