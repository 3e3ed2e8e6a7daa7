import { decodeHeic, HeicDecodeError } from './heic';
import { loadSharp } from './sharp';

/**
 * Uploaded photos are decoded and encoded again before they are stored: `.rotate()` applies the EXIF
 * orientation to the pixels, and sharp writes no metadata unless asked, so EXIF (GPS location, camera,
 * time) and XMP/IPTC never reach the disk. sharp decodes JPEG, PNG and WebP; HEIC/HEIF (no HEVC decoder in
 * sharp's libvips) are decoded by libheif (./heic.ts) and stored as JPEG.
 */
export const REENCODED_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
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
  if (mimeType === 'image/heic' || mimeType === 'image/heif') return heicToJpeg(bytes);
  const sharp = await loadSharp();
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

/**
 * A phone's HEIC/HEIF photo as a JPEG. libheif applies the file's own rotation (irot/imir) while decoding,
 * and the raw pixels handed to sharp carry no EXIF, so the EXIF orientation an iPhone also writes is not
 * applied a second time, and no metadata (GPS) is written. A transparent HEIF is laid on white.
 */
async function heicToJpeg(bytes: Buffer): Promise<CleanImage> {
  let decoded;
  try {
    decoded = await decodeHeic(bytes, MAX_IMAGE_PIXELS);
  } catch (error) {
    if (error instanceof HeicDecodeError) throw new ImageRejectedError(error.reason);
    throw error;
  }
  const { width, height, data } = decoded;
  const sharp = await loadSharp();
  const { data: jpeg, info } = await sharp(data, { raw: { width, height, channels: 4 }, limitInputPixels: MAX_IMAGE_PIXELS })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { bytes: jpeg, width: info.width, height: info.height };
}

/** Width and height of a stored image as shown (EXIF orientation applied); null when unreadable. */
export async function imageSize(file: string): Promise<{ width: number; height: number } | null> {
  try {
    const sharp = await loadSharp();
    const meta = await sharp(file).metadata();
    if (!meta.width || !meta.height) return null;
    const swapped = (meta.orientation ?? 1) >= 5;
    return swapped ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}
