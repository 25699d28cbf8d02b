import { api, useMutation, useQueryClient } from '@dcic/shared';
import { saveScore, type ScoreBody } from '@dcic/shared/contract';
import { reviewKey } from '../../session';

const putScore = ({ roundId, projectId, body }: { roundId: number; projectId: number; body: ScoreBody }) =>
  api(saveScore, { params: { id: roundId, projectId }, body });

/** A draft or a submission; the reviewer's list, the project and the overview show it afterwards. */
export function useSaveScore() {
  const client = useQueryClient();
  return useMutation({ mutationFn: putScore, onSuccess: () => client.invalidateQueries({ queryKey: reviewKey }) });
}
