import { api } from '@dcic/shared';
import { updateUserName as endpoint } from '@dcic/shared/contract';

export const updateUserName = (userName: string) => api(endpoint, { body: { userName } });
