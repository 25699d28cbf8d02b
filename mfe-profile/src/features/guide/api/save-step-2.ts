import { api } from '@dcic/shared';
import { saveGuideStep2, type GuideStep2Body } from '@dcic/shared/contract';
import { useGuideStepMutation } from './use-guide-step-mutation';

/** Step 2: the record of the identity kind chosen in step 1. */
const saveStep2 = (body: GuideStep2Body) => api(saveGuideStep2, { body });

export const useSaveStep2 = () => useGuideStepMutation(saveStep2);
