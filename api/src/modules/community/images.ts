// Images of the rich editor: one file in the field `image`, checked, re-encoded and stored as every
// public image is (lib/public-images), and served by name.
import { EDITOR_IMAGE_UPLOAD } from '@dcic/shared/contract';
import type { FastifyRequest } from 'fastify';
import { raise } from '../../errors/app-error';
import type { FileStore } from '../../lib/file-store';
import { imageSizeText, publicImageUrl, reencodePublicImage } from '../../lib/public-images';

/** The one file of the upload, from the field `image` only; a cut-off body is a 400, an oversize file a 413. */
async function readEditorUpload(request: FastifyRequest): Promise<Buffer> {
  let part;
  try {
    part = await request.file({ limits: { fileSize: EDITOR_IMAGE_UPLOAD.maxBytes, files: 1, fields: 0 } });
  } catch {
    raise('DISCUSSION_IMAGE_FIELD');
  }
  if (!part || part.fieldname !== EDITOR_IMAGE_UPLOAD.field) {
    // Drain what was sent so the connection stays usable, then refuse.
    await part?.toBuffer().catch(() => undefined);
    raise('DISCUSSION_IMAGE_FIELD');
  }
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      raise('FILE_TOO_LARGE', { max: imageSizeText(EDITOR_IMAGE_UPLOAD.maxBytes) });
    raise('BAD_REQUEST');
  }
}

/** Reads, checks, re-encodes and stores an upload; answers its address. */
export async function storeEditorImage(request: FastifyRequest, store: FileStore): Promise<{ url: string }> {
  const { bytes, extension } = await reencodePublicImage(await readEditorUpload(request));
  const name = await store.save('public-images', bytes, extension);
  return { url: publicImageUrl(name) };
}
