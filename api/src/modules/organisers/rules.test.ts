import { ApplicationInput, applicationIssue, applicationProblems } from '@dcic/shared/contract';

const valid = {
  organisation: 'Ocean Lab',
  contact: 'Lin',
  phone: '+86 138-0000-0000',
  email: 'lin@example.org',
  organisationType: 'research',
  topic: 'Ship detection',
  expectedDates: 'Spring 2027',
  budget: 'undecided',
  description: 'Recognising ships in remote-sensing images.',
};

const drafts: Array<Partial<typeof valid>> = [
  {},
  { organisation: '   ' },
  { organisation: '海'.repeat(101) },
  { phone: '12' },
  { phone: '138 0000 0000' },
  { email: 'lin@' },
  { description: 'short' },
  { organisationType: 'pirates' },
  { budget: '' },
];

describe('the application rules', () => {
  it.each(drafts)('the page and the API refuse the same fields: %j', (change) => {
    const draft = { ...valid, ...change };
    const page = applicationProblems(draft);
    const result = ApplicationInput.safeParse(draft);
    const api = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(api).toEqual(Object.fromEntries(Object.entries(page).map(([field, problem]) => [field, applicationIssue(problem)])));
  });

  it('hands the API trimmed values', () => {
    expect(ApplicationInput.parse({ ...valid, contact: '  Lin ' }).contact).toBe('Lin');
  });
});
