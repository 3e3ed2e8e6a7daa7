import { INSPECTION_TYPES, type InspectionType, type WorkState } from '@ipju/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { InspectionTypeStates } from '../../db/schema';

/** Every type 작성 중: how an inspection starts. */
export const initialTypeStates = (): InspectionTypeStates =>
  Object.fromEntries(INSPECTION_TYPES.map((t) => [t, { state: 'writing', completedAt: null }])) as InspectionTypeStates;

export const stateOf = (states: InspectionTypeStates, type: InspectionType): WorkState => states[type]?.state ?? 'writing';
export const allCompleted = (states: InspectionTypeStates) => INSPECTION_TYPES.every((t) => stateOf(states, t) === 'completed');

/**
 * Recomputes an inspection's status from what it holds, in the caller's transaction: cancelled; while a type
 * is 작성 중, 점검 중 once anything is recorded (else 점검 예정); with all five completed, 보고서 발송 or
 * 보고서 작성 when the report module marked it, else 측정 완료. One statement, so it cannot drift.
 */
export async function syncStatus(tx: DbOrTx, inspectionIdx: number): Promise<void> {
  await tx.execute(sql`
    update inspections i set status = case
      when i.cancelled_at is not null then 'cancelled'
      when (select count(*) from jsonb_each(i.type_states) e where e.value->>'state' = 'completed') < 5 then
        case when exists (select 1 from inspection_tasks t where t.inspection_idx = i.inspection_idx)
               or exists (select 1 from jsonb_each(i.type_states) e where e.value->>'state' = 'completed')
             then 'in_progress' else 'scheduled' end
      when i.sent_at is not null then 'sent'
      when i.reported_at is not null then 'reported'
      else 'measured'
    end, updated_at = now()
    where i.inspection_idx = ${inspectionIdx}`);
}
