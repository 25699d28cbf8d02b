import type { CompetitionSummary, TimeState } from '@dcic/shared/contract';

/** The order of the home page's groups: what one can join now first, what is over last. */
const GROUP_ORDER: readonly TimeState[] = ['in-progress', 'not-started', 'ended'];

export interface CompetitionGroup {
  state: TimeState;
  competitions: CompetitionSummary[];
}

/** Competitions grouped by their time state (spec §4), each group cut to `limit`; empty groups stay out. */
export function groupByTimeState(competitions: readonly CompetitionSummary[], limit: number): CompetitionGroup[] {
  return GROUP_ORDER.map((state) => ({ state, competitions: competitions.filter((c) => c.timeState === state).slice(0, limit) })).filter(
    (group) => group.competitions.length > 0,
  );
}
