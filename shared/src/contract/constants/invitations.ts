// Facts of team invitations that pages and the API share (spec §4, §9).

export const INVITATION_CODE_MIN = 4;
export const INVITATION_CODE_MAX = 40;

/** Query parameter of an invitation link that names the inviter (`/competitions/:id?targetId=`). */
export const INVITE_TARGET_PARAM = 'targetId';

/**
 * Query parameter of the captain's invitation link that carries the team's invitation code
 * (`/competitions/:id/invite?targetId=&invitationCode=`): whoever opens it may join the team at once.
 */
export const INVITATION_CODE_PARAM = 'invitationCode';
