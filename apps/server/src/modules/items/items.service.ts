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
import { categoryLabel, itemList, success, visitTimeSetFor, type VisitTimeSetKey } from '@ipju/contract';
import type { Db } from '../../db/client';
import { AppError, invalidField, notFound } from '../../lib/errors';
import { estimateTotal, pickPyeongTier } from '../../lib/pricing';
import { categoryCodesFor, createCatalogCache, listCards, type CatalogSnapshot, type SpecialPrice } from './items.catalog';
import { toOptionGroups } from './items.mapper';
import * as repo from './items.repository';

/** Related items shown per related category. */
const RELATED_PER_CATEGORY = 4;
const RELATED_MAX_CATEGORIES = 6;

export interface PriceContext {
  complexName?: string;
  apartmentIdx?: number;
  pyeong?: number;
}

export type ListItemsInput = PriceContext & { itemType?: string; itemSortType: ItemSortType; limit: number };

/** The success body of GET /items, checked against its schema as the route's serializer would. */
function serializeList(list: ItemList): string {
  return JSON.stringify(listItemsResponse.encode({ status: 'success', data: list }));
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
}

export interface EstimateInput extends PriceContext {
  optionIdxs: number[];
  quantity: number;
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
    if (apartment && complexTtl > 0) {
      if (complexes.size >= COMPLEX_CACHE_MAX) complexes.clear();
      complexes.set(key, { value: apartment, expires: Date.now() + complexTtl });
    }
    return apartment;
  }
  const findApartmentByIdx = (idx: number) => cachedComplex(`#${idx}`, () => repo.findApartmentByIdx(db, idx));
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

  async function requireItem(itemIdx: number) {
    const item = await repo.findActiveItem(db, itemIdx);
    if (!item) throw itemNotFound();
    return item;
  }

  async function listItemsWithSources(query: ListItemsInput) {
    const apartment = await resolveApartment(query);
    const { snapshot, codes } =
      query.itemType !== undefined
        ? await resolveItemType(query.itemType)
        : { snapshot: await catalog.snapshot(), codes: undefined };
    const specials = apartment ? await catalog.specialPrices(apartment.apartmentIdx) : undefined;
    const list: ItemList = {
      items: listCards(snapshot, { codes, pyeong: query.pyeong, specials, sort: query.itemSortType, limit: query.limit }),
      apartment: apartment ?? null,
      pyeong: query.pyeong ?? null,
    };
    return { list, snapshot, specials };
  }

  const listMemo = new WeakMap<CatalogSnapshot, WeakMap<Map<number, SpecialPrice>, Map<string, string>>>();

  return {
    resolveApartment,

    /** Drop the in-memory catalogue (call after changing items, prices or categories in this process). */
    invalidateCatalog: () => catalog.invalidate(),

    async listItems(query: ListItemsInput): Promise<ItemList> {
      return (await listItemsWithSources(query)).list;
    },

    /**
     * GET /items as its serialised success body. While the catalogue snapshot and the complex's special
     * prices stay the same objects (ttlMs), equal queries share one answer, validated against the
     * response schema when it is made; without caching (ttlMs = 0) every call builds it.
     */
    async listItemsJson(query: ListItemsInput): Promise<string> {
      const { list, snapshot, specials } = await listItemsWithSources(query);
      if (ttlMs <= 0) return serializeList(list);
      let bySpecials = listMemo.get(snapshot);
      if (!bySpecials) listMemo.set(snapshot, (bySpecials = new WeakMap()));
      let memo = bySpecials.get(specials ?? NO_SPECIALS);
      if (!memo) bySpecials.set(specials ?? NO_SPECIALS, (memo = new Map()));
      const key = `${list.apartment?.apartmentIdx ?? ''}|${query.itemType ?? ''}|${query.itemSortType}|${query.limit}|${query.pyeong ?? ''}`;
      let json = memo.get(key);
      if (json === undefined) {
        if (memo.size >= LIST_MEMO_MAX) memo.clear();
        memo.set(key, (json = serializeList(list)));
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
      return { ...partner, ratingAvg: Number(partner.ratingAvg) };
    },

    async listSections(itemIdx: number, groupType: string, apartmentIdx?: number): Promise<ItemSection[]> {
      await requireItem(itemIdx);
      if (apartmentIdx !== undefined && !(await findApartmentByIdx(apartmentIdx))) throw notFound('단지');
      const rows = await repo.listSections(db, itemIdx, groupType, apartmentIdx);
      return rows.map((r) => ({ ...r, extra: r.extra ?? null }));
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
          },
        ]),
      );
    },

    /**
     * The price of an item with the chosen options, for a 평형 and a complex. The 평형 tier is the chosen
     * tier option, else the tier covering `pyeong`; the complex's active special price discounts the total.
     */
    async estimate(itemIdx: number, input: EstimateInput): Promise<ItemEstimate> {
      const item = await requireItem(itemIdx);
      const apartment = await resolveApartment(input);
      const groups = toOptionGroups(await repo.listOptionRows(db, itemIdx));
      const optionById = new Map(groups.flatMap((g) => g.options.map((o) => [o.optionIdx, { option: o, group: g }] as const)));

      const duplicates = input.optionIdxs.filter((id, i) => input.optionIdxs.indexOf(id) !== i);
      if (duplicates.length) {
        throw invalidField('optionIdxs', `같은 옵션을 두 번 고를 수 없어요: ${[...new Set(duplicates)].join(', ')}`);
      }
      const foreign = input.optionIdxs.filter((id) => !optionById.has(id));
      if (foreign.length) {
        throw invalidField('optionIdxs', `이 상품의 옵션이 아니에요: ${foreign.join(', ')}. 상품의 옵션 목록에서 골라 주세요.`);
      }

      const chosen = input.optionIdxs.map((id) => optionById.get(id)!);
      const lines: ItemEstimate['lines'] = [];
      let pyeongTier: ItemEstimate['pyeongTier'] = null;

      const tierGroups = groups.filter((g) => g.kind === 'pyeong' && g.options.length);
      const chosenTiers = chosen.filter((c) => c.group.kind === 'pyeong');
      if (chosenTiers.length > 1) {
        throw invalidField('optionIdxs', `평형 구간은 하나만 골라 주세요: ${chosenTiers.map((c) => c.option.name).join(', ')}`);
      }
      if (tierGroups.length) {
        let tier = chosenTiers[0];
        let autoSelected = false;
        if (!tier) {
          if (input.pyeong === undefined) {
            throw invalidField('pyeong', '평형을 입력하거나 평형 구간 옵션을 골라 주세요.');
          }
          const candidates = tierGroups.flatMap((g) => g.options.map((option) => ({ ...option, group: g })));
          const picked = pickPyeongTier(candidates, input.pyeong)!;
          tier = { option: picked, group: picked.group };
          autoSelected = true;
        }
        pyeongTier = {
          optionIdx: tier.option.optionIdx,
          name: tier.option.name,
          pyeongMin: tier.option.pyeongMin,
          pyeongMax: tier.option.pyeongMax,
        };
        lines.push({
          optionIdx: tier.option.optionIdx,
          groupIdx: tier.group.groupIdx,
          groupName: tier.group.name,
          kind: tier.group.kind,
          name: tier.option.name,
          price: tier.option.price,
          autoSelected,
        });
      }

      for (const group of groups) {
        if (group.kind === 'pyeong') continue;
        const picked = chosen.filter((c) => c.group.groupIdx === group.groupIdx);
        if (group.required && !picked.length && group.options.length) {
          throw invalidField('optionIdxs', `'${group.name}' 옵션을 하나 이상 골라 주세요.`);
        }
        if (!group.multiple && picked.length > 1) {
          throw invalidField('optionIdxs', `'${group.name}' 옵션은 하나만 고를 수 있어요.`);
        }
        for (const c of picked) {
          lines.push({
            optionIdx: c.option.optionIdx,
            groupIdx: group.groupIdx,
            groupName: group.name,
            kind: group.kind,
            name: c.option.name,
            price: c.option.price,
            autoSelected: false,
          });
        }
      }
      // Without 평형 tiers the item's base price is the service itself and options add to it.
      const basePrice = tierGroups.length ? 0 : item.basePrice;

      const special = apartment ? await repo.findActiveSpecialPrice(db, apartment.apartmentIdx, itemIdx) : undefined;
      const totals = estimateTotal([{ price: basePrice }, ...lines], input.quantity, special?.discountRate);
      return {
        itemIdx,
        quantity: input.quantity,
        pyeongTier,
        basePrice,
        lines,
        ...totals,
        ...(special ? { specialLabel: special.label } : {}),
      };
    },
  };
}

export type ItemsService = ReturnType<typeof createItemsService>;
