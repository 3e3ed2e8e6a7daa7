import { api } from '@ipju/api-client';
import type { InspectionTask } from '@ipju/contract';
import type { CreateTaskPayload } from '../../../lib/inspection-outbox';

/**
 * Records a task (POST /inspection/{id}/{type}/tasks). Called by the outbox only: the body carries the
 * task's clientKey, so a second send answers with the task the first one created.
 */
export async function createTask({ inspectionIdx, type, body }: CreateTaskPayload): Promise<InspectionTask> {
  // The body was built for this type by model/task-draft.ts; the server checks it against the type's schema.
  return (await api.inspectorCreateTask({ inspectionId: inspectionIdx, type, body: body as never })).data;
}
