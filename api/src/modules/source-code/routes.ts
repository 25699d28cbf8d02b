import multipart from '@fastify/multipart';
import {
  addSourceCodeComment,
  deleteSourceCode,
  downloadSourceCode,
  listSourceCode,
  listSourceCodeComments,
  ShareFileFields,
  shareSourceCodeFile,
  shareSourceCodeLink,
  SOURCE_CODE_MAX_BYTES,
} from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { raise } from '../../errors/app-error';
import { route } from '../../lib/endpoint-route';
import { inField } from '../../lib/upload-field';
import { validateFields } from '../../lib/validator';
import { signedInUser } from '../../plugins/auth';
import { strictLimit } from '../../plugins/rate-limit';
import * as sourceCode from './service';

/** The text fields that came before the file, checked like a JSON body would be. */
function shareFields(fields: Record<string, unknown> | undefined) {
  const values = Object.fromEntries(
    Object.entries(fields ?? {}).map(([name, field]) => [
      name,
      (field as { type?: string; value?: unknown } | undefined)?.type === 'field' ? (field as { value: unknown }).value : undefined,
    ]),
  );
  return validateFields(ShareFileFields, values);
}

async function sourceCodeRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { files: 1, fileSize: SOURCE_CODE_MAX_BYTES, fields: 5 } });
  const limited = { config: { rateLimit: strictLimit } };

  route(app, listSourceCode, (request) => sourceCode.sourceCodes(app, request.query, request.lang));
  route(app, shareSourceCodeLink, (request) => sourceCode.shareLink(app, signedInUser(request), request.body, request.lang), limited);
  route(
    app,
    shareSourceCodeFile,
    async (request) => {
      const user = signedInUser(request);
      if (!request.isMultipart()) raise('UPLOAD_MISSING');
      const part = await inField(await request.file().catch(() => raise('BAD_REQUEST')), shareSourceCodeFile.multipart.file);
      if (!part) raise('UPLOAD_MISSING');
      return sourceCode.shareFile(app, user, shareFields(part.fields), { filename: part.filename, file: part.file }, request.lang);
    },
    limited,
  );
  route(app, deleteSourceCode, (request) => sourceCode.deleteShare(app, signedInUser(request), request.params.shareId));
  route(app, downloadSourceCode, async (request, reply) => {
    const { bytes, fileName } = await sourceCode.sharedFile(app, request.params.shareId);
    // Served as a download, never shown inline: a shared file is somebody else's content.
    return reply
      .header('content-type', 'application/octet-stream')
      .header(
        'content-disposition',
        `attachment; filename="${encodeURIComponent(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      )
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
  route(app, listSourceCodeComments, (request) => sourceCode.comments(app, request.query));
  route(app, addSourceCodeComment, (request) => sourceCode.addComment(app, signedInUser(request), request.body), limited);
}

export default fp(sourceCodeRoutes, {
  name: 'source-code-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['auth', 'file-store'],
});
