import { api, queryOptions, useQuery } from '@dcic/shared';
import { getInfoCheck } from '@dcic/shared/contract';

export const fetchInfoCheck = () => api(getInfoCheck);

export const infoCheckQuery = () => queryOptions({ queryKey: ['users', 'me', 'info-check'], queryFn: fetchInfoCheck });

/** Profile items still missing before the caller may submit work. */
export const useInfoCheck = (enabled: boolean) => useQuery({ ...infoCheckQuery(), enabled });
