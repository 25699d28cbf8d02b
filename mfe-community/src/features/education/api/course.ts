import { api, queryOptions, useQuery } from '@dcic/shared';
import { getCourse } from '@dcic/shared/contract';

const courseQuery = (courseId: string) =>
  queryOptions({ queryKey: ['training', 'course', courseId], queryFn: () => api(getCourse, { params: { courseId } }) });

export const useCourse = (courseId: string) => useQuery(courseQuery(courseId));
