import sharp from 'sharp';

/** Longest side of a photo in the PDF, in pixels: sharp enough for A4 at the size it is drawn (about 250 pt). */
const PDF_PHOTO_MAX_PX = 900;

/**
 * A photo for the PDF: turned upright (EXIF), downscaled and re-encoded as a baseline JPEG, which pdfkit embeds
 * as is (DCTDecode). One at a time, so a report of 180 photos holds one decoded image in memory at once.
 * Null when the bytes are not an image sharp reads (the PDF then shows a note in its place).
 */
export async function preparePdfPhoto(bytes: Buffer): Promise<{ data: Buffer; width: number; height: number } | null> {
  try {
    const { data, info } = await sharp(bytes, { failOn: 'none', limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: PDF_PHOTO_MAX_PX, height: PDF_PHOTO_MAX_PX, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 72 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}
