import { api } from '@dcic/shared';
import { addSkill as endpoint } from '@dcic/shared/contract';
import { useEditMutation } from './use-edit-mutation';

export const addSkill = (skillName: string) => api(endpoint, { body: { skillName } });

export const useAddSkill = () => useEditMutation(addSkill);
