import { getCertificate, verifyCertificate as verifyCertificateEndpoint } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/endpoint-route';
import { signedInUser } from '../../../plugins/auth';
import { strictLimit } from '../../../plugins/rate-limit';
import { certificatePdf, verifyCertificate } from './service';

export function certificatesRoutes(app: FastifyInstance) {
  route(
    app,
    getCertificate,
    async (request, reply) => {
      const { code, pdf } = await certificatePdf(app, signedInUser(request), request.query.cmp);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="certificate-${request.query.cmp}-${code}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
    // Making a PDF costs far more than a page read.
    { config: { rateLimit: strictLimit } },
  );
  // Public, and limited so that nobody can try codes in bulk.
  route(app, verifyCertificateEndpoint, (request) => verifyCertificate(app, request.params.code, request.lang), {
    config: { rateLimit: strictLimit },
  });
}
