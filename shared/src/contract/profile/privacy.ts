// Privacy: who sees which part of my page; what I receive.
import { z } from 'zod';
import { endpoint, type EndpointDefinition } from '../endpoint';
import { tags } from './common';
import { NoticeAudience, PrivacySettings } from './profile';

export const PrivacyFlagBody = z.object({ value: z.boolean() });
export const NoticeAudienceBody = z.object({ value: NoticeAudience });
export const EmailChoicesBody = z.object({
  showEmail: z.boolean().optional(),
  receiveEmail: z.boolean().optional(),
});
export type EmailChoicesBody = z.infer<typeof EmailChoicesBody>;

/** The privacy choices with a call of their own; e-mail choices and the audience have theirs below. */
export type PrivacyFlag = 'showCareer' | 'showEducation' | 'showCompetition' | 'receiveOthersDynamics';

export const getPrivacySettings = endpoint({
  method: 'GET',
  path: '/api/users/private',
  access: 'user',
  tags,
  summary: 'My privacy choices',
  response: PrivacySettings,
});

const setPrivacyFlag = <const P extends string>(path: P, summary: string) =>
  endpoint({ method: 'PUT', path, access: 'user', tags, summary, body: PrivacyFlagBody, response: PrivacySettings, idempotent: true });

/** One call per choice (spec §7); each answers with all of them. */
export const updatePrivacyFlag = {
  showCareer: setPrivacyFlag('/api/users/updatePrivateWork', 'Show my career to others'),
  showEducation: setPrivacyFlag('/api/users/updatePrivateEdu', 'Show my education to others'),
  showCompetition: setPrivacyFlag('/api/users/updatePrivateCompetition', 'Show the competitions I joined'),
  receiveOthersDynamics: setPrivacyFlag('/api/users/updatePrivateOthersDynamics', 'Receive dynamics of the users I follow'),
} as const satisfies Record<PrivacyFlag, EndpointDefinition>;

export const updateNoticeAudience = endpoint({
  method: 'PUT',
  path: '/api/users/updatePrivateMyDynamics',
  access: 'user',
  tags,
  summary: 'Who sees my dynamics: everyone or mutual followers',
  body: NoticeAudienceBody,
  response: PrivacySettings,
  idempotent: true,
});

export const updateEmailChoices = endpoint({
  method: 'PUT',
  path: '/api/users/updatePrivateEmail',
  access: 'user',
  tags,
  summary: 'Show my e-mail; receive e-mail notifications',
  body: EmailChoicesBody,
  response: PrivacySettings,
  idempotent: true,
});
