import { useMutation, useQueryClient } from '@dcic/shared';
import { competitionKey } from '../../competitions';

/**
 * A change to a team of a competition. The caller's standing changes with it (team, signup, quota,
 * invitation, join requests), so everything of the competition is asked again.
 */
export function useTeamChange<V, R>(competitionId: number, change: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => client.invalidateQueries({ queryKey: competitionKey(competitionId) }) });
}
