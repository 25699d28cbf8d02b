import { api } from '@dcic/shared';
import { addAccomplishment as endpoints, type AccomplishmentKind, type AddAccomplishmentBody } from '@dcic/shared/contract';
import { useEditMutation } from './use-edit-mutation';

/** The spec's call of the kind: addArticle, addProject, addPrize or addOthers. */
const addAccomplishment = ({ kind, body }: { kind: AccomplishmentKind; body: AddAccomplishmentBody }) => api(endpoints[kind], { body });

export const useAddAccomplishment = () => useEditMutation(addAccomplishment);
