import { IMAGE_QUALITY, IMAGE_WIDTHS } from '../styles/tokens';

/** Sources the optimizer cannot or need not fetch. */
function isPassthrough(url: string): boolean {
  return /^(data:|blob:)/.test(url) || url.endsWith('.svg') || url.startsWith('/_image?');
}

/** '/_image?url=<encoded>&w=<width>&q=75' (SPEC section 7, image optimizer). */
export function optimizedImageUrl(url: string, w: number, q: number = IMAGE_QUALITY): string {
  if (isPassthrough(url)) return url;
  return `/_image?url=${encodeURIComponent(url)}&w=${w}&q=${q}`;
}

/** srcset over the offered widths: '/_image?...&w=320&q=75 320w, ...'. Empty for passthrough sources. */
export function buildSrcSet(
  url: string,
  widths: readonly number[] = IMAGE_WIDTHS,
  q: number = IMAGE_QUALITY,
): string | undefined {
  if (isPassthrough(url)) return undefined;
  return widths.map((w) => `${optimizedImageUrl(url, w, q)} ${w}w`).join(', ');
}
