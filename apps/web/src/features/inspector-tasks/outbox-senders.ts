import type { MeasureTaskType } from '@ipju/contract';
import {
  INSPECTION_OUTBOX,
  type CommentPayload,
  type CreateTaskPayload,
  type DeleteTasksPayload,
  type UpdateTaskPayload,
  type WorkStatePayload,
} from '../../lib/inspection-outbox';
import { getOutbox, type Outbox } from '../../lib/offline-outbox';
import { completeInspectionType } from './api/inspectorCompleteInspectionType';
import { createTask } from './api/inspectorCreateTask';
import { deleteGradientTaskComment } from './api/inspectorDeleteGradientTaskComment';
import { deleteLevelTaskComment } from './api/inspectorDeleteLevelTaskComment';
import { deleteTasks } from './api/inspectorDeleteTasks';
import { deleteThermalTasks } from './api/inspectorDeleteThermalTasks';
import { deleteVisualTasks } from './api/inspectorDeleteVisualTasks';
import { reopenInspectionType } from './api/inspectorReopenInspectionType';
import { updateGradientTaskComment } from './api/inspectorUpdateGradientTaskComment';
import { updateLevelTaskComment } from './api/inspectorUpdateLevelTaskComment';
import { updateThermalTask } from './api/inspectorUpdateThermalTask';
import { updateVisualTask } from './api/inspectorUpdateVisualTask';

function sendComment({ type, taskIdx, comment }: CommentPayload) {
  if (comment === null) return type === 'gradient' ? deleteGradientTaskComment(taskIdx) : deleteLevelTaskComment(taskIdx);
  return type === 'gradient' ? updateGradientTaskComment(taskIdx, comment) : updateLevelTaskComment(taskIdx, comment);
}

function sendDelete({ inspectionIdx, type, taskIds }: DeleteTasksPayload) {
  if (type === 'thermal') return deleteThermalTasks(inspectionIdx, taskIds);
  if (type === 'visual') return deleteVisualTasks(inspectionIdx, taskIds);
  return deleteTasks(type as MeasureTaskType, taskIds);
}

/**
 * Tells the outbox how to send what the recording screens save: every write of the console goes through
 * it (saved on the phone first), so nothing recorded is lost on a bad connection. Called once when the
 * console loads (app/inspector/console-routes.tsx).
 */
export function registerInspectionSenders(outbox: Outbox = getOutbox()): void {
  outbox.register(INSPECTION_OUTBOX.createTask, (payload: CreateTaskPayload) => createTask(payload));
  outbox.register(INSPECTION_OUTBOX.updateTask, ({ type, taskIdx, body }: UpdateTaskPayload) =>
    type === 'thermal' ? updateThermalTask(taskIdx, body) : updateVisualTask(taskIdx, body),
  );
  outbox.register(INSPECTION_OUTBOX.comment, sendComment);
  outbox.register(INSPECTION_OUTBOX.deleteTasks, sendDelete);
  outbox.register(INSPECTION_OUTBOX.workState, ({ inspectionIdx, type, state }: WorkStatePayload) =>
    state === 'completed' ? completeInspectionType(inspectionIdx, type) : reopenInspectionType(inspectionIdx, type),
  );
}
