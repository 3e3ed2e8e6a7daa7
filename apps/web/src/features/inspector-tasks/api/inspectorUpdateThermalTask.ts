import { api } from '@ipju/api-client';
import type { InspectionTask, UpdateThermalTaskBody } from '@ipju/contract';

/** Changes a thermal task (PATCH /inspection/thermal/tasks/{taskId}); sent by the outbox. */
export async function updateThermalTask(taskIdx: number, body: UpdateThermalTaskBody): Promise<InspectionTask> {
  return (await api.inspectorUpdateThermalTask({ taskId: taskIdx, body })).data;
}
