import { INSPECTION_TYPE_LABELS, quoted, type InspectionType } from '@ipju/contract';
import type { DbOrTx } from '../../db/client';
import { authorize, type Caller, type Owners } from '../../lib/authorize';
import { AppError } from '../../lib/errors';
import * as repo from './inspections.repository';
import type { InspectionRow } from './inspections.repository';
import { stateOf } from './inspections.status';

export const INSPECTION = '점검';

/** An inspection belongs to its company (every inspector account of it) and to the resident it is for. */
export const inspectionOwners = (row: { partnerIdx: number; residentIdx: number | null }): Owners => ({
  partnerIdx: row.partnerIdx,
  residentIdx: row.residentIdx,
});

/** Only the company's own inspectors may change it (a resident reads). */
const companyOwners = (row: { partnerIdx: number }): Owners => ({ partnerIdx: row.partnerIdx });

/** The caller's inspection (the company's, or the resident's own), else the 404 of a missing one. */
export async function loadInspectionForCaller(db: DbOrTx, caller: Caller, inspectionIdx: number): Promise<InspectionRow> {
  return authorize(caller, await repo.find(db, inspectionIdx), inspectionOwners, INSPECTION);
}

/** The company's inspection, read without a lock. */
export async function ownInspection(db: DbOrTx, partnerIdx: number, inspectionIdx: number): Promise<InspectionRow> {
  return authorize({ role: 'partner', partnerIdx, isInspection: true }, await repo.find(db, inspectionIdx), companyOwners, INSPECTION);
}

/** The company's inspection, locked for a change in the caller's transaction; a cancelled one refuses. */
export async function lockOwnInspection(tx: DbOrTx, partnerIdx: number, inspectionIdx: number): Promise<InspectionRow> {
  const row = authorize({ role: 'partner', partnerIdx, isInspection: true }, await repo.lock(tx, inspectionIdx), companyOwners, INSPECTION);
  if (row.cancelledAt) throw new AppError('CONFLICT', '취소된 점검이에요. 더 기록할 수 없어요.');
  return row;
}

/** A type marked 작성 완료 refuses new tasks, edits and deletes until it is set back to 작성 중. */
export function assertWriting(row: InspectionRow, type: InspectionType): void {
  if (stateOf(row.typeStates, type) === 'completed') {
    throw new AppError(
      'CONFLICT',
      `${quoted(INSPECTION_TYPE_LABELS[type], '은/는')} 작성 완료 상태예요. 고치려면 먼저 작성 중으로 바꿔 주세요.`,
    );
  }
}
