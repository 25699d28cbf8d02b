import { http } from '@dcic/shared';
import type { CompetitionDetail, CompetitionList, CompetitionListQuery, InfoCheckResult, Invite, Rankings, Submits } from '@dcic/shared/contract';

export const listCompetitions = (query: CompetitionListQuery) => http.get<CompetitionList>('/api/competitions', { query: { ...query } });
export const getCompetition = (id: number) => http.get<CompetitionDetail>(`/api/competitions/${id}`);
export const getRankings = (id: number, query: { part: 'rankings' | 'weekly-rankings'; sch?: number; stage?: number; page?: number; per_size?: number }) =>
  http.get<Rankings>(`/api/competitions/${id}`, { query });
export const getSubmits = (id: number, sch?: number) => http.get<Submits>(`/api/competitions/${id}`, { query: { part: 'submits', sch } });
export const getInvite = (id: number) => http.get<Invite>(`/api/competitions/${id}`, { query: { part: 'invite' } });
export const signUp = (id: number, targetId?: number) => http.post(`/api/competitions/${id}/users`, targetId ? { targetId } : {});
export const agreeToDatasets = (id: number) => http.post<{ id: number; isAgree: boolean }>(`/api/competitions/${id}/datasets/protocol`, {});
export const logDownload = (id: number, file: string) => http.post<{ file: string; url: string }>(`/api/competitions/${id}/datasets/download-log`, { file });
export const infoCheck = () => http.get<InfoCheckResult>('/api/users/info-check');
