import { http } from '@dcic/shared';
import type {
  Accomplishment,
  AccomplishmentKind,
  AddAccomplishmentBody,
  AddEducationBody,
  AddWorkBody,
  Affected,
  Career,
  Education,
  ImageResult,
  Sex,
  Skill,
} from '@dcic/shared/contract';

const capitalised = (kind: AccomplishmentKind) => kind.charAt(0).toUpperCase() + kind.slice(1);

export const updateSex = (sex: Sex) => http.put('/api/users/updateSex', { sex });
export const updateBirthday = (birthday: string) => http.put<{ birthday: string; age: number | null }>('/api/users/updateBirthday', { birthday });
export const updateIntro = (introduction: string) => http.put('/api/users/updateIntro', { introduction });
export const updateUserName = (userName: string) => http.put('/api/users/updateUserName', { userName });
export const updateIndustry = (industry: string) => http.put('/api/users/updateInd', { industry });
/** POST the first time, PUT once a location exists (spec §7). */
export const updateLocation = (body: { id?: number; province: string; location: string }) =>
  body.id === undefined ? http.post('/api/users/updateLocation', body) : http.put('/api/users/updateLocation', body);

export const addWork = (body: AddWorkBody) => http.post<Career>('/api/users/addWork', body);
export const deleteWork = (userId: number, userWorkId: number) => http.delete<Affected>('/api/users/deleteWork', { query: { userId, userWorkId } });
export const addEducation = (body: AddEducationBody) => http.post<Education>('/api/users/addEducation', body);
export const deleteEducation = (userId: number, userEduId: number) => http.delete<Affected>('/api/users/deleteEducation', { query: { userId, userEduId } });
export const addSkill = (skillName: string) => http.post<Skill>('/api/users/addTag', { skillName });
export const deleteSkill = (userId: number, skillTagId: number) => http.delete<Affected>('/api/users/deleteTag', { query: { userId, skillTagId } });
export const addAccomplishment = (kind: AccomplishmentKind, body: AddAccomplishmentBody) => http.post<Accomplishment>(`/api/users/add${capitalised(kind)}`, body);
export const deleteAccomplishment = (userId: number, kind: AccomplishmentKind, shipDeleteId: number) =>
  http.delete<Affected>(`/api/users/delete${capitalised(kind)}`, { query: { userId, shipDeleteId } });

export function uploadImage(target: 'avatar' | 'banner', image: Blob): Promise<ImageResult> {
  const form = new FormData();
  form.append('file', image, `${target}.jpg`);
  return http.post<ImageResult>(`/api/users/${target}`, form);
}
