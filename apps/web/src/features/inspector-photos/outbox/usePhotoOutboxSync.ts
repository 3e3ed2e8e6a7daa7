import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getOutbox, type Outbox } from '../../../lib/offline-outbox';
import { inspectorPhotoKeys } from '../api/keys';
import { PHOTO_ADD, PHOTO_MARK, registerInspectorPhotoSenders } from './photo-outbox';

/**
 * Used by the screens that show photos: makes sure the senders are registered and reads the inspection's
 * photos again when one of its photos or marks reaches the server (the 전송 대기 copy then gives way to it).
 */
export function usePhotoOutboxSync(outbox: Outbox = getOutbox()): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    registerInspectorPhotoSenders(outbox);
    return outbox.onEvent((event) => {
      if (event.type !== 'sent' || (event.item.kind !== PHOTO_ADD && event.item.kind !== PHOTO_MARK)) return;
      const { inspectionIdx } = event.item.payload as { inspectionIdx: number };
      void queryClient.invalidateQueries({ queryKey: inspectorPhotoKeys.ofInspection(inspectionIdx) });
    });
  }, [outbox, queryClient]);
}
