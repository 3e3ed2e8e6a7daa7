import { asc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories } from '../../db/schema';

/** Every category in display order with the number of items on sale. */
export function listCategories(db: DbOrTx) {
  return db
    .select({
      code: categories.code,
      name: categories.name,
      label: categories.label,
      headline: categories.headline,
      description: categories.description,
      chapter: categories.chapter,
      imageUrl: categories.imageUrl,
      visitTimeSet: categories.visitTimeSet,
      hasItemGuide: categories.hasItemGuide,
      itemCount: sql<number>`(
        select count(*)::int from items i join partners p on p.partner_idx = i.partner_idx
        where i.category_code = ${categories.code} and i.is_active and p.withdrawn_at is null
      )`.mapWith(Number),
      companyCount: sql<number>`(
        select count(distinct i.partner_idx)::int from items i join partners p on p.partner_idx = i.partner_idx
        where i.category_code = ${categories.code} and i.is_active and p.withdrawn_at is null
      )`.mapWith(Number),
    })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.code));
}
