import { defaultSpacesFor, defaultTdrRegion } from '@ipju/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apartmentAreas, apartments, inspections } from '../../db/schema';
import * as repo from './inspections.repository';
import type { InspectionRow } from './inspections.repository';
import { initialTypeStates } from './inspections.status';
import { currentStandards } from './standards';

/** The item category (item guide) whose paid lines are inspections. */
export const INSPECTION_CATEGORY = 'homeinsp';

export interface NewInspection {
  partnerIdx: number;
  residentIdx: number | null;
  orderLineIdx?: number | null;
  apartmentIdx: number | null;
  complexName: string;
  dong: string | null;
  ho: string | null;
  pyeong: number | null;
  exclusiveArea: number | null;
  builder?: string | null;
  address?: string | null;
  district1?: string | null;
  /** Only for an inspection without an order line (the line's date is read live otherwise). */
  visitDate?: string | null;
  visitHour?: number | null;
  isSample?: boolean;
}

/**
 * Creates an inspection with the floor plan's default spaces and a copy of the current standards, in the
 * caller's transaction. For an order line that already has one, nothing is created and undefined returned.
 */
export async function createInspection(tx: DbOrTx, input: NewInspection): Promise<InspectionRow | undefined> {
  const standards = await currentStandards(tx);
  const [row] = await tx
    .insert(inspections)
    .values({
      partnerIdx: input.partnerIdx,
      residentIdx: input.residentIdx,
      orderLineIdx: input.orderLineIdx ?? null,
      apartmentIdx: input.apartmentIdx,
      complexName: input.complexName,
      dong: input.dong,
      ho: input.ho,
      pyeong: input.pyeong,
      exclusiveArea: input.exclusiveArea,
      builder: input.builder ?? null,
      address: input.address ?? null,
      visitDate: input.orderLineIdx ? null : (input.visitDate ?? null),
      visitHour: input.orderLineIdx ? null : (input.visitHour ?? null),
      typeStates: initialTypeStates(),
      region: defaultTdrRegion(input.district1 ?? null),
      standards,
      isSample: input.isSample ?? false,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return undefined;
  await repo.insertSpaces(
    tx,
    defaultSpacesFor(input.exclusiveArea).map((s, i) => ({ inspectionIdx: row.inspectionIdx, name: s.name, kind: s.kind, sortOrder: (i + 1) * 10 })),
  );
  return row;
}

/** What billing passes of a paid order: the buyer, the visit's 동·호, and its lines. */
export interface PaidOrderForInspection {
  residentIdx: number;
  dong: string | null;
  ho: string | null;
  lines: { lineIdx: number; partnerIdx: number; categoryCode: string; apartmentIdx: number | null; apartmentName: string | null; pyeong: number | null }[];
}

/**
 * A paid order's 사전점검 lines each get their inspection, in the payment's transaction (billing's markPaid).
 * Exactly once per line: the unique order_line_idx makes a second report of the same payment a no-op.
 */
export async function createInspectionsForPaidOrder(tx: DbOrTx, order: PaidOrderForInspection): Promise<InspectionRow[]> {
  const lines = order.lines.filter((l) => l.categoryCode === INSPECTION_CATEGORY);
  if (!lines.length) return [];
  const created: InspectionRow[] = [];
  for (const line of lines) {
    const home = line.apartmentIdx
      ? (
          await tx
            .select({ name: apartments.name, address: apartments.address, builder: apartments.builder, district1: apartments.district1 })
            .from(apartments)
            .where(eq(apartments.apartmentIdx, line.apartmentIdx))
            .limit(1)
        )[0]
      : undefined;
    const area =
      line.apartmentIdx && line.pyeong
        ? (
            await tx
              .select({ exclusiveArea: apartmentAreas.exclusiveArea })
              .from(apartmentAreas)
              .where(and(eq(apartmentAreas.apartmentIdx, line.apartmentIdx), eq(apartmentAreas.pyeong, line.pyeong)))
              .limit(1)
          )[0]
        : undefined;
    const row = await createInspection(tx, {
      partnerIdx: line.partnerIdx,
      residentIdx: order.residentIdx,
      orderLineIdx: line.lineIdx,
      apartmentIdx: line.apartmentIdx,
      complexName: home?.name ?? line.apartmentName ?? '단지 미정',
      dong: order.dong,
      ho: order.ho,
      pyeong: line.pyeong,
      exclusiveArea: area?.exclusiveArea ?? null,
      builder: home?.builder ?? null,
      address: home?.address ?? null,
      district1: home?.district1 ?? null,
    });
    if (row) created.push(row);
  }
  return created;
}

/** Cancelled order lines cancel their inspections (kept, read-only, status 취소). */
export async function cancelInspectionsForLines(tx: DbOrTx, lineIdxs: number[]): Promise<void> {
  if (!lineIdxs.length) return;
  await tx
    .update(inspections)
    .set({ cancelledAt: new Date(), status: 'cancelled', updatedAt: new Date() })
    .where(and(inArray(inspections.orderLineIdx, lineIdxs), isNull(inspections.cancelledAt)));
}
