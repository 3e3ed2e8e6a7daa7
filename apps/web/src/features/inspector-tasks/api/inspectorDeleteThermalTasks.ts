import { api } from '@ipju/api-client';

/** Deletes thermal tasks (DELETE /inspection/{id}/thermal/tasks, body taskIds); sent by the outbox. */
export async function deleteThermalTasks(inspectionIdx: number, taskIds: number[]): Promise<unknown> {
  return (await api.inspectorDeleteThermalTasks({ inspectionId: inspectionIdx, body: { taskIds } })).data;
}
