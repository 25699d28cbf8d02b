import { api, queryOptions, useQuery } from '@dcic/shared';
import { getLesson } from '@dcic/shared/contract';

const lessonQuery = (courseId: string, lessonId: string) =>
  queryOptions({
    queryKey: ['training', 'course', courseId, 'lesson', lessonId],
    queryFn: () => api(getLesson, { params: { courseId, lessonId } }),
    staleTime: 5 * 60_000,
  });

export const useLesson = (courseId: string, lessonId: string) => useQuery(lessonQuery(courseId, lessonId));
