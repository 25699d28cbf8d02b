import { http } from '@dcic/shared';
import type { NoticeAudience, PrivateSettings } from '@dcic/shared/contract';

export const getPrivateSettings = () => http.get<PrivateSettings>('/api/users/private');

type Flag = 'showCareer' | 'showEducation' | 'showCompetition' | 'receiveOthersDynamics';
const flagPaths: Record<Flag, string> = {
  showCareer: 'updatePrivateWork',
  showEducation: 'updatePrivateEdu',
  showCompetition: 'updatePrivateCompetition',
  receiveOthersDynamics: 'updatePrivateOthersDynamics',
};

export const setPrivateFlag = (flag: Flag, value: boolean) => http.put<PrivateSettings>(`/api/users/${flagPaths[flag]}`, { value });
export const setNoticeAudience = (value: NoticeAudience) => http.put<PrivateSettings>('/api/users/updatePrivateMyDynamics', { value });
export const setEmailChoice = (change: { showEmail?: boolean; receiveEmail?: boolean }) => http.put<PrivateSettings>('/api/users/updatePrivateEmail', change);
export type { Flag as PrivateFlag };
