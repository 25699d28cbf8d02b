import { api, queryOptions, useQuery } from '@dcic/shared';
import { listNewsCategories } from '@dcic/shared/contract';

const fetchNewsCategories = () => api(listNewsCategories);

export const newsCategoriesQuery = () =>
  queryOptions({ queryKey: ['news', 'categories'], queryFn: fetchNewsCategories, staleTime: 60_000 });

export const useNewsCategories = () => useQuery(newsCategoriesQuery());
