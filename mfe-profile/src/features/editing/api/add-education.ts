import { api } from '@dcic/shared';
import { addEducation as endpoint, type AddEducationBody } from '@dcic/shared/contract';
import { useEditMutation } from './use-edit-mutation';

const addEducation = (body: AddEducationBody) => api(endpoint, { body });

export const useAddEducation = () => useEditMutation(addEducation);
