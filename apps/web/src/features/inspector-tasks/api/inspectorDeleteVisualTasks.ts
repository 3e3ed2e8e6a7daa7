import { api } from '@ipju/api-client';

/** Deletes visual tasks (DELETE /inspection/{id}/visual/tasks, body taskIds); sent by the outbox. */
export async function deleteVisualTasks(inspectionIdx: number, taskIds: number[]): Promise<unknown> {
  return (await api.inspectorDeleteVisualTasks({ inspectionId: inspectionIdx, body: { taskIds } })).data;
}
