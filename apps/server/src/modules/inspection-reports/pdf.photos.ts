import { loadSharp } from '../../lib/image/sharp';

/** Longest side of a photo in the PDF, in pixels: sharp enough for A4 at the size it is drawn (about 250 pt). */
const PDF_PHOTO_MAX_PX = 720;

/**
 * A photo for the PDF: turned upright (EXIF), downscaled and re-encoded as a baseline JPEG, which pdfkit embeds
 * as is (DCTDecode). One at a time, so a report of 180 photos holds one decoded image in memory at once.
 * Null when the bytes are not an image sharp reads (the PDF then shows a note in its place).
 */
export async function preparePdfPhoto(bytes: Buffer): Promise<{ data: Buffer; width: number; height: number } | null> {
  try {
    const sharp = await loadSharp();
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

type Prepared = Awaited<ReturnType<typeof preparePdfPhoto>>;

/**
 * Photos in the order the PDF draws them, prepared a little ahead: while one is embedded the next `ahead` are read
 * and downscaled (on the other core), so at most `ahead + 1` photos are in memory at once. A photo asked for out of
 * the expected order is simply prepared on the spot.
 */
export function photoPipeline<P extends { photoIdx: number }>(
  order: P[],
  load: (photo: P) => Promise<Buffer | null>,
  ahead = 2,
) {
  const pending = new Map<number, Promise<Prepared>>();
  let next = 0;
  const prepare = (photo: P) =>
    load(photo)
      .catch(() => null)
      .then((bytes) => (bytes ? preparePdfPhoto(bytes) : null));
  const start = (i: number) => {
    if (i < order.length && !pending.has(i)) pending.set(i, prepare(order[i]!));
  };
  return {
    async take(photo: P): Promise<Prepared> {
      if (order[next]?.photoIdx !== photo.photoIdx) return prepare(photo);
      for (let i = next; i <= next + ahead; i++) start(i);
      const result = pending.get(next)!;
      pending.delete(next);
      next += 1;
      start(next + ahead);
      return result;
    },
  };
}
