import { api } from '@dcic/shared';
import { addWork as endpoint, type AddWorkBody } from '@dcic/shared/contract';
import { useEditMutation } from './use-edit-mutation';

const addWork = (body: AddWorkBody) => api(endpoint, { body });

export const useAddWork = () => useEditMutation(addWork);
