import { ErrorEnvelope } from '@dcic/shared/contract';

/** Documents the error envelope for the listed statuses of a route (and keeps its serializer happy). */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof ErrorEnvelope> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorEnvelope])) as Record<S, typeof ErrorEnvelope>;
}

/** Success envelope helper for handlers: `return ok(data)`. */
export function ok<T>(data: T): { status: 'e200'; data: T } {
  return { status: 'e200', data };
}
