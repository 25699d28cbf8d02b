import { api, queryOptions, useQuery } from '@dcic/shared';
import { listReviewProjects, type ProjectStatus } from '@dcic/shared/contract';
import { projectsKey } from './projects-key';

export interface ProjectQuery {
  yearTag: number;
  status: 'all' | ProjectStatus;
  search: string;
  page: number;
}

const fetchProjects = (q: ProjectQuery) =>
  api(listReviewProjects, { query: { yearTag: q.yearTag, status: q.status, search: q.search || undefined, page: q.page } });

const projectsQuery = (q: ProjectQuery) =>
  queryOptions({ queryKey: [...projectsKey, 'list', q], queryFn: () => fetchProjects(q), placeholderData: (previous) => previous });

/** A page of projects; the previous page stays on screen while the next one loads. */
export const useProjects = (q: ProjectQuery) => useQuery(projectsQuery(q));
