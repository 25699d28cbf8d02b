import { filetypename } from 'magic-bytes.js';

/**
 * What a file is by its first bytes (`pdf`, `zip`, `jpg`, `png`…); the name and the declared type
 * are not trusted. Every format whose signature matches is listed: a ZIP's signature is also that of
 * DOCX, XLSX and JAR, so callers ask whether the format they expect is among them.
 */
export function formatsByContent(bytes: Uint8Array): string[] {
  return filetypename(bytes);
}
