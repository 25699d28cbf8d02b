import { useMutation, useQueryClient } from '@dcic/shared';
import type { AuthenticationRecord } from '@dcic/shared/contract';
import { myKey } from '../../../lib/query-keys';
import { authenticationKey } from './authentication';

/** A step of the authentication: its answer is the record shown; the guide (step 4) loads again. */
export function useAuthenticationMutation<Input>(mutationFn: (input: Input) => Promise<AuthenticationRecord>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (record) => {
      client.setQueryData(authenticationKey, record);
      return client.invalidateQueries({ queryKey: [...myKey, 'guide'] });
    },
  });
}
