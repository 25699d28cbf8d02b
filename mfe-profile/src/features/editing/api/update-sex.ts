import { api } from '@dcic/shared';
import { updateSex as endpoint, type Sex } from '@dcic/shared/contract';

export const updateSex = (sex: Sex) => api(endpoint, { body: { sex } });
