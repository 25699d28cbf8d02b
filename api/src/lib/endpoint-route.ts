// Registers an API route from its contract definition: method, path, validation of params, query and
// body, the response schema inside the envelope, the sign-in rule, and the OpenAPI entry all come
// from the one definition in `@dcic/shared/contract`. Handlers hold the wiring to the service only.
import type { EndpointBody, EndpointDefinition, EndpointParams, EndpointQuery, EndpointResult } from '@dcic/shared/contract';
import { envelope } from '@dcic/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { errorResponses, ok } from './route-schema';

const security: Array<Record<string, string[]>> = [{ ssoCookie: [] }, { bearer: [] }];

type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}>;

export type EndpointHandler<E extends EndpointDefinition> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointResult<E>> | EndpointResult<E>;

/** Route options an area may add: its own hooks (a token check before the body is read), limits. */
export type EndpointRouteOptions = Pick<RouteShorthandOptions, 'onRequest' | 'preValidation' | 'bodyLimit' | 'config'> & {
  /** Runs after the sign-in rule and the validation (an ownership or role check). */
  preHandler?: RouteShorthandOptions['preHandler'];
  /** Applies the sign-in rule of `access` in place of the usual hook (a route too hot to read the user row). */
  signIn?: RouteShorthandOptions['preHandler'];
};

function errorStatuses(endpoint: EndpointDefinition): number[] {
  const statuses = new Set<number>(endpoint.errors ?? []);
  if (endpoint.params || endpoint.query || endpoint.body || endpoint.multipart) statuses.add(400);
  if (endpoint.access === 'user' || endpoint.access === 'staff') {
    statuses.add(401);
    statuses.add(403);
  }
  return [...statuses].sort((a, b) => a - b);
}

/** Adds the route of `endpoint` to `app`; `handler` returns the envelope's `data` (or the raw body). */
export function route<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  const wrapped = endpoint.envelope !== false;
  const successStatus = endpoint.successStatus ?? 200;
  const { signIn: ownSignIn, ...routeOptions } = options;
  const signIn =
    ownSignIn ?? { public: undefined, optional: app.optionalUser, user: app.requireUser, staff: app.requireStaff }[endpoint.access];
  // The sign-in rule runs before the input is validated: an anonymous caller learns it must sign in
  // (401), not what the endpoint expects (400).
  const preValidation = [signIn, options.preValidation].flat().filter((hook) => hook !== undefined);
  const preHandler = [options.preHandler].flat().filter((hook) => hook !== undefined);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...routeOptions,
    preValidation: preValidation as RouteShorthandOptions['preValidation'],
    preHandler: preHandler as RouteShorthandOptions['preHandler'],
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.access === 'public' ? {} : { security }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      response: {
        [successStatus]: wrapped ? envelope(endpoint.response) : endpoint.response,
        ...errorResponses(...errorStatuses(endpoint)),
      },
    },
    handler: async (request, reply) => {
      const result = await handler(request as EndpointRequest<E>, reply);
      if (successStatus !== 200) reply.code(successStatus);
      return wrapped ? ok(result) : result;
    },
  });
}
