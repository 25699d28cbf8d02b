// Applications to hold a competition on the platform (`/ent-apply`): the fields an organiser fills,
// their limits and the rules both the page and the API check. The contract's schema is built from
// these values and calls `applicationProblems`, so the form and the server refuse the same drafts.

export const ORGANISATION_TYPES = ['government', 'enterprise', 'university', 'research', 'association', 'other'] as const;

export const BUDGET_RANGES = ['under-100k', '100k-500k', '500k-1m', 'over-1m', 'undecided'] as const;

/** submitted → contacted → accepted or declined; staff move an application along. */
export const APPLICATION_STATUSES = ['submitted', 'contacted', 'accepted', 'declined'] as const;

export const APPLICATION_LIMITS = {
  organisation: 100,
  contact: 50,
  phone: 20,
  email: 254,
  topic: 100,
  dates: 100,
  description: 2000,
  descriptionMin: 20,
} as const;

/** Digits with an optional leading +, spaces and dashes: a mainland mobile or a landline with area code. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An application as the form sends it. */
export interface ApplicationDraft {
  organisation: string;
  contact: string;
  phone: string;
  email: string;
  organisationType: string;
  topic: string;
  expectedDates: string;
  budget: string;
  description: string;
}

export type ApplicationField = keyof ApplicationDraft;

/** Why a field is refused; the page and the API word each problem in both languages. */
export type ApplicationProblem = 'required' | 'tooLong' | 'tooShort' | 'invalidPhone' | 'invalidEmail' | 'invalidChoice';

const TEXT_FIELDS: Array<[ApplicationField, number]> = [
  ['organisation', APPLICATION_LIMITS.organisation],
  ['contact', APPLICATION_LIMITS.contact],
  ['phone', APPLICATION_LIMITS.phone],
  ['email', APPLICATION_LIMITS.email],
  ['topic', APPLICATION_LIMITS.topic],
  ['expectedDates', APPLICATION_LIMITS.dates],
  ['description', APPLICATION_LIMITS.description],
];

/** Every broken rule of a draft, one per field, in the form's order; empty when it can be sent. */
export function applicationProblems(
  draft: Partial<Record<ApplicationField, unknown>>,
): Partial<Record<ApplicationField, ApplicationProblem>> {
  const problems: Partial<Record<ApplicationField, ApplicationProblem>> = {};
  const textOf = (field: ApplicationField) => (typeof draft[field] === 'string' ? (draft[field] as string).trim() : '');
  for (const [field, max] of TEXT_FIELDS) {
    const value = textOf(field);
    if (value === '') problems[field] = 'required';
    else if ([...value].length > max) problems[field] = 'tooLong';
  }
  if (!problems.phone && !PHONE_PATTERN.test(textOf('phone'))) problems.phone = 'invalidPhone';
  if (!problems.email && !EMAIL_PATTERN.test(textOf('email'))) problems.email = 'invalidEmail';
  if (!problems.description && [...textOf('description')].length < APPLICATION_LIMITS.descriptionMin) problems.description = 'tooShort';
  if (!(ORGANISATION_TYPES as readonly unknown[]).includes(draft.organisationType)) problems.organisationType = 'invalidChoice';
  if (!(BUDGET_RANGES as readonly unknown[]).includes(draft.budget)) problems.budget = 'invalidChoice';
  return problems;
}
