// Facts of teams that pages and the API share (spec §4, §6).

export const TEAM_NAME_MAX = 40;
export const TEAM_ANNOUNCEMENT_MAX = 500;
export const TEAM_MENTOR_MAX = 40;
export const TEAM_MENTOR_ORGANISATION_MAX = 100;
export const TEAM_SEARCH_MAX = 60;
export const JOIN_MESSAGE_MAX = 200;

export const JOIN_REQUEST_STATUSES = ['pending', 'accepted', 'denied'] as const;
/** What the captain does with a join request. */
export const JOIN_REQUEST_ACTIONS = ['accept', 'deny'] as const;
/** pending: the captain decides; accepted: joined at once with the team's invitation code. */
export const JOIN_OUTCOMES = ['pending', 'accepted'] as const;

/** pending: staff have not decided; accepted: the verdict is lifted; rejected: it stands. */
export const APPEAL_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export const APPEAL_MAX = 2000;
/** What staff do with an appeal. */
export const APPEAL_DECISIONS = ['accept', 'reject'] as const;
/** Longest reason of a cheating verdict and of a staff reply to an appeal. */
export const CHEAT_REASON_MAX = 500;
