import { api, useMutation, useQueryClient } from '@dcic/shared';
import { submitEnterpriseApplication, type CompanySubmitBody, type EnterpriseApplication } from '@dcic/shared/contract';
import { enterpriseApplicationKey } from './enterprise-application';

function submitApplication(body: CompanySubmitBody): Promise<EnterpriseApplication> {
  return api(submitEnterpriseApplication, { body });
}

/** The answer is the application shown from then on. */
export function useSubmitApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: (application) => client.setQueryData(enterpriseApplicationKey, application),
  });
}
