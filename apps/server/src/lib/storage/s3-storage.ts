import type { S3Client } from '@aws-sdk/client-s3';
import { lazyModule } from '../lazy-module';
import type { FileStorage, UploadRequest, UploadTarget } from './types';

/** The AWS SDK, loaded with the first upload rather than at start-up (it is large). */
const loadS3 = lazyModule(async () => ({ ...(await import('@aws-sdk/client-s3')), ...(await import('@aws-sdk/s3-request-presigner')) }));

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Public base address of the bucket (CDN); defaults to the bucket's virtual-hosted address. */
  publicUrl?: string;
  /** For tests and S3-compatible services; credentials otherwise come from the AWS default chain. */
  client?: S3Client;
}

/**
 * S3 driver: a presigned PUT the client sends straight to the bucket. The content type is signed, so a
 * different type is refused by S3. A presigned PUT cannot bound the size; the bucket's policy or a
 * lifecycle check does.
 */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly client: () => Promise<S3Client>;

  constructor(private readonly options: S3StorageOptions) {
    const { client, region } = options;
    this.client = client ? async () => client : lazyModule(async () => new (await loadS3()).S3Client({ region }));
  }

  async createUploadTarget({ key, mimeType, expiresAt }: UploadRequest): Promise<UploadTarget> {
    const expiresIn = Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
    const { PutObjectCommand, getSignedUrl } = await loadS3();
    const command = new PutObjectCommand({ Bucket: this.options.bucket, Key: key, ContentType: mimeType });
    const uploadUrl = await getSignedUrl(await this.client(), command, {
      expiresIn,
      signableHeaders: new Set(['content-type']),
    });
    return { uploadUrl, headers: { 'Content-Type': mimeType } };
  }

  fileUrl(key: string): string {
    const base = this.options.publicUrl ?? `https://${this.options.bucket}.s3.${this.options.region}.amazonaws.com`;
    return `${base.replace(/\/+$/, '')}/${key}`;
  }
}
