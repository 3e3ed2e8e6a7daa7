import type { OfflineItemType, OfflineOrderDetail } from '@ipju/contract';

/** A pending offline order as GET /partner/offlines/order/detail answers it. Test only. */
export function offlineOrder(overrides: Partial<OfflineOrderDetail> = {}): OfflineOrderDetail {
  return {
    id: 41,
    status: 'pending',
    statusLabel: '결제 대기',
    refunded: false,
    name: '김고객',
    phone: '010-1234-5678',
    complexName: '잠실래미안아이파크',
    dong: '101',
    ho: '1203',
    pyeong: 34,
    itemName: '입주청소 스탠다드',
    price: 330_000,
    visitDate: '2026-12-05',
    visitHour: 10,
    createdAt: '2026-11-26T01:00:00.000Z',
    paidAt: null,
    apartmentIdx: 3,
    areaIdx: 12,
    itemIdx: 114,
    options: [{ optionIdx: 501, groupName: '평형', name: '30평대', price: 330_000 }],
    memo: '',
    payMethod: null,
    cancelledAt: null,
    links: [{ linkType: 'ALIMTALK', sentAt: '2026-11-26T01:00:00.000Z', current: true }],
    ...overrides,
  };
}

export const ITEM_TYPES: OfflineItemType[] = [
  {
    itemIdx: 114,
    name: '입주청소 스탠다드',
    categoryName: '입주청소',
    groups: [
      {
        groupIdx: 1,
        name: '평형',
        kind: 'pyeong',
        multiple: false,
        options: [
          { optionIdx: 500, name: '20평대', price: 250_000, pyeongMin: 20, pyeongMax: 29 },
          { optionIdx: 501, name: '30평대', price: 330_000, pyeongMin: 30, pyeongMax: 39 },
        ],
      },
      { groupIdx: 2, name: '추가', kind: 'addon', multiple: true, options: [{ optionIdx: 600, name: '베란다', price: 30_000, pyeongMin: null, pyeongMax: null }] },
    ],
  },
];
