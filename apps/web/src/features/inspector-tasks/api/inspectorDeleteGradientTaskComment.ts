import { api } from '@ipju/api-client';
import type { InspectionTask } from '@ipju/contract';

/** Removes a gradient task's comment (DELETE /inspection/gradient/tasks/{taskId}/comment); sent by the outbox. */
export async function deleteGradientTaskComment(taskIdx: number): Promise<InspectionTask> {
  return (await api.inspectorDeleteGradientTaskComment({ taskId: taskIdx })).data;
}
