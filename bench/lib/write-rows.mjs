// A large CSV file for the benches, written in 64 KiB chunks that wait for the stream to drain.
import { createWriteStream } from 'node:fs';

/** Writes `header` then `rows` lines, line i being `row(i)`; resolves once the file is flushed. */
export async function writeRows(file, header, rows, row) {
  const out = createWriteStream(file);
  out.write(`${header}\n`);
  let chunk = '';
  for (let i = 0; i < rows; i++) {
    chunk += `${row(i)}\n`;
    if (chunk.length > 1 << 16) {
      if (!out.write(chunk)) await new Promise((resolve) => out.once('drain', resolve));
      chunk = '';
    }
  }
  out.end(chunk);
  await new Promise((resolve) => out.on('finish', resolve));
}
