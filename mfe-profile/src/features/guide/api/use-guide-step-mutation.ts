import { useMutation, useQueryClient, useUser } from '@dcic/shared';
import type { GuideData } from '@dcic/shared/contract';
import { userKey } from '../../../lib/query-keys';
import { guideKey } from './guide';

/** A saved step answers the whole guide; the user's page (same fields) loads again. */
export function useGuideStepMutation<Input>(mutationFn: (input: Input) => Promise<GuideData>) {
  const client = useQueryClient();
  const me = Number(useUser()?.id);
  return useMutation({
    mutationFn,
    onSuccess: (guide) => {
      client.setQueryData(guideKey, guide);
      return client.invalidateQueries({ queryKey: userKey(me) });
    },
  });
}
