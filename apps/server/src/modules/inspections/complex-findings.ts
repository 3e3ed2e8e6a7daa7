import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * What the inspections of a complex found, counted by household and never shown per home: how many
 * households were inspected and, per defect category of the visual findings (육안 점검), how many of them had
 * at least one. Samples and cancelled inspections do not count. The complex report hides small counts.
 */
export async function findingsOfComplex(db: DbOrTx, apartmentIdx: number) {
  const household = sql.raw(
    `case when i.dong is not null and i.ho is not null then 'u:' || i.dong || '-' || i.ho when i.resident_idx is not null then 'r:' || i.resident_idx else 'i:' || i.inspection_idx end`,
  );
  const [inspected] = (
    await db.execute<{ households: number }>(sql`select count(distinct ${household})::int as households from inspections i
      where i.apartment_idx = ${apartmentIdx} and not i.is_sample and i.cancelled_at is null
        and exists (select 1 from inspection_tasks t where t.inspection_idx = i.inspection_idx)`)
  ).rows;
  const findings = (
    await db.execute<{ category: string; households: number }>(sql`select t.values->>'category' as category, count(distinct ${household})::int as households
      from inspection_tasks t join inspections i on i.inspection_idx = t.inspection_idx
      where i.apartment_idx = ${apartmentIdx} and not i.is_sample and i.cancelled_at is null and t.type = 'visual'
        and t.values->>'category' is not null
      group by 1 order by 2 desc, 1`)
  ).rows;
  return { inspectedHouseholds: Number(inspected?.households ?? 0), findings: findings.map((f) => ({ category: f.category, households: Number(f.households) })) };
}
