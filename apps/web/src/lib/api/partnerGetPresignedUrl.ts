import { api } from '@ipju/api-client';
import type { UploadType } from '@ipju/contract';

/** A signed upload address with the partner credential (GET /partner/files/presigned_url), for lib/photo-upload. */
export async function partnerPresign(type: UploadType, mimeType: string, signal?: AbortSignal) {
  return (await api.partnerGetPresignedUrl({ type, mimeType }, { signal })).data;
}
