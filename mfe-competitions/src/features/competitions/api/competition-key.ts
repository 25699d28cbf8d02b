/**
 * Everything fetched about one competition sits under this key (its detail, teams, submissions,
 * rankings, invitation), so a change of the caller's standing refreshes the whole page, and nothing
 * of one competition ever shows on another's.
 */
export const competitionKey = (id: number) => ['competitions', id] as const;
