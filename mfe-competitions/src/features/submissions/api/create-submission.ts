import { uploadTo, useMutation, useQueryClient, type UploadProgress } from '@dcic/shared';
import { createSubmission } from '@dcic/shared/contract';
import { competitionKey } from '../../competitions';

const uploadSubmission = (competitionId: number, file: File, onProgress: (progress: UploadProgress) => void) =>
  uploadTo(createSubmission, { params: { id: competitionId }, file, onProgress });

/** Uploads a prediction file or document with progress; the quota and the list change with it. */
export function useCreateSubmission(competitionId: number, onProgress: (percent: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadSubmission(competitionId, file, (progress) => onProgress(progress.percent)),
    onSuccess: () => client.invalidateQueries({ queryKey: competitionKey(competitionId) }),
  });
}
