import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apartmentAreas, apartments, areaManagementDeposits, moveInCalculations } from '../../db/schema';

/** The unit size with its complex and the complex's 관리비 예치금 for it (null when the complex has none). */
export async function findAreaWithPlace(db: DbOrTx, areaIdx: number) {
  const [row] = await db
    .select({
      areaIdx: apartmentAreas.areaIdx,
      apartmentIdx: apartmentAreas.apartmentIdx,
      pyeong: apartmentAreas.pyeong,
      exclusiveArea: apartmentAreas.exclusiveArea,
      typeName: apartmentAreas.typeName,
      complexName: apartments.name,
      managementDeposit: areaManagementDeposits.amount,
    })
    .from(apartmentAreas)
    .innerJoin(apartments, eq(apartments.apartmentIdx, apartmentAreas.apartmentIdx))
    .leftJoin(areaManagementDeposits, eq(areaManagementDeposits.areaIdx, apartmentAreas.areaIdx))
    .where(eq(apartmentAreas.areaIdx, areaIdx))
    .limit(1);
  return row;
}

export async function apartmentExists(db: DbOrTx, apartmentIdx: number) {
  const [row] = await db.select({ apartmentIdx: apartments.apartmentIdx }).from(apartments).where(eq(apartments.apartmentIdx, apartmentIdx)).limit(1);
  return row !== undefined;
}

export async function insertCalculation(db: DbOrTx, values: typeof moveInCalculations.$inferInsert) {
  const [row] = await db.insert(moveInCalculations).values(values).returning();
  return row!;
}

export async function findByToken(db: DbOrTx, shareToken: string) {
  const [row] = await db.select().from(moveInCalculations).where(eq(moveInCalculations.shareToken, shareToken)).limit(1);
  return row;
}

/** The resident's saved calculations, newest first. */
export async function listByResident(db: DbOrTx, residentIdx: number, limit: number) {
  return db
    .select()
    .from(moveInCalculations)
    .where(eq(moveInCalculations.residentIdx, residentIdx))
    .orderBy(desc(moveInCalculations.calculationIdx))
    .limit(limit);
}
