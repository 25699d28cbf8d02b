// Uploads a file to a multipart contract endpoint with progress. It goes through XMLHttpRequest because
// fetch reports no upload progress; everything else is the page client's: session headers for first
// parties only, cookies for the page's own origin, the envelope turned into a typed ApiError, the
// e30200 reload and the binding redirect, the loading bar, cancellation. An upload is a write and is
// never repeated.
import type { EndpointDefinition, EndpointInput, EndpointResponse } from '../contract/endpoint';
import { endpointPath } from '../contract/endpoint';
import { sharedText, type SharedMessageId } from '../i18n/shared-messages';
import { langAtom } from '../session/atoms';
import { ApiError, ERRNO_ABORTED, ERRNO_NETWORK, ERRNO_TIMEOUT } from './api-error';
import { answerData, createClient, errorFromAnswer, type ClientOptions } from './create-http';
import { isSameOrigin } from './same-origin';
import { sessionHeaders } from './session-headers';

/** A contract endpoint that takes a file (`multipart` set). */
export type MultipartEndpoint = EndpointDefinition & { multipart: { file: string; fields?: readonly string[] } };

type FieldName<E extends MultipartEndpoint> = E['multipart'] extends { fields: readonly (infer F)[] } ? F & string : never;

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0 to 100, rounded. */
  percent: number;
}

export type UploadInput<E extends MultipartEndpoint> = Pick<EndpointInput<E>, 'params' | 'query'> & {
  file: Blob;
  /** Name the server sees; default the File's own name. */
  fileName?: string;
  /** The endpoint's other multipart fields. */
  fields?: Partial<Record<FieldName<E>, string | Blob>>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Milliseconds before the upload fails with errno TIMEOUT; none by default (large files take long). */
  timeout?: number;
  /** `false` keeps the upload off the loading bar. */
  loading?: boolean;
};

export type UploaderOptions = ClientOptions & {
  /** The XMLHttpRequest class; tests pass a fake. */
  XMLHttpRequest?: new () => XMLHttpRequest;
};

export type UploadTo = <E extends MultipartEndpoint>(endpoint: E, input: UploadInput<E>) => Promise<EndpointResponse<E>>;

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) search.append(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function hasServerMessage(body: unknown): boolean {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '';
}

export function createUploader(options: UploaderOptions = {}): UploadTo {
  const client = createClient(options);
  // The page may be in Chinese: failures the server did not word are worded here, in the session's language.
  const say = (id: SharedMessageId) => sharedText(client.store.get(langAtom), id);
  const noAnswer = (errno: string, id: SharedMessageId) => new ApiError({ message: say(id), errno, status: 0 });

  return function uploadTo<E extends MultipartEndpoint>(endpoint: E, input: UploadInput<E>): Promise<EndpointResponse<E>> {
    const { params, query } = input as { params?: Record<string, string | number>; query?: Record<string, unknown> };
    const url = client.resolve(endpointPath(endpoint.path, params)) + queryString(query);
    const page = client.location();
    const form = new FormData();
    for (const [name, value] of Object.entries(input.fields ?? {}) as [string, string | Blob | undefined][])
      if (value !== undefined) form.append(name, value);
    // The file goes last: the server may check the other fields before it reads the file.
    if (input.fileName === undefined) form.append(endpoint.multipart.file, input.file);
    else form.append(endpoint.multipart.file, input.file, input.fileName);

    return new Promise<EndpointResponse<E>>((resolve, reject) => {
      if (input.signal?.aborted) {
        reject(noAnswer(ERRNO_ABORTED, 'shared.error.generic'));
        return;
      }
      const Xhr = options.XMLHttpRequest ?? globalThis.XMLHttpRequest;
      const xhr = new Xhr();
      const showLoading = input.loading !== false;
      let settled = false;
      const cancel = () => xhr.abort();
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        input.signal?.removeEventListener('abort', cancel);
        if (showLoading) client.loading.end();
        outcome();
      };

      xhr.open(endpoint.method, url);
      // Cookies go to the page's own origin only; third parties get neither cookies nor the session headers.
      xhr.withCredentials = isSameOrigin(url, page);
      if (client.isFirstParty(url, page))
        for (const [name, value] of Object.entries(sessionHeaders(client.store))) xhr.setRequestHeader(name, value);
      if (input.timeout) xhr.timeout = input.timeout;
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0)
          input.onProgress?.({ loaded: event.loaded, total: event.total, percent: Math.round((event.loaded / event.total) * 100) });
      };
      xhr.onload = () =>
        settle(() => {
          const body = parseBody(xhr.responseText);
          const envelope = endpoint.envelope !== false;
          const ok = xhr.status >= 200 && xhr.status < 300;
          const failure = errorFromAnswer(
            { ok, status: xhr.status, statusText: xhr.statusText, body, requestId: xhr.getResponseHeader('request-id') },
            envelope,
          );
          if (!failure) {
            resolve(answerData<EndpointResponse<E>>(body, envelope));
            return;
          }
          client.followErrno(failure);
          // A proxy's error page or a malformed answer carries no words for the user: give the generic ones.
          reject(
            hasServerMessage(body)
              ? failure
              : new ApiError({
                  message: say('shared.error.generic'),
                  errno: failure.errno,
                  status: failure.status,
                  requestId: failure.requestId,
                  body: failure.body,
                }),
          );
        });
      xhr.onerror = () => settle(() => reject(noAnswer(ERRNO_NETWORK, 'shared.error.network')));
      xhr.ontimeout = () => settle(() => reject(noAnswer(ERRNO_TIMEOUT, 'shared.error.generic')));
      xhr.onabort = () => settle(() => reject(noAnswer(ERRNO_ABORTED, 'shared.error.generic')));
      input.signal?.addEventListener('abort', cancel, { once: true });

      if (showLoading) client.loading.start();
      xhr.send(form);
    });
  };
}

/** Uploads with the page's session: `uploadTo(createSubmission, { params: { id }, file, onProgress })`. */
export const uploadTo: UploadTo = createUploader();
