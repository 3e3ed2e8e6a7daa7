import type {
  ItemEstimate,
  ItemImage,
  ItemList,
  ItemOptionGroup,
  ItemPartnerProfile,
  ItemSection,
  ItemSortType,
  RelatedItemGroup,
} from '@ipju/contract';
import { categoryLabel, itemList, success, visitTimeSetFor, yearsInBusiness, type VisitTimeSetKey } from '@ipju/contract';
import type { Db } from '../../db/client';
import { AppError, invalidField, notFound } from '../../lib/errors';
import { categoryCodesFor, createCatalogCache, listCards, type CatalogCategory, type CatalogSnapshot, type SpecialPrice } from './items.catalog';
import { priceEstimate, type EstimateInput, type PriceContext } from './items.estimate';
import { toOptionGroups } from './items.mapper';
import * as repo from './items.repository';
import { companyPublicExtras } from '../partner-profile';
import { refundPolicySection } from './refund-policy-section';

/** Related items shown per related category. */
const RELATED_PER_CATEGORY = 4;
const RELATED_MAX_CATEGORIES = 6;

export type ListItemsInput = PriceContext & { itemType?: string; itemSortType: ItemSortType; limit: number };

/**
 * The success body of GET /items, checked against its schema as the route's serializer would, encoded to
 * UTF-8 once: the memoised answer is sent as these bytes, not re-encoded for every response.
 */
function serializeList(list: ItemList): Buffer {
  return Buffer.from(JSON.stringify(listItemsResponse.encode({ status: 'success', data: list })));
}

export interface ItemSummary {
  itemIdx: number;
  name: string;
  categoryCode: string;
  categoryName: string;
  thumbnailUrl: string;
  partnerIdx: number;
  companyName: string;
  /** Active and its partner not withdrawn. */
  sellable: boolean;
  visitTimeSet: VisitTimeSetKey;
  /** Priced after a 방문 견적 (the cart takes it only at a quoted price). */
  quoteOnVisit: boolean;
}

const itemNotFound = () => new AppError('NOT_FOUND', '상품을 찾을 수 없어요. 판매가 끝났거나 없는 상품이에요.');

const itemTypeNotFound = (code: string) =>
  new AppError('NOT_FOUND', `'${code}' 서비스를 찾을 수 없어요. 서비스 종류(itemType)를 확인해 주세요.`);

/** Complexes are reference data: a name or number found resolves the same way for minutes. */
const COMPLEX_CACHE_TTL_MS = 5 * 60_000;
const COMPLEX_CACHE_MAX = 5_000;
/** Serialised GET /items answers kept per catalogue snapshot (and per complex's special prices). */
const LIST_MEMO_MAX = 1_000;
const listItemsResponse = success(itemList);
const NO_SPECIALS = new Map<number, SpecialPrice>();

type ApartmentRef = { apartmentIdx: number; name: string };

