import type { Region } from '@dcic/shared/contract';

// Same numbers as the contract's DOCUMENT_LIMITS (a test keeps them equal); copied so the zod
// schemas stay out of the page bundle.
export const DOCUMENT_LIMITS = {
  mainland: { maxBytes: 500 * 1024, formats: ['jpeg', 'png'] },
  overseas: { maxBytes: 3 * 1024 * 1024, formats: ['jpeg', 'png', 'bmp'] },
} as const;

const MIME: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', bmp: 'image/bmp' };

/** The kind's upload rule as the browser can check it before sending (the API checks again). */
export function documentProblem(kind: Region, file: { size: number; type: string }): 'type' | 'size' | null {
  const limits = DOCUMENT_LIMITS[kind];
  const accepted = limits.formats.map((format) => MIME[format]);
  if (!accepted.includes(file.type)) return 'type';
  if (file.size > limits.maxBytes) return 'size';
  return null;
}

export function acceptOf(kind: Region): string {
  return DOCUMENT_LIMITS[kind].formats.map((format) => MIME[format]).join(',');
}
