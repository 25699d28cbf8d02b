import { uploadTo, useMutation, useQueryClient } from '@dcic/shared';
import { submitPracticeAttempt } from '@dcic/shared/contract';
import { problemKey } from './problem';

/** Uploads a prediction file; the answer is the scored (or failed) attempt. The attempts, board and counts change with it. */
export function useSubmitAttempt(problemId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadTo(submitPracticeAttempt, { params: { problemId }, file }),
    onSuccess: () => client.invalidateQueries({ queryKey: problemKey(problemId) }),
  });
}
