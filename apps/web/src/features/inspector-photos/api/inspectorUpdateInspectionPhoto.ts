import { api } from '@ipju/api-client';
import type { InspectionPhoto, UpdateInspectionPhotoBody } from '@ipju/contract';

/** Changes a photo's marks or role (PATCH /inspection/photos/{photoId}); sent through the offline outbox. */
export async function updateInspectionPhoto(photoIdx: number, body: UpdateInspectionPhotoBody): Promise<InspectionPhoto> {
  return (await api.inspectorUpdateInspectionPhoto({ photoId: photoIdx, body })).data;
}
