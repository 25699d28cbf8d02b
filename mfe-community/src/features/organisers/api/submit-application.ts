import { api, useMutation, useQueryClient } from '@dcic/shared';
import { submitApplication, type ApplicationInput } from '@dcic/shared/contract';
import { applicationsKey } from './my-applications';

const submit = (body: ApplicationInput) => api(submitApplication, { body });

export function useSubmitApplication() {
  const client = useQueryClient();
  return useMutation({ mutationFn: submit, onSuccess: () => client.invalidateQueries({ queryKey: applicationsKey }) });
}
