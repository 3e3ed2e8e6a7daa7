import { api } from '@ipju/api-client';
import type { InspectionTask } from '@ipju/contract';

/** Writes a gradient task's comment (PATCH /inspection/gradient/tasks/{taskId}/comment); sent by the outbox. */
export async function updateGradientTaskComment(taskIdx: number, comment: string): Promise<InspectionTask> {
  return (await api.inspectorUpdateGradientTaskComment({ taskId: taskIdx, body: { comment } })).data;
}
