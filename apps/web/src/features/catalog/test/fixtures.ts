import type { ItemEstimate, ItemOptionGroup } from '@ipju/contract';

export const OPTION_GROUPS: ItemOptionGroup[] = [
  {
    groupIdx: 1,
    name: '평형',
    kind: 'pyeong',
    required: true,
    multiple: false,
    options: [
      { optionIdx: 11, name: '30평 이하', price: 350000, pyeongMin: null, pyeongMax: 30 },
      { optionIdx: 12, name: '31~40평', price: 450000, pyeongMin: 31, pyeongMax: 40 },
      { optionIdx: 13, name: '41평 이상', price: 550000, pyeongMin: 41, pyeongMax: null },
    ],
  },
  {
    groupIdx: 2,
    name: '추가 옵션',
    kind: 'addon',
    required: false,
    multiple: true,
    options: [
      { optionIdx: 21, name: '베란다 곰팡이 제거', price: 50000, pyeongMin: null, pyeongMax: null },
      { optionIdx: 22, name: '새집증후군 피톤치드', price: 80000, pyeongMin: null, pyeongMax: null },
    ],
  },
];

/** What the server would answer: option prices summed, 15% off for the complex. */
export function estimateFor(optionIdxs: number[], special = true): ItemEstimate {
  const options = OPTION_GROUPS.flatMap((g) => g.options.map((o) => ({ ...o, group: g })));
  const lines = optionIdxs.map((id) => {
    const o = options.find((x) => x.optionIdx === id)!;
    return {
      optionIdx: o.optionIdx,
      groupIdx: o.group.groupIdx,
      groupName: o.group.name,
      kind: o.group.kind,
      name: o.name,
      price: o.price,
      autoSelected: false,
    };
  });
  const regularTotal = lines.reduce((sum, l) => sum + l.price, 0);
  const discountAmount = special ? Math.floor((regularTotal * 0.15) / 100) * 100 : 0;
  return {
    itemIdx: 101,
    quantity: 1,
    pyeongTier: null,
    basePrice: 0,
    lines,
    regularTotal,
    discountAmount,
    discountRate: special ? 15 : 0,
    total: regularTotal - discountAmount,
    priceType: special ? 'special' : 'regular',
    specialLabel: special ? '단지 특가' : undefined,
  };
}
