// What a shared source file may be, by its name and by its content: archives must be archives, and
// scripts and notebooks text (a notebook JSON); an executable renamed to .py is refused.
import { SOURCE_CODE_EXTENSIONS } from '@dcic/shared/contract';
import { formatsByContent } from '../../lib/file-type';

export type SourceCodeExtension = (typeof SOURCE_CODE_EXTENSIONS)[number];

/** The accepted extension a file name ends with (`.tar.gz` before `.gz`), or null. */
export function extensionOf(fileName: string): SourceCodeExtension | null {
  const lower = fileName.toLowerCase();
  return SOURCE_CODE_EXTENSIONS.find((extension) => lower.endsWith(extension)) ?? null;
}

/** The extension the file is stored under: the store takes one dot, so `.tar.gz` is kept as `.tgz`. */
export function storedExtension(extension: SourceCodeExtension): string {
  return extension === '.tar.gz' ? '.tgz' : extension;
}

function looksLikeText(head: Uint8Array): boolean {
  return !head.includes(0) && formatsByContent(head).every((format) => format.toLowerCase() === 'json');
}

/** Whether the first bytes of a file fit its extension. */
export function contentFits(extension: SourceCodeExtension, head: Uint8Array): boolean {
  const formats = formatsByContent(head);
  switch (extension) {
    case '.zip':
      return formats.includes('zip');
    case '.tar.gz':
    case '.tgz':
      return formats.includes('gz');
    case '.ipynb':
      return formats.includes('Json') && !head.includes(0);
    case '.py':
      return looksLikeText(head);
  }
}
