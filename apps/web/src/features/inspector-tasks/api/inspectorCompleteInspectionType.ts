import { api } from '@ipju/api-client';
import type { InspectionType } from '@ipju/contract';

/** 작성 완료 (PATCH /inspection/{id}/{type}/completed); sent by the outbox after the tasks recorded before it. */
export async function completeInspectionType(inspectionIdx: number, type: InspectionType): Promise<unknown> {
  return (await api.inspectorCompleteInspectionType({ inspectionId: inspectionIdx, inspectionType: type })).data;
}
