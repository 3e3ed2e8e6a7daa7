import type { InspectionPhoto, InspectionType, PhotoRole, PhotoShape } from '@ipju/contract';
import { partnerPresign } from '../../../lib/api/partnerGetPresignedUrl';
import { inspectionScope } from '../../../lib/inspection-outbox';
import { getOutbox, type Outbox, type OutboxItem, type SendContext } from '../../../lib/offline-outbox';
import { uploadPhoto } from '../../../lib/photo-upload';
import { addInspectionPhoto } from '../api/inspectorAddInspectionPhoto';
import { updateInspectionPhoto } from '../api/inspectorUpdateInspectionPhoto';

/** Outbox kinds of this feature: a photo taken (bytes + where it belongs) and a change of its marks. */
export const PHOTO_ADD = 'inspection.photo.add';
export const PHOTO_MARK = 'inspection.photo.mark';

export interface PhotoAddPayload {
  inspectionIdx: number;
  /**
   * The photo's bytes as an ArrayBuffer rather than a Blob: older WebKit webviews (the partner app on
   * iOS) lost Blobs kept in IndexedDB, and an ArrayBuffer survives every structured clone.
   */
  bytes: ArrayBuffer;
  mimeType: string;
  fileName: string;
  /** Pixel size read on the device (null when the browser cannot decode it, e.g. HEIC on Android). */
  width: number | null;
  height: number | null;
  /** The task it shows: its number once the server has it, or the clientKey of a task still on the device. */
  taskIdx: number | null;
  taskClientKey: string | null;
  type: InspectionType | null;
  spaceIdx: number | null;
  role: PhotoRole | null;
}

export interface PhotoMarkPayload {
  inspectionIdx: number;
  /** The photo: its number on the server, or the clientKey of a photo still on the device. */
  photoIdx: number | null;
  photoClientKey: string | null;
  annotations: PhotoShape[];
}

/** A refusal the outbox keeps as failed (a 4xx): the photo a mark was for is gone. */
function photoGone(): Error {
  return Object.assign(new Error('표시할 사진을 찾을 수 없어요. 사진을 다시 찍어 주세요.'), { status: 404 });
}

/**
 * Sends a photo: the bytes to the files service (PUT to a signed address), then the record with its
 * clientKey, so a retry after a lost answer is still one photo. A task recorded offline is sent first
 * (dependsOn) and its server number read from its answer.
 */
export async function sendPhoto(payload: PhotoAddPayload, context: SendContext, item: OutboxItem<PhotoAddPayload>): Promise<InspectionPhoto> {
  const taskIdx =
    payload.taskIdx ?? (payload.taskClientKey ? (context.resultOf<{ taskIdx: number }>(payload.taskClientKey)?.taskIdx ?? null) : null);
  const file = new File([payload.bytes], payload.fileName, { type: payload.mimeType });
  const { key } = await uploadPhoto(file, 'inspection', { presign: partnerPresign });
  return addInspectionPhoto(payload.inspectionIdx, {
    clientKey: item.id,
    fileKey: key,
    taskIdx,
    type: payload.type,
    spaceIdx: payload.spaceIdx,
    role: payload.role,
  });
}

/** Sends a photo's marks (PATCH), after the photo itself when it was taken offline. */
export async function sendMarks(payload: PhotoMarkPayload, context: SendContext): Promise<InspectionPhoto> {
  const photoIdx =
    payload.photoIdx ?? (payload.photoClientKey ? context.resultOf<InspectionPhoto>(payload.photoClientKey)?.photoIdx : undefined);
  if (!photoIdx) throw photoGone();
  return updateInspectionPhoto(photoIdx, { annotations: payload.annotations });
}

/**
 * Teaches the page's outbox to send photos and marks. The console calls it once when it loads (next to the
 * task senders), so photos left from an earlier visit are sent whichever screen is open; the photo screens
 * call it too, which changes nothing when it already ran.
 */
export function registerInspectorPhotoSenders(outbox: Outbox = getOutbox()): void {
  outbox.register(PHOTO_ADD, sendPhoto);
  outbox.register(PHOTO_MARK, sendMarks);
}

/** Keeps a photo on the device and sends it when it can; resolves once it is saved (at once, even offline). */
export async function enqueuePhoto(
  payload: PhotoAddPayload,
  label: string,
  outbox: Outbox = getOutbox(),
): Promise<OutboxItem<PhotoAddPayload>> {
  return outbox.enqueue({
    kind: PHOTO_ADD,
    scope: inspectionScope(payload.inspectionIdx),
    label: `${label} 사진`,
    payload,
    dependsOn: payload.taskClientKey && payload.taskIdx === null ? [payload.taskClientKey] : [],
  });
}

/** Keeps a change of a photo's marks on the device and sends it after the photo. */
export async function enqueueMarks(payload: PhotoMarkPayload, label: string, outbox: Outbox = getOutbox()) {
  return outbox.enqueue({
    kind: PHOTO_MARK,
    scope: inspectionScope(payload.inspectionIdx),
    label: `${label} 사진 표시`,
    payload,
    dependsOn: payload.photoClientKey ? [payload.photoClientKey] : [],
  });
}
