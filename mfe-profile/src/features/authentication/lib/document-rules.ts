import { DOCUMENT_LIMITS } from '@dcic/shared/constants';
import type { Region } from '@dcic/shared/contract';

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

/** The kind's size limit as the page says it: "500 KB", "3 MB". */
export function sizeLimitOf(kind: Region): string {
  const bytes = DOCUMENT_LIMITS[kind].maxBytes;
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;
}
