// The font certificates are set in: Noto Sans SC from an npm package, so the API never depends on a
// font of the machine it runs on. It covers Latin and the CJK ideographs with extension A (rare
// characters of names included); pdfkit embeds only the glyphs a certificate uses.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const FONT_FILE = path.join(
  path.dirname(require.resolve('@expo-google-fonts/noto-sans-sc/package.json')),
  '400Regular',
  'NotoSansSC_400Regular.ttf',
);

let font: Promise<Buffer> | undefined;

/** The font file, read once per process (about 10 MB) on the first certificate. */
export function cjkFont(): Promise<Buffer> {
  font ??= readFile(FONT_FILE).catch((error: unknown) => {
    font = undefined;
    throw error;
  });
  return font;
}
