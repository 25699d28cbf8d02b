import { api, useMutation, useQueryClient } from '@dcic/shared';
import { decideAppeal, flagCheating, unflagCheating } from '@dcic/shared/contract';
import { competitionKey } from '../../competitions';

export type CheatDecision =
  | { kind: 'flag'; teamId: number; reason: string }
  | { kind: 'unflag'; teamId: number }
  | { kind: 'decide'; appealId: number; decision: 'accept' | 'reject'; reply: string };

async function decide(competitionId: number, decision: CheatDecision): Promise<void> {
  const params = { id: competitionId };
  switch (decision.kind) {
    case 'flag':
      await api(flagCheating, { params, body: { teamId: decision.teamId, reason: decision.reason } });
      return;
    case 'unflag':
      await api(unflagCheating, { params: { ...params, teamId: decision.teamId } });
      return;
    case 'decide':
      await api(decideAppeal, {
        params: { ...params, appealId: decision.appealId },
        body: { decision: decision.decision, reply: decision.reply },
      });
  }
}

/** Staff's decisions on cheating: flag, lift, accept or reject an appeal. Boards and cases change with them. */
export function useCheatDecision(competitionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: CheatDecision) => decide(competitionId, decision),
    onSuccess: () => client.invalidateQueries({ queryKey: competitionKey(competitionId) }),
  });
}
