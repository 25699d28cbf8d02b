// The members and the shared code of the teams on a leaderboard, kept per team across rankings. In
// the last hour before a deadline a board is ranked again several times a second; read afresh, every
// page served and every team's own row would cost two queries after each ranking. Kept, a ranking
// costs its one query: a page reads only the teams it lacks, all in one pass (two queries, however
// many teams). A team is read again at once after a change in this process (teams/team-changes.ts:
// members, captaincy, a share, a member's name or avatar), and at most CACHE_TTL_MS after a change in
// another process: the bound a user's own team has too (teams/team-ids.ts).
import type { RankingRow } from '@dcic/shared/contract';
import type { Db } from '../../db/types';
import { keptMany } from '../../lib/kept-answers';
import { sharedCodeOf } from '../source-code';
import { membersOf, teamChangedAt } from '../teams';

const CACHE_TTL_MS = 5_000;
/** Every team of the busiest competitions, at about half a kilobyte each (a few members): some 25 MB at most. */
const MAX_TEAMS = 50_000;

type TeamDetails = Pick<RankingRow, 'members' | 'sourceCodeId'>;

const kept = keptMany<number, TeamDetails>(MAX_TEAMS);

async function readDetails(db: Db, teamIds: number[]): Promise<TeamDetails[]> {
  const [members, shares] = await Promise.all([membersOf(db, teamIds), sharedCodeOf(db, teamIds)]);
  const byTeam = new Map(teamIds.map((id): [number, TeamDetails] => [id, { members: [], sourceCodeId: null }]));
  for (const member of members) byTeam.get(member.teamId)?.members.push({ id: member.id, name: member.name, avatar: member.avatar });
  for (const share of shares) {
    const details = byTeam.get(share.teamId);
    if (details) details.sourceCodeId = share.id;
  }
  return teamIds.map((id) => byTeam.get(id)!);
}

/** Fills the members and the shared code link of ranking rows. */
export async function withTeams(db: Db, rows: RankingRow[]): Promise<void> {
  if (rows.length === 0) return;
  const details = await kept(
    db,
    rows.map((row) => row.teamId),
    (missing) => readDetails(db, missing),
    { now: Date.now(), ttlMs: CACHE_TTL_MS, changedAt: (teamId) => teamChangedAt(db, teamId) },
  );
  rows.forEach((row, i) => {
    const { members, sourceCodeId } = details[i]!;
    // Copies: what is kept stays as it was read, whatever is done with the rows.
    row.members = members.map((member) => ({ ...member }));
    row.sourceCodeId = sourceCodeId;
  });
}
