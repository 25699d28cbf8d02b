import type { AttachedTeam } from '@dcic/shared/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { membersOf } from './repository';
import { cheatVerdicts, type TeamRow } from './schema';

/** A team as its members see it (with the member list). */
export async function presentTeam(db: Db, team: TeamRow): Promise<AttachedTeam> {
  const [members, [verdict]] = await Promise.all([
    membersOf(db, [team.id]),
    db.select().from(cheatVerdicts).where(eq(cheatVerdicts.teamId, team.id)),
  ]);
  return {
    id: team.id,
    name: team.name,
    announcement: team.announcement,
    joinAvailable: team.joinAvailable,
    captainId: team.captainId,
    mentor: team.mentor,
    mentorOrganisation: team.mentorOrganisation,
    scheduleId: team.scheduleId,
    members: members.map((m) => ({ id: m.id, name: m.name, avatar: m.avatar, isCaptain: m.id === team.captainId })),
    cheatVerdict: verdict ? { reason: verdict.reason, createdAt: verdict.createdAt.toISOString() } : null,
  };
}
