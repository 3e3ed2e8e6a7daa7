import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomToken } from '../tokens';
import { signUpload } from './signing';
import type { FileStorage, UploadRequest, UploadTarget } from './types';

/** Public prefix of locally stored uploads (served by the file-serving plugin). */
export const LOCAL_UPLOADS_PREFIX = '/files/uploads/';

/**
 * Default driver: files under DATA_DIR/uploads, uploaded through this server's PUT /api/v2/files/upload
 * route with a signed, expiring URL, and served back from /files/uploads/{key}.
 */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;

  constructor(
    readonly root: string,
    private readonly secret: string,
  ) {}

  async createUploadTarget({ key, mimeType, expiresAt }: UploadRequest): Promise<UploadTarget> {
    const expires = Math.floor(expiresAt.getTime() / 1000);
    const sig = signUpload(this.secret, key, expires);
    return {
      uploadUrl: `/api/v2/files/upload/${key}?expires=${expires}&sig=${sig}`,
      headers: { 'Content-Type': mimeType },
    };
  }

  fileUrl(key: string): string {
    return `${LOCAL_UPLOADS_PREFIX}${key}`;
  }

  /** Writes the bytes atomically (temporary file, then rename), so readers never see half a file. */
  async save(key: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomToken().slice(0, 8)}.part`;
    try {
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  pathOf(key: string): string {
    const resolved = path.resolve(this.root, key);
    if (!resolved.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`key outside uploads: ${key}`);
    return resolved;
  }
}
