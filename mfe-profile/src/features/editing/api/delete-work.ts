import { api } from '@dcic/shared';
import { deleteWork as endpoint } from '@dcic/shared/contract';
import { useEditMutation } from './use-edit-mutation';

const deleteWork = ({ userId, userWorkId }: { userId: number; userWorkId: number }) => api(endpoint, { query: { userId, userWorkId } });

export const useDeleteWork = () => useEditMutation(deleteWork);
