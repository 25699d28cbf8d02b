import { http } from '@dcic/shared';
import type { AuthenticationRecord, SubmitAuthenticationBody } from '@dcic/shared/contract';

export const getAuthentication = () => http.get<AuthenticationRecord>('/api/users/authentication');
export const submitAuthentication = (body: SubmitAuthenticationBody) => http.post<AuthenticationRecord>('/api/v2/users/iden', body);

export function uploadDocument(file: Blob, name: string): Promise<AuthenticationRecord> {
  const form = new FormData();
  form.append('file', file, name);
  return http.post<AuthenticationRecord>('/api/users/authentication/document', form);
}
