import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { apartmentAreas, apartments, areaManagementDeposits } from '../db/schema';

/**
 * The management office's 관리비 예치금 per unit size for the demo resident's complex, so the move-in
 * calculator shows a complex's own figure there (other complexes show the per-㎡ estimate).
 */
const DEPOSIT_COMPLEX = '잠실래미안아이파크';
const depositFor = (exclusiveArea: number) => (exclusiveArea <= 60 ? 420_000 : exclusiveArea <= 85 ? 580_000 : 760_000);

export async function insertManagementDeposits(tx: Tx) {
  const areas = await tx
    .select({ areaIdx: apartmentAreas.areaIdx, exclusiveArea: apartmentAreas.exclusiveArea })
    .from(apartmentAreas)
    .innerJoin(apartments, eq(apartments.apartmentIdx, apartmentAreas.apartmentIdx))
    .where(eq(apartments.name, DEPOSIT_COMPLEX));
  if (!areas.length) return;
  await tx
    .insert(areaManagementDeposits)
    .values(areas.map((a) => ({ areaIdx: a.areaIdx, amount: depositFor(a.exclusiveArea) })))
    .onConflictDoNothing();
}
