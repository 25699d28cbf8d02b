import { api, queryOptions, useQuery } from '@dcic/shared';
import { listApplications, type ApplicationStatus } from '@dcic/shared/contract';
import { applicationsKey } from './my-applications';

const fetchApplications = (status: ApplicationStatus | undefined, page: number) =>
  api(listApplications, { query: { status, page, per_page: 20 } });

const applicationsQuery = (status: ApplicationStatus | undefined, page: number) =>
  queryOptions({ queryKey: [...applicationsKey, 'all', status ?? 'any', page], queryFn: () => fetchApplications(status, page) });

export const useAllApplications = (status: ApplicationStatus | undefined, page: number) => useQuery(applicationsQuery(status, page));
