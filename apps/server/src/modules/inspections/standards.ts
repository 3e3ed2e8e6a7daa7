import {
  INSPECTION_TYPE_LABELS,
  INSPECTION_TYPE_NOTES,
  INSPECTION_TYPES,
  type InspectionStandard,
  type InspectionStandardItem,
  type InspectionType,
  type StaffInspectionStandard,
  type UpdateInspectionStandardBody,
} from '@ipju/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { inspectionStandards } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { DEFAULT_STANDARDS } from './standards.defaults';

type StandardRow = typeof inspectionStandards.$inferSelect;

const toItem = (r: StandardRow): InspectionStandardItem => ({
  key: r.key,
  type: r.type,
  label: r.label,
  unit: r.unit,
  comparator: r.comparator,
  limit: r.limit,
  spanMm: r.spanMm,
  condition: r.condition,
  region: r.region,
  source: r.source,
  verified: r.verified,
  note: r.note,
});

/** Writes the first standards when the table is empty (a new database); existing rows are never touched. */
export async function ensureDefaultStandards(tx: DbOrTx): Promise<void> {
  await tx
    .insert(inspectionStandards)
    .values(DEFAULT_STANDARDS.map((s, i) => ({ ...s, sortOrder: (i + 1) * 10 })))
    .onConflictDoNothing();
}

async function rows(db: DbOrTx): Promise<StandardRow[]> {
  return db.select().from(inspectionStandards).orderBy(asc(inspectionStandards.sortOrder), asc(inspectionStandards.key));
}

/** The standards an inspection copies when it starts (the table's rows, written first on a new database). */
export async function currentStandards(tx: DbOrTx): Promise<InspectionStandardItem[]> {
  let found = await rows(tx);
  if (!found.length) {
    await ensureDefaultStandards(tx);
    found = await rows(tx);
  }
  return found.map(toItem);
}

/** One type's part of an inspection's copy, with what the report always says about that type. */
export function standardOf(copy: InspectionStandardItem[], type: InspectionType): InspectionStandard {
  return { type, typeLabel: INSPECTION_TYPE_LABELS[type], items: copy.filter((s) => s.type === type), notes: INSPECTION_TYPE_NOTES[type] };
}

/** Staff: the current standards, and an edit that applies to inspections started afterwards. */
export function createStandardsService(db: Db) {
  const toStaff = (r: StandardRow): StaffInspectionStandard => ({
    ...toItem(r),
    sortOrder: r.sortOrder,
    updatedAt: r.updatedAt.toISOString(),
    updatedByStaffIdx: r.updatedByStaffIdx,
  });
  return {
    async list(): Promise<{ items: StaffInspectionStandard[] }> {
      let found = await rows(db);
      if (!found.length) {
        await ensureDefaultStandards(db);
        found = await rows(db);
      }
      const order = (t: InspectionType) => INSPECTION_TYPES.indexOf(t);
      return { items: found.sort((a, b) => order(a.type) - order(b.type) || a.sortOrder - b.sortOrder).map(toStaff) };
    },

    async update(staffIdx: number, key: string, body: UpdateInspectionStandardBody): Promise<StaffInspectionStandard> {
      await currentStandards(db);
      const [row] = await db
        .update(inspectionStandards)
        .set({
          limit: body.limit,
          source: body.source,
          verified: body.verified,
          ...(body.label !== undefined ? { label: body.label } : {}),
          ...(body.spanMm !== undefined ? { spanMm: body.spanMm } : {}),
          ...(body.condition !== undefined ? { condition: body.condition || null } : {}),
          ...(body.note !== undefined ? { note: body.note || null } : {}),
          updatedAt: new Date(),
          updatedByStaffIdx: staffIdx,
        })
        .where(eq(inspectionStandards.key, key))
        .returning();
      if (!row) throw notFound('점검 기준');
      return toStaff(row);
    },
  };
}
export type StandardsService = ReturnType<typeof createStandardsService>;
