// Helpers of the review area's tests: review users logged in through the real endpoint, projects of
// both sources, rounds.
import type { ReviewRole, RoundBody } from '@dcic/shared/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { importDemo } from '../../test/competitions';
import { addEntry, addSignup } from './demo-data';
import { demoPdf } from './demo-files';
import { syncEntries } from './project-repository';
import { createReviewUser } from './review-users';
import { reviewProjects, type ReviewUserRow } from './schema';
import { REVIEW_COOKIE } from './sessions';

/** Cheap hashes: tests log in dozens of times. */
export const FAST_SCRYPT = { N: 2 ** 10, r: 8, p: 1 };
export const PASSWORD = 'Passw0rd!2019';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${++counter}`;

export interface ReviewSession {
  user: ReviewUserRow;
  /** The review cookie, for app.inject: `{ cookies }`. */
  cookies: Record<string, string>;
}

export function reviewCookie(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((cookie) => cookie.name === REVIEW_COOKIE)?.value;
}

/** A review user of `role` in the edition `year`, logged in through POST /api/spic-review/user/login. */
export async function loginAs(app: FastifyInstance, role: ReviewRole, year = 2019, name = `User ${role}`): Promise<ReviewSession> {
  const account = `u${unique()}-${year}`;
  const user = await createReviewUser(app.db, { account, name, password: PASSWORD, role }, FAST_SCRYPT);
  const res = await app.inject({ method: 'POST', url: '/api/spic-review/user/login', payload: { account, password: PASSWORD } });
  const token = reviewCookie(res);
  if (res.statusCode !== 200 || !token) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { user, cookies: { [REVIEW_COOKIE]: token } };
}

export async function signupProject(app: FastifyInstance, year = 2019, projectName = `Project ${unique()}`): Promise<number> {
  const form = {
    projectName,
    organisation: 'Fuzhou Data Lab',
    contactName: 'Li Lei',
    contactPhone: '13800000000',
    contactEmail: 'lilei@example.com',
    track: 'Digital government',
    summary: 'A signup made for a test.',
    members: ['Li Lei', 'Han Meimei'],
  };
  return addSignup(app.db, app.files, year, form, [{ fileName: 'plan.pdf', content: demoPdf(projectName) }]);
}

/** A team's entry in a solution competition, brought into the review; its year tag is set to `year`. */
export async function entryProject(
  app: FastifyInstance,
  year = 2019,
  competitionId?: number,
): Promise<{ projectId: number; teamId: number; competitionId: number }> {
  const id = competitionId ?? (await importDemo(app, 'party-building-knowledge-graph'));
  const stamp = unique();
  const teamId = await addEntry(app.db, app.files, {
    competitionId: id,
    teamName: `Team ${stamp}`,
    members: [
      { ssoId: `review-test-${stamp}-a`, name: `Captain ${stamp}` },
      { ssoId: `review-test-${stamp}-b`, name: `Member ${stamp}` },
    ],
    documents: [
      { fileName: '方案.pdf', content: demoPdf(`Plan ${stamp}`) },
      { fileName: 'slides.docx', content: Buffer.from('PK\u0003\u0004 not a real document') },
    ],
  });
  await syncEntries(app.db);
  const [project] = await app.db.update(reviewProjects).set({ yearTag: year }).where(eq(reviewProjects.teamId, teamId)).returning();
  return { projectId: project!.id, teamId, competitionId: id };
}

const SCHEME: RoundBody['scheme'] = [
  { key: 'innovation', name: 'Innovation', weight: 40, min: 0, max: 10 },
  { key: 'feasibility', name: 'Feasibility', weight: 30, min: 0, max: 10 },
  { key: 'value', name: 'Value', weight: 30, min: 0, max: 100 },
];

export function roundBody(year = 2019, overrides: Partial<RoundBody> = {}): RoundBody {
  return { name: `Round ${unique()}`, yearTag: year, reviewersPerProject: 1, scheme: SCHEME, ...overrides };
}

export interface Envelope<T> {
  status: string;
  data: T;
  errno?: string;
  message?: string;
}

/** The answer's envelope, its data typed as the test expects it (the contract's type of the endpoint). */
export const json = <T = unknown>(res: LightMyRequestResponse) => res.json() as Envelope<T>;
