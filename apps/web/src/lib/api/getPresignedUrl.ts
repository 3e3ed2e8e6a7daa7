import { api, type ApiData } from '@ipju/api-client';
import type { UploadType } from '@ipju/contract';

export type PresignedUpload = ApiData<'getPresignedUrl'>;

/**
 * A signed address to PUT one file of an upload type to (GET /files/presigned_url); used by the photo uploads.
 * `headers` carry a credential the route does not name (the partner console's bearer token).
 */
export async function getPresignedUrl(type: UploadType, mimeType: string, signal?: AbortSignal, headers?: Record<string, string>): Promise<PresignedUpload> {
  return (await api.getPresignedUrl({ type, mimeType }, { signal, headers })).data;
}
