/** One upload slot a client may fill: where to PUT the bytes and with which headers. */
export interface UploadTarget {
  uploadUrl: string;
  headers: Record<string, string>;
}

export interface UploadRequest {
  key: string;
  mimeType: string;
  maxBytes: number;
  expiresAt: Date;
}

/**
 * Where uploaded files live. The local driver (default) stores them under DATA_DIR/uploads and hands out
 * signed, expiring upload URLs served by this server; the S3 driver hands out presigned PUT URLs.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  createUploadTarget(request: UploadRequest): Promise<UploadTarget>;
  /** The address a stored file is served from. */
  fileUrl(key: string): string;
}
