import { api } from '@ipju/api-client';
import type { MeasureTaskType } from '@ipju/contract';

/** Deletes gradient, level or radon tasks (DELETE /inspection/{type}/tasks, body taskIds); sent by the outbox. */
export async function deleteTasks(type: MeasureTaskType, taskIds: number[]): Promise<unknown> {
  return (await api.inspectorDeleteTasks({ type, body: { taskIds } })).data;
}
