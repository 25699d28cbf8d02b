// Reads what a test needs out of a PDF without a PDF library: the inflated streams, the text shown
// in standard fonts (hex strings of TJ arrays) and the characters the embedded fonts map to Unicode.
import { inflateSync } from 'node:zlib';

function inflatedStreams(pdf: Buffer): string[] {
  const streams: string[] = [];
  for (let at = pdf.indexOf('stream\n'); at !== -1; at = pdf.indexOf('stream\n', at + 1)) {
    if (pdf.subarray(at - 3, at).toString('latin1') === 'end') continue;
    const start = at + 'stream\n'.length;
    const end = pdf.indexOf('\nendstream', start);
    if (end === -1) break;
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not deflated (or an image): nothing to read for these tests.
    }
  }
  return streams;
}

/** Text of every TJ array, hex strings decoded as single bytes (what standard fonts show). */
export function standardFontText(pdf: Buffer): string[] {
  return inflatedStreams(pdf).flatMap((stream) =>
    [...stream.matchAll(/\[([^\]]*)\]\s*TJ/g)].map((match) =>
      [...match[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''),
    ),
  );
}

/** Unicode characters the embedded fonts' ToUnicode maps name (every character set in them). */
export function mappedCharacters(pdf: Buffer): Set<string> {
  const chars = new Set<string>();
  for (const stream of inflatedStreams(pdf).filter((s) => s.includes('begincmap'))) {
    for (const hex of stream.matchAll(/<([0-9a-fA-F]{4,8})>/g)) {
      const units = hex[1]!.match(/.{4}/g)!.map((unit) => parseInt(unit, 16));
      chars.add(String.fromCharCode(...units));
    }
  }
  return chars;
}
