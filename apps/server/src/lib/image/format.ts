export type ImageFormat = 'avif' | 'webp' | 'jpeg';

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** The smallest format the client accepts: AVIF, then WebP, else JPEG for old clients. */
export function pickFormat(accept: string | undefined): ImageFormat {
  const value = (accept ?? '').toLowerCase();
  if (value.includes('image/avif')) return 'avif';
  if (value.includes('image/webp')) return 'webp';
  return 'jpeg';
}
