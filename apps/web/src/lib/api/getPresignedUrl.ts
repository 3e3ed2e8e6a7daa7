import { api, type ApiData } from '@ipju/api-client';
import type { UploadType } from '@ipju/contract';

export type PresignedUpload = ApiData<'getPresignedUrl'>;

/** A signed address to PUT one file of an upload type to (GET /files/presigned_url); used by the photo uploads. */
export async function getPresignedUrl(type: UploadType, mimeType: string, signal?: AbortSignal): Promise<PresignedUpload> {
  return (await api.getPresignedUrl({ type, mimeType }, { signal })).data;
}
