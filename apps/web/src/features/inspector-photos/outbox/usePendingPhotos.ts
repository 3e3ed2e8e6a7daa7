import type { PhotoRole, PhotoShape } from '@ipju/contract';
import { useEffect, useMemo } from 'react';
import { useOutboxItems, type Outbox, type OutboxItem } from '../../../lib/offline-outbox';
import { inspectionScope } from '../../../lib/inspection-outbox';
import { PHOTO_ADD, PHOTO_MARK, type PhotoAddPayload, type PhotoMarkPayload } from './photo-outbox';

/** A photo still on the device: shown at once, marked 전송 대기 (or the server's reason when refused). */
export interface PendingPhoto {
  clientKey: string;
  url: string;
  width: number | null;
  height: number | null;
  taskIdx: number | null;
  taskClientKey: string | null;
  role: PhotoRole | null;
  annotations: PhotoShape[];
  error: string | null;
}

/** The marks still on the device, latest per photo (by server number or clientKey). */
export function pendingMarks(items: readonly OutboxItem[]): Map<string | number, PhotoShape[]> {
  const marks = new Map<string | number, PhotoShape[]>();
  for (const item of items) {
    if (item.kind !== PHOTO_MARK) continue;
    const p = item.payload as PhotoMarkPayload;
    marks.set(p.photoIdx ?? p.photoClientKey ?? '', p.annotations);
  }
  return marks;
}

/** The inspection's photos not yet on the server, and marks waiting for photos that are. */
export function usePendingPhotos(inspectionIdx: number, outbox?: Outbox) {
  const items = useOutboxItems(inspectionScope(inspectionIdx), outbox);
  const adds = useMemo(() => items.filter((i): i is OutboxItem<PhotoAddPayload> => i.kind === PHOTO_ADD), [items]);
  // One object address per waiting photo, freed when it leaves the list.
  const urls = useMemo(
    () => new Map(adds.map((item) => [item.id, URL.createObjectURL(new Blob([item.payload.bytes], { type: item.payload.mimeType }))])),
    [adds],
  );
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  const marks = useMemo(() => pendingMarks(items), [items]);
  const photos = useMemo<PendingPhoto[]>(
    () =>
      adds.map((item) => ({
        clientKey: item.id,
        url: urls.get(item.id) ?? '',
        width: item.payload.width,
        height: item.payload.height,
        taskIdx: item.payload.taskIdx,
        taskClientKey: item.payload.taskClientKey,
        role: item.payload.role,
        annotations: marks.get(item.id) ?? [],
        error: item.error,
      })),
    [adds, urls, marks],
  );
  return { photos, marks };
}
