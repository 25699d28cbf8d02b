import { api, queryOptions, useQuery } from '@dcic/shared';
import { getReviewSelf } from '@dcic/shared/contract';
import { reviewKey } from './review-key';

const fetchSelf = () => api(getReviewSelf, {}, { retry: 0 });

export const selfQuery = queryOptions({ queryKey: [...reviewKey, 'self'], queryFn: fetchSelf, staleTime: 60_000 });

/** The signed-in review user; an error means no review session (the page goes to the review login). */
export const useReviewSelf = () => useQuery(selfQuery);
