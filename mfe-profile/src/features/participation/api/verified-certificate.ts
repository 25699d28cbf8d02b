import { api, queryOptions, useQuery } from '@dcic/shared';
import { verifyCertificate, type ParticipationCertificate } from '@dcic/shared/contract';

function fetchVerifiedCertificate(code: string, signal?: AbortSignal): Promise<ParticipationCertificate> {
  return api(verifyCertificate, { params: { code } }, { signal });
}

const verifiedCertificateQuery = (code: string) =>
  queryOptions({ queryKey: ['users', 'certificates', code], queryFn: ({ signal }) => fetchVerifiedCertificate(code, signal) });

/** Whom and what a verification code certifies; anybody may ask. */
export function useVerifiedCertificate(code: string) {
  return useQuery(verifiedCertificateQuery(code));
}
