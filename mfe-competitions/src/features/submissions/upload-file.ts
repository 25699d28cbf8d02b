import type { Submission } from '@dcic/shared/contract';

export class UploadError extends Error {
  constructor(
    message: string,
    readonly errno: string,
  ) {
    super(message);
  }
}

/**
 * Uploads through XMLHttpRequest, which reports upload progress (fetch does not). The session
 * cookie goes along (same origin); the envelope is unwrapped as the shared client does.
 */
export function uploadFile(competitionId: number, file: File, onProgress: (percent: number) => void): Promise<Submission> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/competitions/${competitionId}/uploads`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText) as { status: string; data?: Submission; message?: string; errno?: string };
        if (body.status === 'e200' && body.data) resolve(body.data);
        else reject(new UploadError(body.message ?? 'Upload failed', body.errno ?? body.status));
      } catch {
        reject(new UploadError('Upload failed', 'e50000'));
      }
    };
    xhr.onerror = () => reject(new UploadError('Network error', 'NETWORK'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
