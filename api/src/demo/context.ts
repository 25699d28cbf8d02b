// What every step of the demo seed shares: the app (its services, database, jobs and file store),
// one clock, the size, the people made so far, and the tally of what this run created.
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../modules/users';
import type { DemoSize } from './plan';
import type { Member, ReadmeKey } from './readme-plan';

export interface DemoTally {
  people: number;
  teams: number;
  members: number;
  players: number;
  submissions: number;
  joinRequests: number;
  messages: number;
  follows: number;
  shares: number;
  comments: number;
  posts: number;
}

export interface SeedContext {
  app: FastifyInstance;
  now: Date;
  size: DemoSize;
  /** Demo people by their index in the plans. */
  people: UserRow[];
  /** The README accounts that could be resolved (signed in once at the SSO). */
  readme: Partial<Record<ReadmeKey, UserRow>>;
  tally: DemoTally;
  log: (line: string) => void;
}

export function emptyTally(): DemoTally {
  return {
    people: 0,
    teams: 0,
    members: 0,
    players: 0,
    submissions: 0,
    joinRequests: 0,
    messages: 0,
    follows: 0,
    shares: 0,
    comments: 0,
    posts: 0,
  };
}

/** The user behind a plan's member; undefined for a README account that could not be resolved. */
export function userOf(ctx: SeedContext, member: Member): UserRow | undefined {
  return typeof member === 'number' ? ctx.people[member] : ctx.readme[member];
}

export function requireUser(ctx: SeedContext, member: Member): UserRow {
  const user = userOf(ctx, member);
  if (!user) throw new Error(`demo member ${String(member)} has no user`);
  return user;
}
