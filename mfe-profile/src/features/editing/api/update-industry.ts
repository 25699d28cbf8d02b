import { api } from '@dcic/shared';
import { updateIndustry as endpoint } from '@dcic/shared/contract';

export const updateIndustry = (industry: string) => api(endpoint, { body: { industry } });
