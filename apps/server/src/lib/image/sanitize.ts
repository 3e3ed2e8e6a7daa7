import sharp from 'sharp';

/**
 * Uploaded photos are decoded and encoded again before they are stored: `.rotate()` applies the EXIF
 * orientation to the pixels, and sharp writes no metadata unless asked, so EXIF (GPS location, camera,
 * time) and XMP/IPTC never reach the disk. Formats sharp can decode here: JPEG, PNG and WebP (no HEIC).
 */
export const REENCODED_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ReencodedMimeType = (typeof REENCODED_MIME_TYPES)[number];

/** The most pixels a photo may have (a 48-megapixel phone photo fits); more is refused, not decoded. */
export const MAX_IMAGE_PIXELS = 50_000_000;

export class ImageRejectedError extends Error {
  constructor(readonly reason: 'too_many_pixels' | 'unreadable') {
    super(reason);
  }
}

export const isReencoded = (mimeType: string): mimeType is ReencodedMimeType =>
  (REENCODED_MIME_TYPES as readonly string[]).includes(mimeType);

export interface CleanImage {
  bytes: Buffer;
  width: number;
  height: number;
}

export async function reencodeImage(bytes: Buffer, mimeType: ReencodedMimeType): Promise<CleanImage> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // The header alone tells the size: a decompression bomb is refused before any pixel is decoded.
    ({ width, height } = await sharp(bytes).metadata());
  } catch {
    throw new ImageRejectedError('unreadable');
  }
  if (!width || !height) throw new ImageRejectedError('unreadable');
  if (width * height > MAX_IMAGE_PIXELS) throw new ImageRejectedError('too_many_pixels');
  try {
    const pipeline = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
    const encoded =
      mimeType === 'image/jpeg'
        ? pipeline.jpeg({ quality: 90, mozjpeg: true })
        : mimeType === 'image/png'
          ? pipeline.png()
          : pipeline.webp({ quality: 90 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw new ImageRejectedError('unreadable');
  }
}

/** Width and height of a stored image as shown (EXIF orientation applied); null when unreadable. */
export async function imageSize(file: string): Promise<{ width: number; height: number } | null> {
  try {
    const meta = await sharp(file).metadata();
    if (!meta.width || !meta.height) return null;
    const swapped = (meta.orientation ?? 1) >= 5;
    return swapped ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}
