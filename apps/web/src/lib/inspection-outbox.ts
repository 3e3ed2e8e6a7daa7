import type { InspectionType, WorkState } from '@ipju/contract';
import type { OutboxItem } from './offline-outbox';

/**
 * What the inspector console keeps in the offline outbox (lib/offline-outbox), shared by the features that
 * record (inspector-tasks), show counts (inspector-inspections) and attach photos (inspector-photos): the
 * kinds of items and their payloads. Every item of one inspection has the scope `inspection:{id}`.
 */
export const INSPECTION_OUTBOX = {
  /** POST /inspection/{id}/{type}/tasks; the item's id is the task's clientKey. */
  createTask: 'inspection.task.create',
  /** PATCH /inspection/{thermal|visual}/tasks/{taskId}. */
  updateTask: 'inspection.task.update',
  /** PATCH or DELETE /inspection/{gradient|level}/tasks/{taskId}/comment. */
  comment: 'inspection.task.comment',
  /** DELETE /inspection/{type}/tasks or /inspection/{id}/{thermal|visual}/tasks. */
  deleteTasks: 'inspection.task.delete',
  /** PATCH /inspection/{id}/{type}/completed or /writing. */
  workState: 'inspection.type.state',
} as const;

export const inspectionScope = (inspectionIdx: number) => `inspection:${inspectionIdx}`;

export interface CreateTaskPayload {
  inspectionIdx: number;
  type: InspectionType;
  /** The type's create body (contract TASK_INPUTS[type]), clientKey included. */
  body: { clientKey: string; spaceIdx: number | null; location: string; comment?: string | null } & Record<string, unknown>;
}
export interface UpdateTaskPayload {
  inspectionIdx: number;
  type: 'thermal' | 'visual';
  taskIdx: number;
  body: Record<string, unknown>;
}
export interface CommentPayload {
  inspectionIdx: number;
  type: 'gradient' | 'level';
  taskIdx: number;
  /** null deletes the comment. */
  comment: string | null;
}
export interface DeleteTasksPayload {
  inspectionIdx: number;
  type: InspectionType;
  taskIds: number[];
}
export interface WorkStatePayload {
  inspectionIdx: number;
  type: InspectionType;
  state: WorkState;
}

export const isCreateTask = (item: OutboxItem): item is OutboxItem<CreateTaskPayload> => item.kind === INSPECTION_OUTBOX.createTask;
export const isWorkState = (item: OutboxItem): item is OutboxItem<WorkStatePayload> => item.kind === INSPECTION_OUTBOX.workState;

/** Tasks of each type recorded on this phone and not on the server yet. */
export function unsentTaskCounts(items: readonly OutboxItem[], inspectionIdx: number): Partial<Record<InspectionType, number>> {
  const counts: Partial<Record<InspectionType, number>> = {};
  for (const item of items) {
    if (!isCreateTask(item) || item.payload.inspectionIdx !== inspectionIdx) continue;
    counts[item.payload.type] = (counts[item.payload.type] ?? 0) + 1;
  }
  return counts;
}

/** The work state the inspector last chose for a type on this phone, while it is still unsent. */
export function unsentWorkState(items: readonly OutboxItem[], inspectionIdx: number, type: InspectionType): WorkState | null {
  let state: WorkState | null = null;
  for (const item of items) if (isWorkState(item) && item.payload.inspectionIdx === inspectionIdx && item.payload.type === type) state = item.payload.state;
  return state;
}
