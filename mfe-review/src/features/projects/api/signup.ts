import { api, queryOptions, useQuery } from '@dcic/shared';
import { getProjectSignup } from '@dcic/shared/contract';
import { projectsKey } from './projects-key';

const fetchSignup = (id: number) => api(getProjectSignup, { params: { id } });

const signupQuery = (id: number) => queryOptions({ queryKey: [...projectsKey, 'signup', id], queryFn: () => fetchSignup(id) });

/** The signup form and status of a project signed up directly. */
export const useSignup = (id: number, enabled: boolean) => useQuery({ ...signupQuery(id), enabled });
