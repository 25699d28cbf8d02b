import { api } from '@dcic/shared';
import { deleteEducation as endpoint } from '@dcic/shared/contract';
import { useEditMutation } from './use-edit-mutation';

const deleteEducation = ({ userId, userEduId }: { userId: number; userEduId: number }) => api(endpoint, { query: { userId, userEduId } });

export const useDeleteEducation = () => useEditMutation(deleteEducation);
