import type { ItemCard, Zzim, ZzimList } from '@ipju/contract';

export function makeCard(overrides: Partial<ItemCard> = {}): ItemCard {
  return {
    itemIdx: 101,
    name: '프리미엄 입주청소',
    summary: '새집 먼지와 시공 분진까지 꼼꼼하게',
    categoryCode: 'cleaning',
    categoryName: '입주청소',
    thumbnailUrl: '/files/seed/cat-cleaning-1.webp',
    partner: { partnerIdx: 7, companyName: '깨끗한집 클린', ratingAvg: 4.8, reviewCount: 120 },
    ratingAvg: 4.8,
    reviewCount: 120,
    salesCount: 300,
    visitTimes: [],
    quoteOnVisit: false,
    price: { regularPrice: 450000, price: 450000, discountRate: 0, priceType: 'regular', basis: 'from' },
    ...overrides,
  };
}

export function makeZzim(card: ItemCard | null, overrides: Partial<Zzim> = {}): Zzim {
  const itemIdx = card?.itemIdx ?? overrides.itemIdx ?? 999;
  return {
    zzimIdx: itemIdx + 5000,
    itemIdx,
    createdAt: '2026-11-20T01:00:00.000Z',
    onSale: card !== null,
    name: card?.name ?? '판매 끝난 줄눈 시공',
    categoryCode: card?.categoryCode ?? 'tljoint',
    categoryName: card?.categoryName ?? '줄눈 시공',
    companyName: card?.partner.companyName ?? '반짝줄눈',
    thumbnailUrl: card?.thumbnailUrl ?? '/files/seed/cat-tljoint-1.webp',
    card,
    ...overrides,
  };
}

export function makeList(zzims: Zzim[]): ZzimList {
  return { zzims, itemIdxs: zzims.map((z) => z.itemIdx), count: zzims.length, limit: 200, apartment: null, pyeong: null };
}
