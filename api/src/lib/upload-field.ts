// An upload endpoint takes its file from the one multipart field its contract names: a file sent
// under another name is refused (after it has been read off the connection, so the connection stays
// usable), never stored.
import { raise } from '../errors/app-error';

interface FilePart {
  fieldname: string;
  file: NodeJS.ReadableStream;
}

async function drain(stream: NodeJS.ReadableStream): Promise<void> {
  try {
    for await (const _chunk of stream) {
      // discarded
    }
  } catch {
    // A cut-off body ends here too; the refusal below is the answer either way.
  }
}

/** The part when it came in `field`; a localised 400 naming the field otherwise. */
export async function inField<P extends FilePart>(part: P | undefined, field: string): Promise<P | undefined> {
  if (!part || part.fieldname === field) return part;
  await drain(part.file);
  raise('UPLOAD_FIELD', { field });
}
