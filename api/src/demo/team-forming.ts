// Teams form as players form them: while a competition runs, through the same services the pages
// call (signup, create, join with the invitation code or ask and be accepted, then the mentor and the
// announcement), so every rule and notice applies. An ended competition accepts none of that any
// more: its teams are written as they stood when it ended.
import type { UpdateTeamBody } from '@dcic/shared/contract';
import { addPlayer, createTeam, disposeRequest, listRequests, requestToJoin, teamMembers, teams, updateTeam } from '../modules/teams';
import { signUp } from '../modules/competitions';
import { invitationCode } from '../modules/invitations';
import type { CompetitionRow, ScheduleRow } from '../modules/catalogue';
import type { UserRow } from '../modules/users';
import { requireUser, type SeedContext } from './context';
import type { Member } from './readme-plan';
import type { TeamPlan } from './plan';

const DAY = 24 * 60 * 60 * 1000;

export interface Arena {
  competition: CompetitionRow;
  /** The schedule teams are admitted to and submit in. */
  schedule: ScheduleRow;
  running: boolean;
}

/** Makes the user a player: by signing up while signup is open, else as staff would add them. */
export async function enrol(ctx: SeedContext, arena: Arena, user: UserRow): Promise<void> {
  const { competition } = arena;
  if (arena.running && competition.isOpenSignup) await signUp(ctx.app, competition.id, user, {}, ctx.now);
  else await addPlayer(ctx.app.db, { competitionId: competition.id, userId: user.id, isRedance: false, targetId: null });
  ctx.tally.players += 1;
}

async function formRunning(ctx: SeedContext, arena: Arena, plan: TeamPlan, users: UserRow[]): Promise<number> {
  const { app } = ctx;
  const competitionId = arena.competition.id;
  const [captain, ...others] = users;
  const team = await createTeam(app, captain!, competitionId, plan.name);
  let code: string | undefined;
  for (const [i, user] of others.entries()) {
    if (plan.askToJoin.includes(plan.members[i + 1]!)) {
      await requestToJoin(app, user, team.id, { cmptId: competitionId, message: '' });
      const waiting = (await listRequests(app, captain!, team.id)).list.find(
        (request) => request.userId === user.id && request.status === 'pending',
      );
      if (waiting) await disposeRequest(app, captain!, team.id, waiting.id, 'accept');
    } else {
      code ??= (await invitationCode(app, captain!, competitionId)).code;
      await requestToJoin(app, user, team.id, { cmptId: competitionId, message: '', invitationCode: code });
    }
  }
  const details: UpdateTeamBody = {
    joinAvailable: plan.open,
    mentor: plan.mentor,
    mentorOrganisation: plan.organisation,
    announcement: plan.announcement,
  };
  await updateTeam(app, captain!, team.id, details);
  return team.id;
}

async function formEnded(ctx: SeedContext, arena: Arena, plan: TeamPlan, users: UserRow[]): Promise<number> {
  const db = ctx.app.db;
  const competitionId = arena.competition.id;
  // Formed in the schedule's first days, like most teams.
  const formed = new Date(arena.schedule.startTime.getTime() + DAY);
  const [row] = await db
    .insert(teams)
    .values({
      competitionId,
      name: plan.name,
      captainId: users[0]!.id,
      mentor: plan.mentor,
      mentorOrganisation: plan.organisation,
      announcement: plan.announcement,
      joinAvailable: false,
      scheduleId: arena.schedule.id,
      createdAt: formed,
    })
    .returning({ id: teams.id });
  await db
    .insert(teamMembers)
    .values(
      users.map((user, i) => ({ teamId: row!.id, competitionId, userId: user.id, joinedAt: new Date(formed.getTime() + i * 3_600_000) })),
    );
  return row!.id;
}

/** Signs the members up and forms the team; returns its id. */
export async function formTeam(ctx: SeedContext, arena: Arena, plan: TeamPlan): Promise<number> {
  const users = plan.members.map((member: Member) => requireUser(ctx, member));
  for (const user of users) await enrol(ctx, arena, user);
  const id = await (arena.running ? formRunning : formEnded)(ctx, arena, plan, users);
  ctx.tally.teams += 1;
  ctx.tally.members += users.length;
  return id;
}
