import { api } from '@ipju/api-client';
import type { AddInspectionPhotoBody, InspectionPhoto } from '@ipju/contract';

/**
 * Attaches an uploaded photo to an inspection (POST /inspection/{inspectionId}/photos). Called by the
 * offline outbox's sender, not from a page: the same clientKey sent twice is one photo on the server.
 */
export async function addInspectionPhoto(inspectionIdx: number, body: AddInspectionPhotoBody): Promise<InspectionPhoto> {
  return (await api.inspectorAddInspectionPhoto({ inspectionId: inspectionIdx, body })).data;
}
