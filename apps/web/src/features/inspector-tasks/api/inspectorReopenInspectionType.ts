import { api } from '@ipju/api-client';
import type { InspectionType } from '@ipju/contract';

/** 다시 작성 (PATCH /inspection/{id}/{type}/writing); sent by the outbox. */
export async function reopenInspectionType(inspectionIdx: number, type: InspectionType): Promise<unknown> {
  return (await api.inspectorReopenInspectionType({ inspectionId: inspectionIdx, inspectionType: type })).data;
}
