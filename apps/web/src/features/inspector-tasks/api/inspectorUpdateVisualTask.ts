import { api } from '@ipju/api-client';
import type { InspectionTask, UpdateVisualTaskBody } from '@ipju/contract';

/** Changes a visual finding (PATCH /inspection/visual/tasks/{taskId}); sent by the outbox. */
export async function updateVisualTask(taskIdx: number, body: UpdateVisualTaskBody): Promise<InspectionTask> {
  return (await api.inspectorUpdateVisualTask({ taskId: taskIdx, body })).data;
}
