import { api } from '@ipju/api-client';
import type { InspectionTask } from '@ipju/contract';

/** Writes a level task's comment (PATCH /inspection/level/tasks/{taskId}/comment); sent by the outbox. */
export async function updateLevelTaskComment(taskIdx: number, comment: string): Promise<InspectionTask> {
  return (await api.inspectorUpdateLevelTaskComment({ taskId: taskIdx, body: { comment } })).data;
}
