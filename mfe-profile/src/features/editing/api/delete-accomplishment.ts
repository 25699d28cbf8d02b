import { api } from '@dcic/shared';
import { deleteAccomplishment as endpoints, type AccomplishmentKind } from '@dcic/shared/contract';
import { useEditMutation } from './use-edit-mutation';

const deleteAccomplishment = ({ userId, kind, shipDeleteId }: { userId: number; kind: AccomplishmentKind; shipDeleteId: number }) =>
  api(endpoints[kind], { query: { userId, shipDeleteId } });

export const useDeleteAccomplishment = () => useEditMutation(deleteAccomplishment);
