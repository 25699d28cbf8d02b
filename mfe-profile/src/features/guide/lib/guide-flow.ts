// Order of the guide steps, where to go next, and the spec §8 message shown before the 2-second redirect.

export type GuideStep = 1 | 2 | 4;
export const GUIDE_STEPS: readonly GuideStep[] = [1, 2, 4];
export const REDIRECT_DELAY_MS = 2000;

export interface StepsDone {
  step1: boolean;
  step2: boolean;
  step4: boolean;
}

export function firstIncomplete(steps: StepsDone): GuideStep | null {
  return GUIDE_STEPS.find((step) => !steps[`step${step}`]) ?? null;
}

/** Catalog key of "please complete … and try again" for a step. */
export function redirectMessageId(step: GuideStep): string {
  return step === 1 ? 'guide.redirect.user' : step === 2 ? 'guide.redirect.job' : 'guide.redirect.auth';
}

/** Only a path on this site may be the origin to return to (no open redirect). */
export function safeOrigin(origin: string | null | undefined): string | null {
  if (!origin || !origin.startsWith('/') || origin.startsWith('//') || origin.includes('\\')) return null;
  return origin;
}

export function stepPath(step: GuideStep, origin: string | null): string {
  return `/guide/step-${step}${origin ? `?origin=${encodeURIComponent(origin)}` : ''}`;
}
