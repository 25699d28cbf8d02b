import { http, useMutation } from '@dcic/shared';

const PATH = '/sso/proxy/api/contact/code';

export type ContactKind = 'phone' | 'email';

export interface ContactCodeRequest {
  kind: ContactKind;
  address: string;
  password: string;
}

function requestContactCode({ kind, address, password }: ContactCodeRequest): Promise<{ expiresInSeconds: number }> {
  return http.request(PATH, { method: 'POST', body: { password, [kind]: address } });
}

/** Checks the current password and sends a code to the new address. */
export function useRequestContactCode() {
  return useMutation({ mutationFn: requestContactCode });
}
