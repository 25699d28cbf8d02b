import { http } from '@dcic/shared';
import type { AttachedTeam, JoinRequestList, TeamsList, UpdateTeamBody } from '@dcic/shared/contract';

export const listTeams = (cmptId: number, search?: string) => http.get<TeamsList>('/api/teams', { query: { cmptId, search: search || undefined } });
export const createTeam = (cmptId: number, name: string) => http.post<AttachedTeam>('/api/teams', { cmptId, name });
export const updateTeam = (id: number, body: UpdateTeamBody) => http.put<AttachedTeam>(`/api/teams/${id}`, body);
export const removeMember = (id: number, memberId: number) => http.delete<AttachedTeam | null>(`/api/teams/${id}/members/${memberId}`);
export const transferCaptain = (id: number, captainId: number) => http.put<AttachedTeam>(`/api/teams/${id}/captain`, { captainId });
export const requestToJoin = (id: number, cmptId: number, message: string) => http.post<{ status: string }>(`/api/teams/v2/${id}/requests`, { cmptId, message });
export const listRequests = (id: number, cmptId: number) => http.get<JoinRequestList>(`/api/teams/v2/${id}/requests`, { query: { cmptId } });
export const disposeRequest = (id: number, requestId: number, action: 'accept' | 'deny') => http.put<JoinRequestList>(`/api/teams/v2/${id}/requests/${requestId}`, { action });
export const createInvitationCode = (cmptId: number) => http.post<{ code: string; teamId: number }>('/api/users/invitationCode', { cmptId });
