import { QueryState } from '@dcic/shared';
import { useOverview } from '../api/overview';
import { OverviewTable } from './overview-table';

export function RoundOverview({ roundId, onOpen }: { roundId: number; onOpen?: (projectId: number) => void }) {
  const overview = useOverview(roundId);
  return <QueryState query={overview}>{(data) => <OverviewTable overview={data} onOpen={onOpen} />}</QueryState>;
}
