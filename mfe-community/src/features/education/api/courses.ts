import { api, queryOptions, useQuery } from '@dcic/shared';
import { listCourses } from '@dcic/shared/contract';

export const coursesQuery = () => queryOptions({ queryKey: ['training', 'courses'], queryFn: () => api(listCourses) });

export const useCourses = () => useQuery(coursesQuery());
