import { createReadStream } from 'node:fs';

/** Longest line of a prediction or answer file: an id and a value or two (or the header) never come near it. */
export const MAX_LINE_CHARS = 64 * 1024;

/** A line longer than the reader's limit: the file is no CSV of the expected shape (a 10-million-column line). */
export class LineTooLong extends Error {
  constructor(readonly lineNo: number) {
    super(`line ${lineNo} is too long`);
    this.name = 'LineTooLong';
  }
}

/**
 * Calls `onLine` for every line of a UTF-8 text file, chunk by chunk: only the current chunk is in
 * memory, never the file. Much faster than readline's async iterator (no promise per line). A
 * throw from `onLine` stops reading and rejects; so does a line of more than `maxLineChars`
 * characters (LineTooLong), before it is ever held whole or split.
 */
export function forEachLine(file: string, onLine: (line: string, lineNo: number) => void, maxLineChars = MAX_LINE_CHARS): Promise<void> {
  return new Promise((resolve, reject) => {
    const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 });
    let rest = '';
    let lineNo = 0;
    let failed = false;
    stream.on('data', (chunk: string | Buffer) => {
      if (failed) return;
      const text = rest + (typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
      let start = 0;
      try {
        for (let end = text.indexOf('\n', start); end >= 0; end = text.indexOf('\n', start)) {
          lineNo++;
          if (end - start > maxLineChars) throw new LineTooLong(lineNo);
          onLine(text.charCodeAt(end - 1) === 13 ? text.slice(start, end - 1) : text.slice(start, end), lineNo);
          start = end + 1;
        }
        rest = text.slice(start);
        if (rest.length > maxLineChars) throw new LineTooLong(lineNo + 1);
      } catch (error) {
        failed = true;
        stream.destroy();
        reject(error);
      }
    });
    stream.on('end', () => {
      if (failed) return;
      try {
        if (rest !== '') onLine(rest.endsWith('\r') ? rest.slice(0, -1) : rest, lineNo + 1);
        resolve();
      } catch (error) {
        reject(error);
      }
    });
    stream.on('error', (error) => {
      if (!failed) reject(error);
    });
  });
}
