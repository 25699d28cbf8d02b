import { api } from '@dcic/shared';
import { updateIntro as endpoint } from '@dcic/shared/contract';

export const updateIntro = (introduction: string) => api(endpoint, { body: { introduction } });
