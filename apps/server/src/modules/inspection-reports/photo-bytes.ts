import { readFile } from 'node:fs/promises';
import type { FileStorage } from '../../lib/storage/types';
import { LocalFileStorage } from '../../lib/storage';
import type { PhotoLoader } from './pdf.renderer';

/**
 * Reads a report's photos from where uploads live: local disk (DATA_DIR/uploads) or, on S3, the object's
 * address. Keys come from the report row (photoIdx -> key, frozen with the report); a photo without a stored
 * file reads as null and the renderings say so or leave it out.
 */
export function photoLoaderFor(storage: FileStorage, photoKeys: Record<string, string>): PhotoLoader {
  return async (photo) => {
    const key = photoKeys[String(photo.photoIdx)];
    if (!key) return null;
    if (storage instanceof LocalFileStorage) return readFile(storage.pathOf(key)).catch(() => null);
    const response = await fetch(storage.fileUrl(key)).catch(() => null);
    return response?.ok ? Buffer.from(await response.arrayBuffer()) : null;
  };
}
