import { visitTimeOptionsFor, type ItemCard, type ItemSortType, type VisitTimeOption } from '@ipju/contract';
import type { Db } from '../../db/client';
import { applySpecialPrice, pickPyeongTier } from '../../lib/pricing';
import * as repo from './items.repository';

/**
 * The sellable catalogue in memory, for the hottest routes (GET /items, GET /related_items). A snapshot is
 * read with four set-based queries and reused for `ttlMs`; after that the next request refreshes it in the
 * background and is answered from the previous snapshot (so a refresh never stalls requests), unless the
 * snapshot is far older. A complex's special prices are cached the same way, per complex; whether a
 * special price is active is decided at request time from its dates. ttlMs = 0 reads on every request.
 * Prices a customer pays are always computed from the database (POST /items/{id}/expect_price).
 */

export interface Tier {
  optionIdx: number;
  name: string;
  price: number;
  pyeongMin: number | null;
  pyeongMax: number | null;
  sortOrder: number;
}

export interface CatalogItem {
  itemIdx: number;
  name: string;
  summary: string;
  categoryCode: string;
  categoryName: string;
  thumbnailUrl: string;
  salesCount: number;
  ratingAvg: number;
  reviewCount: number;
  basePrice: number;
  quoteOnVisit: boolean;
  sortOrder: number;
  partner: { partnerIdx: number; companyName: string; ratingAvg: number; reviewCount: number };
  visitTimes: VisitTimeOption[];
  tiers: Tier[];
}

export interface CatalogCategory {
  code: string;
  name: string;
  label: string;
  /** What link previews of its pages say and show (share-meta). */
  headline: string;
  description: string;
  imageUrl: string;
  hasItemGuide: boolean;
  chapter: string | null;
  sortOrder: number;
}

export interface CatalogSnapshot {
  categories: Map<string, CatalogCategory>;
  /** Category code -> related category codes, in order. */
  relations: Map<string, string[]>;
  items: CatalogItem[];
}

export interface SpecialPrice {
  discountRate: number;
  label: string;
  startsAt: Date;
  endsAt: Date | null;
}

async function loadSnapshot(db: Db): Promise<CatalogSnapshot> {
  const [categoryRows, relationRows, itemRows, tierRows] = await Promise.all([
    repo.loadCategories(db),
    repo.loadCategoryRelations(db),
    repo.loadSellableItems(db),
    repo.loadPyeongTiers(db),
  ]);
  const tiersByItem = new Map<number, Tier[]>();
  for (const t of tierRows) {
    const list = tiersByItem.get(t.itemIdx) ?? [];
    list.push({
      optionIdx: t.optionIdx,
      name: t.name,
      price: t.price,
      pyeongMin: t.pyeongMin,
      pyeongMax: t.pyeongMax,
      sortOrder: t.groupSort * 10_000 + t.sortOrder,
    });
    tiersByItem.set(t.itemIdx, list);
  }
  const relations = new Map<string, string[]>();
  for (const r of relationRows) relations.set(r.categoryCode, [...(relations.get(r.categoryCode) ?? []), r.relatedCode]);
  return {
    categories: new Map(categoryRows.map((c) => [c.code, c])),
    relations,
    items: itemRows.map((r) => ({
      itemIdx: r.itemIdx,
      name: r.name,
      summary: r.summary,
      categoryCode: r.categoryCode,
      categoryName: r.categoryName,
      thumbnailUrl: r.thumbnailUrl,
      salesCount: r.salesCount,
      ratingAvg: Number(r.ratingAvg),
      reviewCount: r.reviewCount,
      basePrice: r.basePrice,
      quoteOnVisit: r.quoteOnVisit,
      sortOrder: r.sortOrder,
      partner: {
        partnerIdx: r.partnerIdx,
        companyName: r.companyName,
        ratingAvg: Number(r.partnerRatingAvg),
        reviewCount: r.partnerReviewCount,
      },
      visitTimes: [
        ...visitTimeOptionsFor({
          visitTimeSet: r.visitTimeSet,
          categoryCode: r.categoryCode,
          categoryVisitTimeSet: r.categoryVisitTimeSet,
        }),
      ],
      tiers: tiersByItem.get(r.itemIdx) ?? [],
    })),
  };
}

/** A value reloaded after `ttlMs`, stale-while-revalidate, with one load in flight at a time. */
function cachedValue<T>(ttlMs: number, load: () => Promise<T>) {
  let value: T | undefined;
  let loadedAt = 0;
  let inflight: Promise<T> | undefined;
  const refresh = () =>
    (inflight ??= load()
      .then((v) => {
        value = v;
        loadedAt = Date.now();
        return v;
      })
      .finally(() => {
        inflight = undefined;
      }));
  return {
    get(): Promise<T> {
      if (ttlMs <= 0) return load();
      const age = Date.now() - loadedAt;
      if (value !== undefined && age < ttlMs) return Promise.resolve(value);
      const next = refresh();
      // A slightly stale snapshot answers while the refresh runs; a very old one waits for it.
      if (value !== undefined && age < ttlMs * 4) {
        next.catch(() => {});
        return Promise.resolve(value);
      }
      return next;
    },
    clear() {
      value = undefined;
      loadedAt = 0;
    },
  };
}

const MAX_CACHED_COMPLEXES = 5_000;

