import { api } from '@dcic/shared';
import { deleteSkill as endpoint } from '@dcic/shared/contract';
import { useEditMutation } from './use-edit-mutation';

const deleteSkill = ({ userId, skillTagId }: { userId: number; skillTagId: number }) => api(endpoint, { query: { userId, skillTagId } });

export const useDeleteSkill = () => useEditMutation(deleteSkill);
