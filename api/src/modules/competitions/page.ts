// `GET /api/competitions/:id` serves the detail and every part of a competition's page on one route
// (spec §7); each part comes from the module that owns it.
import type { EndpointQuery, getCompetitionPage, Lang } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import { competitionWithSchedules } from '../catalogue';
import { invitation } from '../invitations';
import { rankings, weeklyRankings } from '../rankings';
import { teamSubmissions } from '../submissions';
import { teamIdOf } from '../teams';
import type { UserRow } from '../users';
import { competitionDetail, otherCompetitions } from './service';

/** The parts of the page every team refreshes before a deadline, served without reading the user row. */
export const isBoardPart = (part: unknown): boolean => part === 'rankings' || part === 'weekly-rankings';

export async function competitionPage(
  app: FastifyInstance,
  id: number,
  q: EndpointQuery<typeof getCompetitionPage>,
  caller: { user: UserRow | null; userId: number | null; signedIn: () => UserRow; lang: Lang; staff: boolean },
) {
  switch (q.part) {
    case undefined:
      return competitionDetail(app, id, caller.user, caller.lang, caller.staff);
    case 'others':
      return otherCompetitions(app, id, caller.lang);
    case 'submits':
      return teamSubmissions(app, id, caller.signedIn(), q.sch, caller.lang);
    case 'invite':
      return invitation(app, id, caller.signedIn());
    case 'rankings':
    case 'weekly-rankings': {
      // Every team refreshes the board before a deadline: nothing here reads the database but the
      // board itself, which is ranked once for everybody (see rankings/service.ts).
      const { competition, schedules } = await competitionWithSchedules(app.db, id);
      const teamId = caller.userId === null ? undefined : ((await teamIdOf(app.db, id, caller.userId)) ?? undefined);
      const query = { scheduleId: q.sch, stage: q.stage, page: q.page, perSize: q.per_size, onlyAdmitted: q.isRedance, teamId };
      return q.part === 'rankings'
        ? rankings(app.db, competition, schedules, query)
        : weeklyRankings(app.db, competition, schedules, query);
    }
  }
}
