// The demo seed: the demo competitions, demo people in teams with several days of scored submissions
// in every running and ended computing competition, the README accounts among them, messages,
// notices and follows, the demo news, the discussion boards, the datasets catalogue, and the demo
// courses with practice attempts. Idempotent: a second run finds everything made and only places the
// submissions again relative to now (bundles' dates are relative to the day the site starts).
import type { FastifyInstance } from 'fastify';
import { seedCompetition, sendJoinRequests, type SeededCompetition } from './competition-step';
import { importDemoCompetitions } from './competitions-step';
import { emptyTally, type DemoTally, type SeedContext } from './context';
import { DemoSeedRefused, demoDatabaseRefusal } from './database-guard';
import { ensurePeople } from './people-step';
import { DEMO_SIZES, type DemoSizeName } from './plan';
import { placeSubmissions } from './placing';
import { ensureReadmeUsers, type IdentityOf } from './readme-accounts';
import type { ReadmeKey } from './readme-plan';
import { seedReadmeSocial } from './readme-social';
import { seedSharesAndAppeals } from './shares-step';
import { seedDemoSocial } from './social-step';
import { seedReviewDemo } from '../modules/review';
import { importDemoContent } from '../modules/content';
import { seedDiscussionDemo } from '../modules/community';
import { seedOrganiserApplications } from '../modules/organisers';
import { importDemoDatasets } from '../modules/datasets';
import { importDemoTraining } from '../modules/training';
import { seedPracticeAttempts } from './practice-step';

export interface SeedOptions {
  size?: DemoSizeName;
  now?: Date;
  /** How to learn the README accounts' SSO identities; without it they are left out. */
  identityOf?: IdentityOf;
  /** The owner declared this server database a demo one (DEMO_SEED=1). */
  declaredDemo?: boolean;
  log?: (line: string) => void;
}

export interface SeedResult {
  /** What this run created (zero everywhere on a second run). */
  created: DemoTally;
  /** Competitions with demo teams. */
  competitions: string[];
  readme: ReadmeKey[];
  milliseconds: number;
}

/** Seeds the demo into the app's database; rejects with DemoSeedRefused on a database that is not a demo one. */
export async function seedDemo(app: FastifyInstance, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const refusal = demoDatabaseRefusal(app.dbKind, options.declaredDemo ?? false);
  if (refusal) throw new DemoSeedRefused(refusal);
  const now = options.now ?? new Date();
  const ctx: SeedContext = {
    app,
    now,
    size: DEMO_SIZES[options.size ?? 'full'],
    people: [],
    readme: {},
    tally: emptyTally(),
    log: options.log ?? (() => undefined),
  };

  const competitions = await importDemoCompetitions(app.db, app.config.dataDir, now);
  // News of every category, so the home page and /information look in use.
  await importDemoContent(app.db, app.files, now);
  // Courses with lessons and practice problems, so /education looks in use.
  await importDemoTraining(app.db, app.files, app.config.dataDir);
  ctx.people = await ensurePeople(ctx);
  if (options.identityOf) ctx.readme = await ensureReadmeUsers(ctx, options.identityOf);

  const seeded: SeededCompetition[] = [];
  for (const competition of competitions) {
    const done = await seedCompetition(ctx, competition);
    if (done) seeded.push(done);
  }
  // Scores first, then the inboxes: notices of what came before are read, what follows stays unread.
  await app.jobs.drain();
  await seedReadmeSocial(ctx, seeded);
  await seedDemoSocial(ctx);
  // Applications to hold a competition at every step, for the staff list and the applicants' pages.
  await seedOrganiserApplications(app, ctx.people, now);
  for (const competition of seeded) await sendJoinRequests(ctx, competition);
  await app.jobs.drain();

  for (const { arena, plan, metric } of seeded) await placeSubmissions(ctx, arena, plan, metric);
  // On the boards as they now stand: the best teams share their code, a suspect team is flagged.
  await seedSharesAndAppeals(ctx, seeded);
  // Boards for every competition, and topics, questions and articles with replies: /discussion in use.
  ctx.tally.posts += await seedDiscussionDemo(app, { people: ctx.people, demo: ctx.readme.demo }, now);
  await app.jobs.drain();
  await seedReviewDemo(app.db, app.files);
  // The catalogue: each computing competition's public data, and open datasets of demo people.
  await importDemoDatasets(app.db, app.files, competitions, ctx.people, now);
  await seedPracticeAttempts(ctx);
  return {
    created: ctx.tally,
    competitions: seeded.map((s) => s.plan.slug),
    readme: Object.keys(ctx.readme) as ReadmeKey[],
    milliseconds: Math.round(performance.now() - started),
  };
}
