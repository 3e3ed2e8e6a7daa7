import path from 'node:path';
import type { AppConfig } from '../../config';
import { LocalFileStorage } from './local-storage';
import { S3FileStorage } from './s3-storage';
import type { FileStorage } from './types';

export type { FileStorage, UploadRequest, UploadTarget } from './types';
export { LocalFileStorage, LOCAL_UPLOADS_PREFIX } from './local-storage';
export { S3FileStorage } from './s3-storage';

/** Where local uploads are stored. */
export const uploadsDir = (config: AppConfig) => path.join(config.dataDir, 'uploads');

/** Chooses the file storage from configuration (FILE_STORAGE: local by default, or s3). */
export function createFileStorage(config: AppConfig): FileStorage {
  if (config.files.storage === 's3') {
    if (!config.files.bucket) throw new Error('FILE_STORAGE=s3 requires S3_BUCKET');
    return new S3FileStorage({
      bucket: config.files.bucket,
      region: config.files.region ?? 'ap-northeast-2',
      publicUrl: config.files.publicUrl,
    });
  }
  return new LocalFileStorage(uploadsDir(config), config.sessionSecret);
}
