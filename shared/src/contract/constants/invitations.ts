// Facts of team invitations that pages and the API share (spec §4, §9).

export const INVITATION_CODE_MIN = 4;
export const INVITATION_CODE_MAX = 40;

/** Query parameter of an invitation link that names the inviter (`/competitions/:id?targetId=`). */
export const INVITE_TARGET_PARAM = 'targetId';
