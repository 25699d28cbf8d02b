// One definition per endpoint: the API registers its route from it (validation, types, OpenAPI) and
// the front ends call it through the shared client with the types inferred from it. Nothing about an
// endpoint is written a second time anywhere.
import type { z } from 'zod';

export type HttpVerb = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint.
 * - `public`: anybody; the caller's identity is not looked at.
 * - `optional`: anybody; a signed-in caller is recognised (their own view of a page).
 * - `user`: a signed-in user with a bound phone or e-mail (401 / 403 UNBOUND_PHONE_OR_EMAIL otherwise).
 * - `staff`: such a user whose account the platform lists as staff (403 for everybody else).
 */
export type Access = 'public' | 'optional' | 'user' | 'staff';

export interface EndpointDefinition {
  method: HttpVerb;
  /** Fastify-style path: `/api/competitions/:id/teams`. The client fills `:id` from `params`. */
  path: string;
  access: Access;
  summary: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  /** JSON body. Multipart endpoints leave it out and set `multipart`. */
  body?: z.ZodType;
  /** The multipart fields a file endpoint reads (documentation and the client's FormData). */
  multipart?: { file: string; fields?: readonly string[] };
  /** Schema of `data` in the `{ status: 'e200', data }` envelope, or of the whole body when `envelope` is false. */
  response: z.ZodType;
  /** `false` for answers without the envelope (a 204, a file, a redirect). Default true. */
  envelope?: boolean;
  /** HTTP status of a success. Default 200. */
  successStatus?: number;
  /** Error statuses documented besides those implied by access and input (400, 401, 403). */
  errors?: readonly number[];
  /** A PUT or DELETE the client may repeat after a network failure. */
  idempotent?: boolean;
}

/** Keeps the literal types of a definition, so clients and handlers infer from it. */
export function endpoint<const D extends EndpointDefinition>(definition: D): D {
  return definition;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a handler receives once the API validated the request. */
export type EndpointParams<E extends EndpointDefinition> = Output<E['params']>;
export type EndpointQuery<E extends EndpointDefinition> = Output<E['query']>;
export type EndpointBody<E extends EndpointDefinition> = Output<E['body']>;
/** What a handler returns (`data`, before the envelope). */
export type EndpointResult<E extends EndpointDefinition> = z.input<E['response']>;
/** What a caller receives. */
export type EndpointResponse<E extends EndpointDefinition> = z.output<E['response']>;

type PathValue = string | number;
type ParamsInput<S> = S extends z.ZodType ? { [K in keyof z.input<S>]: PathValue } : never;
/** Query strings travel as text: where the schema reads a string, a number may be passed too. */
type QueryInput<S> = S extends z.ZodType
  ? { [K in keyof z.input<S>]: z.input<S>[K] extends string ? z.input<S>[K] | number : z.input<S>[K] }
  : never;

/** What a caller passes: path params, query and body, each only where the endpoint has it. */
export type EndpointInput<E extends EndpointDefinition> = (E['params'] extends z.ZodType
  ? { params: ParamsInput<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: QueryInput<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: Input<E['body']> } : { body?: never });

/** The request path with its `:name` segments filled in (encoded). */
export function endpointPath(path: string, params?: Record<string, PathValue>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Arguments after the endpoint: the input may be left out when nothing in it is required. */
export type EndpointArgs<E extends EndpointDefinition, O> =
  Partial<EndpointInput<E>> extends EndpointInput<E> ? [input?: EndpointInput<E>, options?: O] : [input: EndpointInput<E>, options?: O];
