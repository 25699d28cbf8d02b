import type { EndpointArgs, EndpointDefinition, EndpointInput, EndpointResponse } from '../contract/endpoint';
import { callEndpoint, type CallOptions } from './call-endpoint';
import { createHttp } from './create-http';

/** The page's HTTP client; every front end calls the API through it. */
export const http = createHttp();

/**
 * Calls a contract endpoint with the page's client: `api(getCompetition, { params: { id } })`.
 * Front ends use this rather than `http` with a hand-written path and type.
 */
export function api<E extends EndpointDefinition>(
  endpoint: E,
  ...[input, options]: EndpointArgs<E, CallOptions>
): Promise<EndpointResponse<E>> {
  return callEndpoint(http, endpoint, (input ?? {}) as EndpointInput<E>, options);
}

export { createHttp, type Http, type HttpOptions, type RequestOptions } from './create-http';
export * from './api-error';
export { createLoadingBar, type LoadingBar, type LoadingBarOptions, type LoadingBarState } from './loading-bar';
export { subscribeLoading, type LoadingEvent, type LoadingHandlers, type LoadingListener } from './loading';
export { isRepeatable, type HttpMethod } from './retry-policy';
export { isSameOrigin } from './same-origin';
export { callEndpoint, type CallOptions } from './call-endpoint';
export {
  uploadTo,
  createUploader,
  type MultipartEndpoint,
  type UploadInput,
  type UploadProgress,
  type UploaderOptions,
  type UploadTo,
} from './upload';
