import { api } from '@dcic/shared';
import { submitAuthentication as endpoint, type SubmitAuthenticationBody } from '@dcic/shared/contract';
import { useAuthenticationMutation } from './use-authentication-mutation';

/** The details (first, or again after a failure); the document photo follows. */
const submitAuthentication = (body: SubmitAuthenticationBody) => api(endpoint, { body });

export const useSubmitAuthentication = () => useAuthenticationMutation(submitAuthentication);
