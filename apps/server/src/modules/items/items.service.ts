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
import { categoryLabel } from '@ipju/contract';
import type { Db } from '../../db/client';
import { AppError, invalidField, notFound } from '../../lib/errors';
import { estimateTotal, pickPyeongTier } from '../../lib/pricing';
import { toItemCard, toOptionGroups } from './items.mapper';
import * as repo from './items.repository';

/** Related items shown per related category. */
const RELATED_PER_CATEGORY = 4;
const RELATED_MAX_CATEGORIES = 6;

export interface PriceContext {
  complexName?: string;
  apartmentIdx?: number;
  pyeong?: number;
}

export interface EstimateInput extends PriceContext {
  optionIdxs: number[];
  quantity: number;
}

const itemNotFound = () => new AppError('NOT_FOUND', '상품을 찾을 수 없어요. 판매가 끝났거나 없는 상품이에요.');

const itemTypeNotFound = (code: string) =>
  new AppError('NOT_FOUND', `'${code}' 서비스를 찾을 수 없어요. 서비스 종류(itemType)를 확인해 주세요.`);

/** Complex names resolve to the same complex for minutes at a time; the list is the hottest route. */
const COMPLEX_CACHE_TTL_MS = 5 * 60_000;
const COMPLEX_CACHE_MAX = 2_000;

export function createItemsService(db: Db) {
  const complexByName = new Map<string, { value: { apartmentIdx: number; name: string }; expires: number }>();

  async function findApartmentByName(name: string) {
    const hit = complexByName.get(name);
    if (hit && hit.expires > Date.now()) return hit.value;
    const apartment = await repo.findApartmentByName(db, name);
    if (apartment) {
      if (complexByName.size >= COMPLEX_CACHE_MAX) complexByName.clear();
      complexByName.set(name, { value: apartment, expires: Date.now() + COMPLEX_CACHE_TTL_MS });
    }
    return apartment;
  }

  /** The complex prices are computed for: by number, else by exact name; undefined without either. */
  async function resolveApartment(ctx: PriceContext) {
    if (ctx.apartmentIdx !== undefined) {
      const apartment = await repo.findApartmentByIdx(db, ctx.apartmentIdx);
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

  return {
    resolveApartment,

    async listItems(query: PriceContext & { itemType?: string; itemSortType: ItemSortType; limit: number }): Promise<ItemList> {
      const apartment = await resolveApartment(query);
      const rows = await repo.queryItemCards(db, {
        itemType: query.itemType,
        apartmentIdx: apartment?.apartmentIdx,
        pyeong: query.pyeong,
        sort: query.itemSortType,
        limit: query.limit,
      });
      // Only an empty answer needs the extra look-up that tells "no items yet" from "no such category".
      if (!rows.length && query.itemType !== undefined && !(await repo.itemTypeExists(db, query.itemType))) {
        throw itemTypeNotFound(query.itemType);
      }
      return {
        items: rows.map(toItemCard),
        apartment: apartment ?? null,
        pyeong: query.pyeong ?? null,
      };
    },

    async listRelatedItems(query: PriceContext & { itemType: string }): Promise<RelatedItemGroup[]> {
      if (!(await repo.itemTypeExists(db, query.itemType))) throw itemTypeNotFound(query.itemType);
      const apartment = await resolveApartment(query);
      const codes = (await repo.relatedCategoryCodes(db, query.itemType)).slice(0, RELATED_MAX_CATEGORIES);
      if (!codes.length) return [];
      const rows = await repo.queryItemCards(db, {
        categoryCodes: codes,
        apartmentIdx: apartment?.apartmentIdx,
        pyeong: query.pyeong,
        sort: 'recommended',
        limit: codes.length * RELATED_PER_CATEGORY,
        perCategory: RELATED_PER_CATEGORY,
      });
      const groups = new Map<string, RelatedItemGroup>();
      for (const row of rows) {
        let group = groups.get(row.categoryCode);
        if (!group) {
          group = {
            categoryCode: row.categoryCode,
            categoryName: row.categoryName,
            label: categoryLabel(row.categoryCode),
            items: [],
          };
          groups.set(row.categoryCode, group);
        }
        group.items.push(toItemCard(row));
      }
      return codes.flatMap((code) => groups.get(code) ?? []);
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
      if (apartmentIdx !== undefined && !(await repo.findApartmentByIdx(db, apartmentIdx))) throw notFound('단지');
      const rows = await repo.listSections(db, itemIdx, groupType, apartmentIdx);
      return rows.map((r) => ({ ...r, extra: r.extra ?? null }));
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
