// Guided completion, the completeness check before submitting work, and enterprise applications.
import { BindingInfo, CompanySubmitBody, EnterpriseApplication, envelope, GuideData, GuideStep2Body, InfoCheckResult } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/route-schema';
import { signedInUser } from '../../plugins/auth';
import { latestApplication, submitApplication } from './enterprise-service';
import { guideData, infoCheck, saveStep1, saveStep2 } from './guide-service';

const tags = ['users'];
const security: Array<Record<string, string[]>> = [{ ssoCookie: [] }, { bearer: [] }];

export function guideRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.requireUser };
  const guide = { 200: envelope(GuideData), ...errorResponses(400, 401, 403) };

  app.get('/api/users/guide', { ...signedIn, schema: { tags, security, summary: 'What the guide steps know and which are complete', response: guide } }, async (request) =>
    ok(await guideData(app.db, signedInUser(request))),
  );
  app.put('/api/users/guide/step-1', { ...signedIn, schema: { tags, security, summary: 'Step 1: binding information (every field required)', body: BindingInfo, response: guide } }, async (request) =>
    ok(await saveStep1(app.db, signedInUser(request), request.body)),
  );
  app.put('/api/users/guide/step-2', { ...signedIn, schema: { tags, security, summary: 'Step 2: the record of my identity kind', body: GuideStep2Body, response: guide } }, async (request) =>
    ok(await saveStep2(app.db, signedInUser(request), request.body)),
  );

  app.get(
    '/api/users/info-check',
    { ...signedIn, schema: { tags, security, summary: 'Profile items still missing before work can be submitted', response: { 200: envelope(InfoCheckResult), ...errorResponses(401, 403) } } },
    async (request) => ok(await infoCheck(app.db, signedInUser(request))),
  );

  app.get(
    '/api/users/enterprise',
    { ...signedIn, schema: { tags, security, summary: 'My latest enterprise application', response: { 200: envelope(EnterpriseApplication.nullable()), ...errorResponses(401, 403) } } },
    async (request) => ok(await latestApplication(app.db, signedInUser(request))),
  );
  app.post(
    '/api/users/companySubmit',
    {
      ...signedIn,
      schema: { tags, security, summary: 'Apply as an enterprise (identity authentication required)', body: CompanySubmitBody, response: { 200: envelope(EnterpriseApplication), ...errorResponses(400, 401, 403, 409) } },
    },
    async (request) => ok(await submitApplication(app.db, signedInUser(request), request.body)),
  );
}
