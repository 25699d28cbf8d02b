// A user's page as the API answers it (GET /api/users/:id/profile), for the area's tests: another user's,
// nothing hidden and nothing filled in, with what a test needs laid over it.
import type { Profile } from '@dcic/shared/contract';

export function profileOf(overrides: Partial<Profile> = {}): Profile {
  return {
    user: {
      id: 100002,
      userName: 'ada',
      name: 'Ada',
      avatar: null,
      userBanner: null,
      sex: 'secret',
      introduction: '',
      province: null,
      location: null,
      industry: null,
      identityKind: null,
      region: null,
      authentication: 0,
      birthday: null,
      age: null,
      email: null,
    },
    skills: [],
    careers: [],
    educations: [],
    accomplishments: { article: [], project: [], prize: [], others: [] },
    followerCount: 0,
    followingCount: 0,
    isOwner: false,
    isFollowed: false,
    followsViewer: false,
    hidden: { education: false, career: false, competition: false, practice: false, email: false, notices: false },
    privateSettings: null,
    ...overrides,
  };
}
