import { api, ApiError, isApiError, useMutation } from '@dcic/shared';
import { CERTIFICATE_TIMEOUT_MS } from '@dcic/shared/constants';
import { getCertificate } from '@dcic/shared/contract';
import { saveFile } from '../lib/save-file';

/** A failure of a file request arrives as a Blob: read the API's own message and errno out of it. */
async function readableFailure(error: unknown): Promise<unknown> {
  if (!isApiError(error) || !(error.body instanceof Blob)) return error;
  try {
    const body = JSON.parse(await error.body.text()) as { message?: string; errno?: string };
    return new ApiError({
      message: body.message ?? error.message,
      errno: body.errno ?? error.errno,
      status: error.status,
      requestId: error.requestId,
      body,
    });
  } catch {
    return error;
  }
}

/** The certificate PDF; it is made on the first request, so the call may take up to 60 s (spec §9). */
async function fetchCertificate(competitionId: number): Promise<Blob> {
  try {
    // The contract describes the file as text for the API's documentation; asked as a Blob it is one.
    return (await api(
      getCertificate,
      { query: { cmp: competitionId } },
      { timeout: CERTIFICATE_TIMEOUT_MS, responseType: 'blob' },
    )) as unknown as Blob;
  } catch (error) {
    throw await readableFailure(error);
  }
}

/** Downloads my participation certificate of a competition as `certificate-<id>.pdf`. */
export function useDownloadCertificate() {
  return useMutation({
    mutationFn: async (competitionId: number) => saveFile(await fetchCertificate(competitionId), `certificate-${competitionId}.pdf`),
  });
}
