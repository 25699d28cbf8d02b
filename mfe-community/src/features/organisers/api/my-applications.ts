import { api, queryOptions, useQuery } from '@dcic/shared';
import { listMyApplications } from '@dcic/shared/contract';

export const applicationsKey = ['organisers', 'applications'] as const;

const fetchMyApplications = () => api(listMyApplications);

const myApplicationsQuery = () => queryOptions({ queryKey: [...applicationsKey, 'mine'], queryFn: fetchMyApplications });

export const useMyApplications = (enabled: boolean) => useQuery({ ...myApplicationsQuery(), enabled });
