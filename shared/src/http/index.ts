import { createHttp } from './create-http';

/** The page's HTTP client; every front end calls the API through it. */
export const http = createHttp();

export { createHttp, type Http, type HttpOptions, type RequestOptions } from './create-http';
export * from './api-error';
export { createLoadingBar, type LoadingBar, type LoadingBarOptions, type LoadingBarState } from './loading-bar';
export { subscribeLoading, type LoadingEvent, type LoadingHandlers, type LoadingListener } from './loading';
export { isRepeatable, type HttpMethod } from './retry-policy';
export { isSameOrigin } from './same-origin';
