import type { Db } from '../../src/db/client';
import {
  categories,
  categoryRelations,
  itemImages,
  itemOptionGroups,
  itemOptions,
  items,
  itemSections,
  type partners,
  specialPrices,
} from '../../src/db/schema';
import { unique } from '../helpers';
import { createPartner } from './partners';

type CategoryRow = typeof categories.$inferSelect;
type ItemRow = typeof items.$inferSelect;
type GroupRow = typeof itemOptionGroups.$inferSelect;
type OptionRow = typeof itemOptions.$inferSelect;

/** A category with a unique lowercase code (codes are the /business/{code} URL part). */
export async function createCategory(db: Db, overrides: Partial<typeof categories.$inferInsert> = {}): Promise<CategoryRow> {
  const code = overrides.code ?? `t${unique()}`;
  const [row] = await db
    .insert(categories)
    .values({
      code,
      name: `테스트 서비스 ${code}`,
      label: '테스트',
      headline: '테스트 서비스를 단지 특가로 만나 보세요',
      description: '테스트용 서비스 분류예요.',
      chapter: null,
      visitTimeSet: 'morningAfternoon',
      hasItemGuide: false,
      imageUrl: '/static/categories/test.png',
      sortOrder: 100,
      ...overrides,
    })
    .returning();
  return row!;
}

/** `categoryCode`'s related categories (GET /related_items), in the given order. */
export async function relateCategories(db: Db, categoryCode: string, relatedCodes: string[]) {
  if (!relatedCodes.length) return;
  await db
    .insert(categoryRelations)
    .values(relatedCodes.map((relatedCode, i) => ({ categoryCode, relatedCode, sortOrder: i })));
}

/** A partner company (with a sign-in account) for items: createPartner of test/factories/partners.ts. */
export async function createCatalogPartner(db: Db, overrides: Partial<typeof partners.$inferInsert> = {}) {
  return (await createPartner(db, { partner: overrides })).partner;
}

export interface OptionSpec {
  name: string;
  price: number;
  pyeongMin?: number | null;
  pyeongMax?: number | null;
}
export interface OptionGroupSpec {
  name: string;
  kind: 'pyeong' | 'area' | 'addon';
  required: boolean;
  multiple: boolean;
  options: OptionSpec[];
}

/** The default option groups: 평형 tiers ~24 / 25-34 / 35+, areas and add-ons (prices in won). */
export const DEFAULT_OPTION_GROUPS: OptionGroupSpec[] = [
  {
    name: '평형',
    kind: 'pyeong',
    required: true,
    multiple: false,
    options: [
      { name: '24평 이하', price: 300_000, pyeongMin: null, pyeongMax: 24 },
      { name: '25~34평', price: 400_000, pyeongMin: 25, pyeongMax: 34 },
      { name: '35평 이상', price: 550_000, pyeongMin: 35, pyeongMax: null },
    ],
  },
  {
    name: '시공 범위',
    kind: 'area',
    required: false,
    multiple: true,
    options: [
      { name: '베란다', price: 50_000 },
      { name: '현관', price: 30_000 },
    ],
  },
  {
    name: '추가 옵션',
    kind: 'addon',
    required: false,
    multiple: true,
    options: [
      { name: '곰팡이 제거', price: 40_000 },
      { name: '피톤치드 시공', price: 25_000 },
    ],
  },
];

export interface CreatedItem {
  item: ItemRow;
  category: CategoryRow;
  partner: typeof partners.$inferSelect;
  groups: Array<GroupRow & { options: OptionRow[] }>;
  /** Options of the default groups by role (empty when custom groups were given). */
  tiers: OptionRow[];
  areas: OptionRow[];
  addons: OptionRow[];
}

/**
 * An active item with two images and option groups (DEFAULT_OPTION_GROUPS unless `optionGroups` is
 * given). Creates its category and partner unless `categoryCode` / `partnerIdx` are given.
 */
