import { http } from '@dcic/shared';
import type { BindingInfo, GuideData, GuideStep2Body, InfoCheckResult } from '@dcic/shared/contract';

export const getGuide = () => http.get<GuideData>('/api/users/guide');
export const saveStep1 = (body: BindingInfo) => http.put<GuideData>('/api/users/guide/step-1', body);
export const saveStep2 = (body: GuideStep2Body) => http.put<GuideData>('/api/users/guide/step-2', body);
export const getInfoCheck = () => http.get<InfoCheckResult>('/api/users/info-check');
