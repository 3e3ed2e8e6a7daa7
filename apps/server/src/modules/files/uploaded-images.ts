import type { UploadType } from '@ipju/contract';
import type { AppDeps } from '../../app-deps';
import { imageSize } from '../../lib/image/sanitize';
import { LocalFileStorage } from '../../lib/storage';
import { createFilesRepository } from './files.repository';

/**
 * For features that attach uploads to what they store (review photos): which of the given keys are the
 * owner's finished uploads of that type, with their address and, on local storage, their size in pixels
 * (S3 objects are not read back: width and height stay null). Call it before a transaction: it reads files.
 */
export interface UploadedImage {
  key: string;
  url: string;
  width: number | null;
  height: number | null;
}

export async function findUploadedImages(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  input: { keys: string[]; type: UploadType; ownerRole: 'resident' | 'partner' | 'staff'; ownerIdx: number },
): Promise<{ images: UploadedImage[]; missing: string[] }> {
  const rows = await createFilesRepository(deps.db).findOwnedUploaded(input.keys, input.type, input.ownerRole, input.ownerIdx);
  const found = new Set(rows.map((r) => r.key));
  const missing = input.keys.filter((k) => !found.has(k));
  const storage = deps.storage;
  const images = await Promise.all(
    input.keys
      .filter((k) => found.has(k))
      .map(async (key): Promise<UploadedImage> => {
        const size = storage instanceof LocalFileStorage ? await imageSize(storage.pathOf(key)) : null;
        return { key, url: storage.fileUrl(key), width: size?.width ?? null, height: size?.height ?? null };
      }),
  );
  return { images, missing };
}
