export { useGuide } from './api/guide';
export { Step1Form, Step2Form } from './components/guide-steps';
export { firstIncomplete, GUIDE_STEPS, redirectMessageId, REDIRECT_DELAY_MS, safeOrigin, stepPath, type GuideStep } from './lib/guide-flow';