export async function createItem(
  db: Db,
  overrides: Partial<typeof items.$inferInsert> & { optionGroups?: OptionGroupSpec[]; category?: CategoryRow } = {},
): Promise<CreatedItem> {
  const { optionGroups = DEFAULT_OPTION_GROUPS, category: givenCategory, ...itemOverrides } = overrides;
  const category =
    givenCategory ??
    (itemOverrides.categoryCode
      ? (await db.query.categories.findFirst({ where: (c, { eq }) => eq(c.code, itemOverrides.categoryCode!) }))!
      : await createCategory(db));
  const partner = itemOverrides.partnerIdx
    ? (await db.query.partners.findFirst({ where: (p, { eq }) => eq(p.partnerIdx, itemOverrides.partnerIdx!) }))!
    : await createCatalogPartner(db);
  const tierPrices = optionGroups.find((g) => g.kind === 'pyeong')?.options.map((o) => o.price) ?? [];
  const [item] = await db
    .insert(items)
    .values({
      categoryCode: category.code,
      partnerIdx: partner.partnerIdx,
      name: `테스트 상품 ${unique()}`,
      summary: '테스트 상품 요약이에요.',
      basePrice: tierPrices.length ? Math.min(...tierPrices) : 100_000,
      thumbnailUrl: '/static/items/test-thumb.png',
      salesCount: 10,
      ratingAvg: 4.5,
      reviewCount: 20,
      ...itemOverrides,
    })
    .returning();
  await db.insert(itemImages).values(
    [0, 1].map((i) => ({
      itemIdx: item!.itemIdx,
      url: `/static/items/test-${i}.png`,
      alt: `시공 사진 ${i + 1}`,
      width: 1280,
      height: 960,
      sortOrder: i,
    })),
  );
  const groups: CreatedItem['groups'] = [];
  for (const [gi, spec] of optionGroups.entries()) {
    const [group] = await db
      .insert(itemOptionGroups)
      .values({
        itemIdx: item!.itemIdx,
        name: spec.name,
        kind: spec.kind,
        required: spec.required,
        multiple: spec.multiple,
        sortOrder: gi,
      })
      .returning();
    const options = spec.options.length
      ? await db
          .insert(itemOptions)
          .values(
            spec.options.map((o, oi) => ({
              groupIdx: group!.groupIdx,
              name: o.name,
              price: o.price,
              pyeongMin: o.pyeongMin ?? null,
              pyeongMax: o.pyeongMax ?? null,
              sortOrder: oi,
            })),
          )
          .returning()
      : [];
    groups.push({ ...group!, options });
  }
  const byKind = (kind: OptionGroupSpec['kind']) => groups.filter((g) => g.kind === kind).flatMap((g) => g.options);
  return {
    item: item!,
    category,
    partner,
    groups,
    tiers: byKind('pyeong'),
    areas: byKind('area'),
    addons: byKind('addon'),
  };
}

/** A complex special price (단지 특가), active from yesterday for 30 days unless dates are given. */
export async function createSpecialPrice(
  db: Db,
  values: { apartmentIdx: number; itemIdx: number } & Partial<typeof specialPrices.$inferInsert>,
) {
  const day = 86_400_000;
  const [row] = await db
    .insert(specialPrices)
    .values({
      discountRate: 10,
      label: '단지 특가',
      startsAt: new Date(Date.now() - day),
      endsAt: new Date(Date.now() + 30 * day),
      ...values,
    })
    .returning();
  return row!;
}

/** A content block of an item page (detail, process, caution, guide, faq). */
export async function createItemSection(
  db: Db,
  values: { itemIdx: number } & Partial<typeof itemSections.$inferInsert>,
) {
  const [row] = await db
    .insert(itemSections)
    .values({ groupType: 'detail', title: '상세 안내', body: '시공 과정을 안내해 드려요.', sortOrder: 0, ...values })
    .returning();
  return row!;
}
