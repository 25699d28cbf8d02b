import { api, queryOptions, useQuery } from '@dcic/shared';
import { getInfoCheck } from '@dcic/shared/contract';

const fetchInfoCheck = () => api(getInfoCheck);

const infoCheckQuery = () => queryOptions({ queryKey: ['users', 'me', 'info-check'], queryFn: fetchInfoCheck });

/** Profile items still missing before the caller may submit work. */
export const useInfoCheck = (enabled: boolean) => useQuery({ ...infoCheckQuery(), enabled });
