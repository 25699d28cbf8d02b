import { VISIT_LIMITS } from '@dcic/shared/constants';
import { recordVisit } from '@dcic/shared/contract';

export interface VisitFacts {
  hostname: string;
  pathname: string;
  search: string;
  userId?: number | string | null;
  ssoId?: number | string | null;
  fingerprint?: string | null;
}

const clip = (value: string, max: number) => value.slice(0, max);

/** The address of the visit request: what the API accepts, cut to its limits so it is never refused. */
export function visitUrl(facts: VisitFacts): string {
  const query = new URLSearchParams();
  query.set('hostname', clip(facts.hostname, VISIT_LIMITS.hostname));
  query.set('path', clip(facts.pathname || '/', VISIT_LIMITS.path));
  query.set('fullPath', clip(facts.pathname + facts.search, VISIT_LIMITS.fullPath));
  if (facts.userId != null) query.set('userId', clip(String(facts.userId), VISIT_LIMITS.id));
  if (facts.ssoId != null) query.set('ssoId', clip(String(facts.ssoId), VISIT_LIMITS.id));
  if (facts.fingerprint) query.set('fp', clip(facts.fingerprint, VISIT_LIMITS.id));
  return `${recordVisit.path}?${query.toString()}`;
}
