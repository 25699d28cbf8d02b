export {
  QueryClientProvider,
  useQuery,
  useMutation,
  useInfiniteQuery,
  useQueryClient,
  queryOptions,
  infiniteQueryOptions,
} from '@tanstack/react-query';
export { createQueryClient, queryClient, isFinalAnswer } from './query-client';
export { QueryState, type QueryStateProps } from './query-state';
