import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Pretendard (SIL Open Font License 1.1, the `pretendard` package) as static TTF: pdfkit subsets and embeds
 * TrueType outlines correctly, while it drops characters from OTF/CFF CJK fonts (pdfkit #1106). Read once per
 * process; each PDF embeds only the glyphs it uses.
 */
const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | null = null;

export function reportFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(require.resolve('pretendard/dist/public/static/alternative/Pretendard-Regular.ttf')),
    bold: readFileSync(require.resolve('pretendard/dist/public/static/alternative/Pretendard-Bold.ttf')),
  };
  return fonts;
}
