import { api } from '@dcic/shared';
import { updateBirthday as endpoint } from '@dcic/shared/contract';

/** Answers the birthday and the age derived from it. */
export const updateBirthday = (birthday: string) => api(endpoint, { body: { birthday } });
