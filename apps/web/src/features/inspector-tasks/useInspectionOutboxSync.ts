import { WORK_STATE_LABELS, type InspectionDetail, type InspectionTask, type InspectionWorkState, type InspectionType } from '@ipju/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { INSPECTION_OUTBOX, type WorkStatePayload } from '../../lib/inspection-outbox';
import { getOutbox } from '../../lib/offline-outbox';
import { inspectionKeys } from '../inspector-inspections';
import { taskKeys } from './api/keys';

/**
 * Keeps the screens in step with the outbox: when an item reaches the server, the task it created or
 * changed goes into the list at once (no gap between the "전송 대기" row and the server's), and the
 * inspection, its lists and counts are read again. Mounted once by the console shell.
 */
export function useInspectionOutboxSync(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      getOutbox().onEvent((event) => {
        if (event.type !== 'sent') return;
        const payload = event.item.payload as { inspectionIdx?: unknown; type?: unknown };
        if (typeof payload.inspectionIdx !== 'number' || typeof payload.type !== 'string') return;
        const inspectionIdx = payload.inspectionIdx;
        const listKey = taskKeys.list(inspectionIdx, payload.type as InspectionType);
        if (event.item.kind === INSPECTION_OUTBOX.createTask || event.item.kind === INSPECTION_OUTBOX.updateTask) {
          const task = event.result as InspectionTask;
          queryClient.setQueryData<InspectionTask[]>(listKey, (old) =>
            old ? (old.some((t) => t.taskIdx === task.taskIdx) ? old.map((t) => (t.taskIdx === task.taskIdx ? task : t)) : [...old, task]) : old,
          );
        }
        if (event.item.kind === INSPECTION_OUTBOX.workState) {
          // The screen keeps the state the inspector chose while the inspection is read again.
          const { type, state } = event.item.payload as WorkStatePayload;
          const answer = event.result as Partial<InspectionWorkState> | undefined;
          queryClient.setQueryData<InspectionDetail>(inspectionKeys.detail(inspectionIdx), (old) => {
            if (!old) return old;
            if (answer?.types && answer.status && answer.statusLabel) return { ...old, types: answer.types, status: answer.status, statusLabel: answer.statusLabel };
            return { ...old, types: old.types.map((t) => (t.type === type ? { ...t, state, stateLabel: WORK_STATE_LABELS[state] } : t)) };
          });
        }
        void queryClient.invalidateQueries({ queryKey: listKey });
        void queryClient.invalidateQueries({ queryKey: inspectionKeys.detail(inspectionIdx) });
        void queryClient.invalidateQueries({ queryKey: inspectionKeys.lists() });
        void queryClient.invalidateQueries({ queryKey: inspectionKeys.summary() });
      }),
    [queryClient],
  );
}
