import { api } from '@dcic/shared';
import { addSkill as endpoint } from '@dcic/shared/contract';
import { useEditMutation } from './use-edit-mutation';

const addSkill = (skillName: string) => api(endpoint, { body: { skillName } });

export const useAddSkill = () => useEditMutation(addSkill);
