import type { ItemCard, ItemList } from '@ipju/contract';

/** The catalogue's 사전점검 item as listItems returns it, priced for a complex (a special price). */
export function homeinspItem(overrides: Partial<ItemCard> = {}): ItemCard {
  return {
    itemIdx: 142,
    name: '사전점검 정밀 (열화상·레벨기)',
    summary: '열화상 카메라, 레이저 레벨기, 라돈 측정기로 보이지 않는 하자까지',
    categoryCode: 'homeinsp',
    categoryName: '사전점검',
    thumbnailUrl: '/files/seed/items/homeinsp-1.jpg',
    partner: { partnerIdx: 9, companyName: '입주 사전점검팀', ratingAvg: 4.9, reviewCount: 31 },
    ratingAvg: 4.9,
    reviewCount: 31,
    salesCount: 80,
    visitTimes: [],
    quoteOnVisit: false,
    price: {
      regularPrice: 420000,
      price: 378000,
      discountRate: 10,
      priceType: 'special',
      specialLabel: '단지 특가',
      pyeongTier: { optionIdx: 3, name: '25~34평', pyeongMin: 25, pyeongMax: 34 },
      basis: 'pyeong',
    },
    ...overrides,
  };
}

export function homeinspList(item = homeinspItem()): ItemList {
  return { items: [item], apartment: { apartmentIdx: 5, name: '래미안 원베일리' }, pyeong: 34 };
}
