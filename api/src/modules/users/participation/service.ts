// A user's competition history and their standing across competitions, both behind the owner's
// "show competitions joined" choice: a viewer it hides them from gets `visible: false` and nothing else.
import {
  STANDING_MAX_COMPETITIONS,
  STANDING_TOP_RANK,
  type CompetitionHistoryPage,
  type Lang,
  type PageQuery,
  type UserStanding,
} from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/types';
import { timeState } from '../../catalogue';
import { hiddenFrom } from '../privacy/service';
import type { UserRow } from '../schema';
import { userByRouteId } from '../user-id';
import { participationsOf, type ParticipationRow } from './repository';
import { standingOf } from './standing';

async function competitionsHidden(db: Db, viewer: UserRow, owner: UserRow): Promise<boolean> {
  return (await hiddenFrom(db, viewer.id, owner.id)).competition;
}

function presentCompetition(row: ParticipationRow, lang: Lang, now: Date) {
  const { competition } = row;
  return {
    id: competition.id,
    name: competition.content[lang].name,
    type: competition.type,
    timeState: timeState(competition, now),
    startTime: competition.startTime.toISOString(),
    endTime: competition.endTime.toISOString(),
  };
}

export async function competitionHistory(
  app: FastifyInstance,
  viewer: UserRow,
  rawId: string,
  page: PageQuery,
  lang: Lang,
  now = new Date(),
): Promise<CompetitionHistoryPage> {
  const owner = await userByRouteId(app.db, rawId);
  if (await competitionsHidden(app.db, viewer, owner)) return { visible: false, list: [], total: 0 };
  const { rows, total } = await participationsOf(app.db, owner.id, page.per_page, (page.page - 1) * page.per_page);
  const isOwner = viewer.id === owner.id;
  const list = await Promise.all(
    rows.map(async (row) => {
      const competition = presentCompetition(row, lang, now);
      const team = row.teamId === null ? null : { id: row.teamId, name: row.teamName ?? '', isCaptain: row.captainId === owner.id };
      return {
        competition,
        team,
        signedUpAt: row.signedUpAt.toISOString(),
        standing: team ? await standingOf(app, row.competition, team.id, now) : null,
        certificate: isOwner && team !== null && competition.timeState === 'ended',
      };
    }),
  );
  return { visible: true, list, total };
}

export async function userStanding(
  app: FastifyInstance,
  viewer: UserRow,
  rawId: string,
  lang: Lang,
  now = new Date(),
): Promise<UserStanding> {
  const owner = await userByRouteId(app.db, rawId);
  if (await competitionsHidden(app.db, viewer, owner)) return { visible: false, summary: null, list: [] };
  const { rows, total } = await participationsOf(app.db, owner.id, STANDING_MAX_COMPETITIONS, 0);
  const standings = await Promise.all(
    rows.map(async (row) => ({
      competition: presentCompetition(row, lang, now),
      standing: row.teamId === null ? null : await standingOf(app, row.competition, row.teamId, now),
    })),
  );
  const list = standings.flatMap(({ competition, standing }) => (standing ? [{ competition, standing }] : []));
  list.sort((a, b) => a.standing.rank - b.standing.rank || a.standing.teamCount - b.standing.teamCount);
  return {
    visible: true,
    summary: {
      competitions: total,
      ranked: list.length,
      bestRank: list[0]?.standing.rank ?? null,
      topFinishes: list.filter(({ standing }) => standing.rank <= STANDING_TOP_RANK).length,
    },
    list,
  };
}
