import { api, queryOptions, useQuery } from '@dcic/shared';
import { getGuide, type GuideData } from '@dcic/shared/contract';
import { myKey } from '../../../lib/query-keys';

export const guideKey = [...myKey, 'guide'] as const;

function fetchGuide(signal?: AbortSignal): Promise<GuideData> {
  return api(getGuide, undefined, { signal });
}

const guideQuery = () => queryOptions({ queryKey: guideKey, queryFn: ({ signal }) => fetchGuide(signal) });

/** What the guide steps know and which are complete. */
export function useGuide() {
  return useQuery(guideQuery());
}
