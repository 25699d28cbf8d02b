import type { EndpointDefinition, EndpointInput, EndpointResponse } from '../contract/endpoint';
import { endpointPath } from '../contract/endpoint';
import type { Http, RequestOptions } from './http-types';

/** Per-call options besides the endpoint's own: cancellation, the loading bar, retries, timeout, a file answer as a Blob. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'loading' | 'retry' | 'timeout' | 'headers' | 'responseType'>;

/**
 * Calls a contract endpoint through the page's client: the path filled from `params`, the query and
 * body as the contract describes them, the answer typed from the contract's response schema. Every
 * convention of the client applies (session headers, envelope, errno handling, retries, loading bar).
 */
export function callEndpoint<E extends EndpointDefinition>(
  http: Http,
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointResponse<E>> {
  const { params, query, body } = input as { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };
  return http.request<EndpointResponse<E>>(endpointPath(endpoint.path, params), {
    ...options,
    method: endpoint.method,
    query,
    body,
    idempotent: endpoint.idempotent,
    envelope: endpoint.envelope,
  });
}
