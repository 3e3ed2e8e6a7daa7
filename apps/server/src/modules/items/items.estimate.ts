import type { ItemEstimate, ItemOptionGroup } from '@ipju/contract';
import { invalidField } from '../../lib/errors';
import { estimateTotal, pickPyeongTier } from '../../lib/pricing';

/** Where prices are computed for: the complex (its special price) and the home's 평형. */
export interface PriceContext {
  complexName?: string;
  apartmentIdx?: number;
  pyeong?: number;
}

/**
 * The company's prices a cart line was added with (base price, and each option's price by optionIdx). When
 * given, they price the line instead of the catalogue's current prices: a company's price change applies to
 * new carts only. An option the snapshot does not know (a 평형 tier picked anew) takes the catalogue's price.
 */
export interface PriceSnapshot {
  /** Null when the item was priced by 평형 tier (no base price). */
  basePrice: number | null;
  options: Record<string, number>;
}

export interface EstimateInput extends PriceContext {
  optionIdxs: number[];
  quantity: number;
  prices?: PriceSnapshot | null;
}

/** The snapshot a new cart line keeps of the prices it was estimated with. */
export function priceSnapshotOf(estimate: Pick<ItemEstimate, 'basePrice' | 'lines' | 'pyeongTier'>): PriceSnapshot {
  return {
    basePrice: estimate.pyeongTier ? null : estimate.basePrice, options: Object.fromEntries(estimate.lines.map((l) => [String(l.optionIdx), l.price])) };
}

/** What pricing one item needs from the database (items.service.ts loads it for many items at once). */
export interface EstimateSources {
  item: { basePrice: number };
  groups: ItemOptionGroup[];
  /** The complex's special price running now for the item, if any. */
  special: { discountRate: number; label: string } | undefined;
}

/**
 * The price of an item with the chosen options, for a 평형 and a complex. The 평형 tier is the chosen
 * tier option, else the tier covering `pyeong`; the complex's active special price discounts the total.
 * Throws a 400 naming the field for options that do not fit the item.
 */
export function priceEstimate(itemIdx: number, input: EstimateInput, { item, groups, special }: EstimateSources): ItemEstimate {
  const optionById = new Map(groups.flatMap((g) => g.options.map((o) => [o.optionIdx, { option: o, group: g }] as const)));

  const duplicates = input.optionIdxs.filter((id, i) => input.optionIdxs.indexOf(id) !== i);
  if (duplicates.length) {
    throw invalidField('optionIdxs', `같은 옵션을 두 번 고를 수 없어요: ${[...new Set(duplicates)].join(', ')}`);
  }
  const foreign = input.optionIdxs.filter((id) => !optionById.has(id));
  if (foreign.length) {
    throw invalidField('optionIdxs', `이 상품의 옵션이 아니에요: ${foreign.join(', ')}. 상품의 옵션 목록에서 골라 주세요.`);
  }

  const snapshot = input.prices ?? undefined;
  const priceOf = (option: { optionIdx: number; price: number }) => snapshot?.options[String(option.optionIdx)] ?? option.price;
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
      price: priceOf(tier.option),
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
        price: priceOf(c.option),
        autoSelected: false,
      });
    }
  }
  // Without 평형 tiers the item's base price is the service itself and options add to it.
  const basePrice = tierGroups.length ? 0 : (snapshot?.basePrice ?? item.basePrice);

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
}
