import { http } from '@dcic/shared';
import type { ContentPage, ContentTab, DynamicsPage, FollowList, Profile } from '@dcic/shared/contract';

export const getProfile = (id: number) => http.get<Profile>(`/api/users/${id}/profile`);

export const getDynamics = (id: number, page = 1) => http.get<DynamicsPage>(`/api/users/${id}/dynamics`, { query: { page, per_page: 10 } });

export const getFollowList = (id: number, direction: 'followers' | 'followings', page = 1) =>
  http.get<FollowList>(`/api/users/${id}/${direction}`, { query: { page, per_page: 20 } });

export const getContent = (id: number, tab: ContentTab, page = 1) => http.get<ContentPage>(`/api/users/${id}/contents/${tab}`, { query: { page, per_page: 10 } });
