import { api, queryOptions, useQuery } from '@dcic/shared';
import { getReviewProject } from '@dcic/shared/contract';
import { projectsKey } from './projects-key';

const fetchProject = (id: number) => api(getReviewProject, { params: { id } });

const projectQuery = (id: number) => queryOptions({ queryKey: [...projectsKey, 'detail', id], queryFn: () => fetchProject(id) });

/** A project's documents, team, signup form, history and reviews, as far as the role sees them. */
export const useProject = (id: number | null) => useQuery({ ...projectQuery(id ?? 0), enabled: id !== null });
