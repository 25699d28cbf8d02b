import { api, useMutation, useQueryClient } from '@dcic/shared';
import { changeApplicationStatus, type ApplicationStatus } from '@dcic/shared/contract';
import { applicationsKey } from './my-applications';

const change = ({ id, status }: { id: number; status: ApplicationStatus }) =>
  api(changeApplicationStatus, { params: { id }, body: { status } });

export function useChangeStatus() {
  const client = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => client.invalidateQueries({ queryKey: applicationsKey }) });
}
