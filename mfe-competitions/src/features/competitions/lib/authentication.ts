import type { CompetitionDetail } from '@dcic/shared/contract';

/** Where the profile area lets the user authenticate their identity. */
export const AUTHENTICATION_SETTINGS = '/users/settings?tab=authentication';

/**
 * Whether the competition asks the caller for identity authentication before `step` and the caller
 * has not done it (spec §6): signup needs it when the competition says `signup`; submitting needs it
 * when the competition asks for it at all.
 */
export function needsAuthentication(
  competition: Pick<CompetitionDetail, 'authenticationRequired' | 'isAuthenticated'>,
  step: 'signup' | 'submission',
): boolean {
  if (competition.isAuthenticated || competition.authenticationRequired === 'none') return false;
  return step === 'submission' || competition.authenticationRequired === 'signup';
}
