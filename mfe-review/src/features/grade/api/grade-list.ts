import { api, queryOptions, useQuery } from '@dcic/shared';
import { getGradeList } from '@dcic/shared/contract';
import { reviewKey } from '../../session';

const fetchGrade = () => api(getGradeList);

const gradeQuery = queryOptions({ queryKey: [...reviewKey, 'grade'], queryFn: fetchGrade });

/** The DCIC edition's projects (the newest round) with their review status. */
export const useGradeList = () => useQuery(gradeQuery);
