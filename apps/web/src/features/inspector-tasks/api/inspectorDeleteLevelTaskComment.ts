import { api } from '@ipju/api-client';
import type { InspectionTask } from '@ipju/contract';

/** Removes a level task's comment (DELETE /inspection/level/tasks/{taskId}/comment); sent by the outbox. */
export async function deleteLevelTaskComment(taskIdx: number): Promise<InspectionTask> {
  return (await api.inspectorDeleteLevelTaskComment({ taskId: taskIdx })).data;
}