export function createCatalogCache(db: Db, ttlMs: number) {
  const snapshot = cachedValue(ttlMs, () => loadSnapshot(db));
  const specials = new Map<number, ReturnType<typeof cachedValue<Map<number, SpecialPrice>>>>();

  return {
    snapshot: () => snapshot.get(),

    /** The special prices of a complex by item (not ended; may not have started yet). */
    specialPrices(apartmentIdx: number): Promise<Map<number, SpecialPrice>> {
      let entry = specials.get(apartmentIdx);
      if (!entry) {
        if (specials.size >= MAX_CACHED_COMPLEXES) specials.clear();
        entry = cachedValue(ttlMs, async () => {
          const rows = await repo.loadSpecialPrices(db, apartmentIdx);
          return new Map(rows.map((r) => [r.itemIdx, r]));
        });
        specials.set(apartmentIdx, entry);
      }
      return entry.get();
    },

    /** Forget everything (after this process changes the catalogue). */
    invalidate() {
      snapshot.clear();
      specials.clear();
    },
  };
}

export type CatalogCache = ReturnType<typeof createCatalogCache>;

/** Category codes an itemType covers: the category itself, or every member of a chapter. */
export function categoryCodesFor(snapshot: CatalogSnapshot, itemType: string): Set<string> {
  const codes = new Set<string>();
  for (const c of snapshot.categories.values()) if (c.code === itemType || c.chapter === itemType) codes.add(c.code);
  return codes;
}

const isActive = (sp: SpecialPrice | undefined, now: number): sp is SpecialPrice =>
  !!sp && sp.startsAt.getTime() <= now && (sp.endsAt === null || sp.endsAt.getTime() > now);

/** The tier whose price (after the special price) is lowest; the smaller tier of equal prices. */
function lowestTier(tiers: readonly Tier[], rate: number | null): Tier | undefined {
  const cost = (t: Tier) => applySpecialPrice(t.price, rate).price;
  return [...tiers].sort((a, b) => cost(a) - cost(b) || (a.pyeongMin ?? 0) - (b.pyeongMin ?? 0))[0];
}

/** An item card with the price that applies for the 평형 and the complex's special prices. */
export function priceCard(item: CatalogItem, pyeong: number | undefined, specials: Map<number, SpecialPrice> | undefined, now: number): ItemCard {
  const special = specials?.get(item.itemIdx);
  const rate = isActive(special, now) ? special.discountRate : null;
  // Without a 평형 the card shows the lowest price of any tier ('부터'), never a figure that then rises.
  const tier = pyeong === undefined ? lowestTier(item.tiers, rate) : pickPyeongTier(item.tiers, pyeong);
  const applied = applySpecialPrice(tier?.price ?? item.basePrice, rate);
  return {
    itemIdx: item.itemIdx,
    name: item.name,
    summary: item.summary,
    categoryCode: item.categoryCode,
    categoryName: item.categoryName,
    thumbnailUrl: item.thumbnailUrl,
    partner: item.partner,
    ratingAvg: item.ratingAvg,
    reviewCount: item.reviewCount,
    salesCount: item.salesCount,
    visitTimes: item.visitTimes,
    quoteOnVisit: item.quoteOnVisit,
    price: {
      regularPrice: applied.regularPrice,
      price: applied.price,
      discountRate: applied.discountRate,
      priceType: applied.priceType,
      ...(applied.priceType === 'special' ? { specialLabel: special!.label } : {}),
      ...(tier
        ? { pyeongTier: { optionIdx: tier.optionIdx, name: tier.name, pyeongMin: tier.pyeongMin, pyeongMax: tier.pyeongMax } }
        : {}),
      basis: pyeong === undefined ? 'from' : 'pyeong',
    },
  };
}

type Priced = { card: ItemCard; item: CatalogItem };
const byId = (a: Priced, b: Priced) => a.item.itemIdx - b.item.itemIdx;

const quotedLast = (a: Priced, b: Priced) => Number(a.item.quoteOnVisit) - Number(b.item.quoteOnVisit);

/** The orders of GET /items' itemSortType; ties fall back to the item number. */
export const ITEM_ORDER: Record<ItemSortType, (a: Priced, b: Priced) => number> = {
  recommended: (a, b) =>
    Number(b.card.price.priceType === 'special') - Number(a.card.price.priceType === 'special') ||
    a.item.sortOrder - b.item.sortOrder ||
    b.item.salesCount - a.item.salesCount ||
    byId(a, b),
  // A 방문 견적 item has no price to compare: it comes after the priced ones in both price orders.
  priceAsc: (a, b) => quotedLast(a, b) || a.card.price.price - b.card.price.price || byId(a, b),
  priceDesc: (a, b) => quotedLast(a, b) || b.card.price.price - a.card.price.price || byId(a, b),
  rating: (a, b) => b.item.ratingAvg - a.item.ratingAvg || b.item.reviewCount - a.item.reviewCount || byId(a, b),
  reviewCount: (a, b) => b.item.reviewCount - a.item.reviewCount || b.item.ratingAvg - a.item.ratingAvg || byId(a, b),
  popular: (a, b) => b.item.salesCount - a.item.salesCount || byId(a, b),
};

/** Cards of the items in `codes` (all when undefined), priced, sorted and cut to `limit`. */
export function listCards(
  snapshot: CatalogSnapshot,
  opts: {
    codes?: Set<string>;
    pyeong?: number;
    specials?: Map<number, SpecialPrice>;
    sort: ItemSortType;
    limit: number;
  },
): ItemCard[] {
  const now = Date.now();
  const priced: Priced[] = [];
  for (const item of snapshot.items) {
    if (opts.codes && !opts.codes.has(item.categoryCode)) continue;
    priced.push({ item, card: priceCard(item, opts.pyeong, opts.specials, now) });
  }
  return priced
    .sort(ITEM_ORDER[opts.sort])
    .slice(0, opts.limit)
    .map((p) => p.card);
}
