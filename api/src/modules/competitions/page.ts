// `GET /api/competitions/:id` serves the detail and every part of a competition's page on one route
// (spec §7); each part comes from the module that owns it.
import type { EndpointQuery, getCompetitionPage, Lang } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import { competitionOrFail, listSchedules } from '../catalogue';
import { invitation } from '../invitations';
import { rankings, weeklyRankings } from '../rankings';
import { teamSubmissions } from '../submissions';
import { teamOfUser } from '../teams';
import type { UserRow } from '../users';
import { competitionDetail, otherCompetitions } from './service';

export async function competitionPage(
  app: FastifyInstance,
  id: number,
  q: EndpointQuery<typeof getCompetitionPage>,
  caller: { user: UserRow | null; signedIn: () => UserRow; lang: Lang; staff: boolean },
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
      const competition = await competitionOrFail(app.db, id);
      const schedules = await listSchedules(app.db, id);
      const team = caller.user ? await teamOfUser(app.db, id, caller.user.id) : undefined;
      const query = { scheduleId: q.sch, stage: q.stage, page: q.page, perSize: q.per_size, onlyAdmitted: q.isRedance, teamId: team?.id };
      return q.part === 'rankings'
        ? rankings(app.db, competition, schedules, query)
        : weeklyRankings(app.db, competition, schedules, query);
    }
  }
}