export function createItemsService(db: Db, options: { catalogCacheTtlMs?: number } = {}) {
  const ttlMs = options.catalogCacheTtlMs ?? 0;
  const catalog = createCatalogCache(db, ttlMs);
  const complexTtl = ttlMs > 0 ? COMPLEX_CACHE_TTL_MS : 0;
  const complexes = new Map<string, { value: ApartmentRef; expires: number }>();

  /** Found complexes are cached (only when the catalogue is); unknown ones are looked up every time. */
  async function cachedComplex(key: string, find: () => Promise<ApartmentRef | undefined>) {
    const hit = complexes.get(key);
    if (hit && hit.expires > Date.now()) return hit.value;
    const apartment = await find();
    if (apartment) remember(key, apartment);
    return apartment;
  }
  function remember(key: string, apartment: ApartmentRef) {
    if (complexTtl <= 0) return;
    if (complexes.size >= COMPLEX_CACHE_MAX) complexes.clear();
    complexes.set(key, { value: apartment, expires: Date.now() + complexTtl });
  }
  const findApartmentByIdx = (idx: number) => cachedComplex(`#${idx}`, () => repo.findApartmentByIdx(db, idx));

  /** Complexes by number in one query (those cached are not asked again); unknown numbers are absent. */
  async function findApartmentsByIdx(idxs: number[]): Promise<Map<number, ApartmentRef>> {
    const found = new Map<number, ApartmentRef>();
    const asking: number[] = [];
    for (const idx of new Set(idxs)) {
      const hit = complexes.get(`#${idx}`);
      if (hit && hit.expires > Date.now()) found.set(idx, hit.value);
      else asking.push(idx);
    }
    for (const row of await repo.findApartmentsByIdx(db, asking)) {
      remember(`#${row.apartmentIdx}`, row);
      found.set(row.apartmentIdx, row);
    }
    return found;
  }
  const findApartmentByName = (name: string) => cachedComplex(`=${name}`, () => repo.findApartmentByName(db, name));

  /** The category codes of an itemType; a code the snapshot does not know yet is checked in the database. */
  async function resolveItemType(itemType: string) {
    let snapshot = await catalog.snapshot();
    let codes = categoryCodesFor(snapshot, itemType);
    if (!codes.size) {
      if (!(await repo.itemTypeExists(db, itemType))) throw itemTypeNotFound(itemType);
      catalog.invalidate();
      snapshot = await catalog.snapshot();
      codes = categoryCodesFor(snapshot, itemType);
    }
    return { snapshot, codes };
  }

  /** The complex prices are computed for: by number, else by exact name; undefined without either. */
  async function resolveApartment(ctx: PriceContext) {
    if (ctx.apartmentIdx !== undefined) {
      const apartment = await findApartmentByIdx(ctx.apartmentIdx);
      if (!apartment) throw notFound('단지');
      if (ctx.complexName !== undefined && ctx.complexName.replace(/\s+/g, '') !== apartment.name.replace(/\s+/g, '')) {
        throw invalidField(
          'complexName',
          `단지명(${ctx.complexName})이 단지 번호 ${ctx.apartmentIdx}의 단지(${apartment.name})와 달라요. 둘 중 하나만 보내 주세요.`,
        );
      }
      return apartment;
    }
    if (ctx.complexName !== undefined) {
      const apartment = await findApartmentByName(ctx.complexName);
      if (!apartment)
        throw new AppError(
          'NOT_FOUND',
          `'${ctx.complexName}' 단지를 찾을 수 없어요. 단지 이름을 정확히 입력해 주세요.`,
        );
      return apartment;
    }
    return undefined;
  }

  /**
   * The complex of each price context, or the error resolveApartment gives. Contexts naming only a complex
   * number (cart and order lines) are read in one query; a name is looked up as resolveApartment does.
   */
  async function resolveApartments(contexts: PriceContext[]): Promise<Array<ApartmentRef | undefined | AppError>> {
    const byIdx = await findApartmentsByIdx(
      contexts.flatMap((c) => (c.apartmentIdx !== undefined && c.complexName === undefined ? [c.apartmentIdx] : [])),
    );
    return Promise.all(
      contexts.map(async (c) => {
        if (c.apartmentIdx === undefined && c.complexName === undefined) return undefined;
        if (c.complexName === undefined) return byIdx.get(c.apartmentIdx!) ?? notFound('단지');
        return resolveApartment(c).catch((error: unknown) => {
          if (error instanceof AppError) return error;
          throw error;
        });
      }),
    );
  }

  /**
   * Prices several items at once (a cart, an order being made) with one query per table whatever their
   * number: each answer is the estimate or the 4xx error estimate() would throw for it, in request order.
   */
  async function estimateMany(requests: Array<{ itemIdx: number } & EstimateInput>): Promise<Array<ItemEstimate | AppError>> {
    if (!requests.length) return [];
    const itemIdxs = [...new Set(requests.map((r) => r.itemIdx))];
    const [itemRows, optionRows, apartments] = await Promise.all([
      repo.findActiveItems(db, itemIdxs),
      repo.listOptionRowsOfItems(db, itemIdxs),
      resolveApartments(requests),
    ]);
    const apartmentIdxs = [...new Set(apartments.flatMap((a) => (a && !(a instanceof AppError) ? [a.apartmentIdx] : [])))];
    const specials = await repo.findActiveSpecialPrices(db, apartmentIdxs, itemIdxs);
    const itemsById = new Map(itemRows.map((r) => [r.itemIdx, r]));
    return requests.map(({ itemIdx, ...input }, i) => {
      const item = itemsById.get(itemIdx);
      if (!item) return itemNotFound();
      const apartment = apartments[i];
      if (apartment instanceof AppError) return apartment;
      const groups = toOptionGroups(optionRows.filter((r) => r.itemIdx === itemIdx));
      const special = apartment ? specials.find((p) => p.apartmentIdx === apartment.apartmentIdx && p.itemIdx === itemIdx) : undefined;
      try {
        return priceEstimate(itemIdx, input, { item, groups, special });
      } catch (error) {
        if (error instanceof AppError) return error;
        throw error;
      }
    });
  }

  async function requireItem(itemIdx: number) {
    const item = await repo.findActiveItem(db, itemIdx);
    if (!item) throw itemNotFound();
    return item;
  }

  /** What a list is computed from: the complex, the catalogue snapshot, the item types' codes, the specials. */
  async function listSources(query: ListItemsInput) {
    const apartment = await resolveApartment(query);
    const { snapshot, codes } =
      query.itemType !== undefined
        ? await resolveItemType(query.itemType)
        : { snapshot: await catalog.snapshot(), codes: undefined };
    const specials = apartment ? await catalog.specialPrices(apartment.apartmentIdx) : undefined;
    return { apartment, snapshot, codes, specials };
  }

  function buildList(query: ListItemsInput, sources: Awaited<ReturnType<typeof listSources>>): ItemList {
    const { apartment, snapshot, codes, specials } = sources;
    return {
      items: listCards(snapshot, { codes, pyeong: query.pyeong, specials, sort: query.itemSortType, limit: query.limit }),
      apartment: apartment ?? null,
      pyeong: query.pyeong ?? null,
    };
  }

  const listMemo = new WeakMap<CatalogSnapshot, WeakMap<Map<number, SpecialPrice>, Map<string, Buffer>>>();

  return {
    resolveApartment,

    /** Drop the in-memory catalogue (call after changing items, prices or categories in this process). */
    invalidateCatalog: () => catalog.invalidate(),

    /** Every category in display order, from the in-memory catalogue (link previews read these). */
    async catalogCategories(): Promise<CatalogCategory[]> {
      return [...(await catalog.snapshot()).categories.values()];
    },

    async listItems(query: ListItemsInput): Promise<ItemList> {
      return buildList(query, await listSources(query));
    },

    /**
     * GET /items as its serialised success body (UTF-8 bytes). While the catalogue snapshot and the complex's special
     * prices stay the same objects (ttlMs), equal queries share one answer, validated against the
     * response schema when it is made; without caching (ttlMs = 0) every call builds it.
     */
    async listItemsJson(query: ListItemsInput): Promise<Buffer> {
      const sources = await listSources(query);
      if (ttlMs <= 0) return serializeList(buildList(query, sources));
      const { snapshot, specials, apartment } = sources;
      let bySpecials = listMemo.get(snapshot);
      if (!bySpecials) listMemo.set(snapshot, (bySpecials = new WeakMap()));
      let memo = bySpecials.get(specials ?? NO_SPECIALS);
      if (!memo) bySpecials.set(specials ?? NO_SPECIALS, (memo = new Map()));
      // The answer is looked up before anything is priced: pricing and sorting every item is the work the
      // memo saves.
      const key = `${apartment?.apartmentIdx ?? ''}|${query.itemType ?? ''}|${query.itemSortType}|${query.limit}|${query.pyeong ?? ''}`;
      let json = memo.get(key);
      if (json === undefined) {
        if (memo.size >= LIST_MEMO_MAX) memo.clear();
        memo.set(key, (json = serializeList(buildList(query, sources))));
      }
      return json;
    },

    /** A few recommended items of each category related to itemType (a chapter: to any of its members). */
    async listRelatedItems(query: PriceContext & { itemType: string }): Promise<RelatedItemGroup[]> {
      const { snapshot, codes: members } = await resolveItemType(query.itemType);
      const apartment = await resolveApartment(query);
      const specials = apartment ? await catalog.specialPrices(apartment.apartmentIdx) : undefined;
      const related: string[] = [];
      for (const code of members) {
        for (const r of snapshot.relations.get(code) ?? []) {
          if (!members.has(r) && !related.includes(r)) related.push(r);
        }
      }
      return related.slice(0, RELATED_MAX_CATEGORIES).flatMap((code) => {
        const category = snapshot.categories.get(code);
        const items = listCards(snapshot, {
          codes: new Set([code]),
          pyeong: query.pyeong,
          specials,
          sort: 'recommended',
          limit: RELATED_PER_CATEGORY,
        });
        return category && items.length
          ? [{ categoryCode: code, categoryName: category.name, label: category.label || categoryLabel(code), items }]
          : [];
      });
    },

    async listImages(itemIdx: number): Promise<ItemImage[]> {
      await requireItem(itemIdx);
      return repo.listImages(db, itemIdx);
    },

    async listOptionGroups(itemIdx: number): Promise<ItemOptionGroup[]> {
      await requireItem(itemIdx);
      return toOptionGroups(await repo.listOptionRows(db, itemIdx));
    },

    async getPartner(itemIdx: number): Promise<ItemPartnerProfile> {
      const partner = await repo.findItemPartner(db, itemIdx);
      if (!partner) throw itemNotFound();
      return {
        ...partner,
        yearsInBusiness: yearsInBusiness(partner.establishedYear),
        ratingAvg: Number(partner.ratingAvg),
        // Verified badges (approved documents only), offered services and featured items on sale.
        ...(await companyPublicExtras(db, partner.partnerIdx)),
      };
    },

    async listSections(itemIdx: number, groupType: string, apartmentIdx?: number): Promise<ItemSection[]> {
      const item = await requireItem(itemIdx);
      if (apartmentIdx !== undefined && !(await findApartmentByIdx(apartmentIdx))) throw notFound('단지');
      const rows = await repo.listSections(db, itemIdx, groupType, apartmentIdx);
      const sections: ItemSection[] = rows.map((r) => ({ ...r, extra: r.extra ?? null }));
      // The cancellation and date-change rule is never stored as text: it is written from the policy table.
      if (groupType === 'caution') sections.push(await refundPolicySection(db, item.categoryCode));
      return sections;
    },

    /**
     * Cart and order lines' view of items (also items no longer on sale), by itemIdx, with the visit-time
     * set that applies (the item's own, else its category's).
     */
    async itemSummaries(itemIdxs: number[]): Promise<Map<number, ItemSummary>> {
      const rows = await repo.findItemSummaries(db, [...new Set(itemIdxs)]);
      return new Map(
        rows.map((r) => [
          r.itemIdx,
          {
            itemIdx: r.itemIdx,
            name: r.name,
            categoryCode: r.categoryCode,
            categoryName: r.categoryName,
            thumbnailUrl: r.thumbnailUrl,
            partnerIdx: r.partnerIdx,
            companyName: r.companyName,
            sellable: r.sellable,
            visitTimeSet: visitTimeSetFor(r),
            quoteOnVisit: r.quoteOnVisit,
          },
        ]),
      );
    },

    /** The price of an item with the chosen options, for a 평형 and a complex (items.estimate.ts). */
    async estimate(itemIdx: number, input: EstimateInput): Promise<ItemEstimate> {
      const [result] = await estimateMany([{ itemIdx, ...input }]);
      if (result instanceof AppError) throw result;
      return result!;
    },

    estimateMany,
  };
}

export type ItemsService = ReturnType<typeof createItemsService>;
