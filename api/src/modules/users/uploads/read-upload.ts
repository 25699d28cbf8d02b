// Reading the one file of a multipart upload into memory, with the size limit applied while it
// streams (a huge upload is cut off, not buffered).
import type { FastifyRequest } from 'fastify';
import { raise } from '../../../errors/app-error';
import { inField } from '../../../lib/upload-field';
import { describeSize } from './image-encoder';

/** The file of the endpoint's own field (`field`), at most `maxBytes`; any other field is refused. */
export async function readUpload(request: FastifyRequest, maxBytes: number, field: string): Promise<Buffer> {
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 5 } });
  } catch {
    raise('FILE_REQUIRED');
  }
  const own = await inField(part, field);
  if (!own) raise('FILE_REQUIRED');
  try {
    return await own.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') raise('FILE_TOO_LARGE', { max: describeSize(maxBytes) });
    // A cut-off or malformed multipart body is the client's fault, not a server error.
    raise('BAD_REQUEST');
  }
}
