import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { items, partners } from '../db/schema';

/**
 * The demo companies' offered services (PATCH /partner/items-information) are the categories they sell,
 * and their first item on sale is featured (main items), as a company that filled in its profile would have.
 * Verification badges are not seeded: they appear only after staff approve an uploaded document.
 */
export async function insertPartnerProfiles(tx: Tx) {
  await tx.execute(sql`
    update ${partners} p set
      category_codes = coalesce(s.codes, '[]'::jsonb),
      main_item_idxs = coalesce(s.main, '[]'::jsonb),
      lunch_break = '{"start":"12:00","end":"13:00"}'::jsonb
    from (
      select ${items.partnerIdx} as partner_idx,
             jsonb_agg(distinct ${items.categoryCode}) as codes,
             jsonb_build_array(min(${items.itemIdx})) as main
      from ${items}
      where ${items.isActive}
      group by ${items.partnerIdx}
    ) s
    where p.partner_idx = s.partner_idx`);
}
