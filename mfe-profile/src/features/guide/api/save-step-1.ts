import { api } from '@dcic/shared';
import { saveGuideStep1, type BindingInfo } from '@dcic/shared/contract';
import { useGuideStepMutation } from './use-guide-step-mutation';

/** Step 1: the binding information, every field required. */
const saveStep1 = (body: BindingInfo) => api(saveGuideStep1, { body });

export const useSaveStep1 = () => useGuideStepMutation(saveStep1);
