import { api } from '@ipju/api-client';
import type { UploadType } from '@ipju/contract';
import { staffRequest } from '../../staff-auth';

/** A signed upload address with the staff credential (GET /staff/files/presigned_url): the photos staff send in chats. */
export async function staffPresign(type: UploadType, mimeType: string, signal?: AbortSignal) {
  return (await api.staffGetPresignedUrl({ type, mimeType }, staffRequest(signal))).data;
}
