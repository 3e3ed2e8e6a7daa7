import { z } from 'zod';
import { itemTypeCode } from './categories';
import { idParam, pageQuery } from './fields';
import { verifiedBadge } from './partner-profile';
import { visitTimeOption } from './visit-times';

export const ITEM_SORT_TYPES = ['recommended', 'priceAsc', 'priceDesc', 'rating', 'reviewCount', 'popular'] as const;
export type ItemSortType = (typeof ITEM_SORT_TYPES)[number];

export const OPTION_GROUP_KINDS = ['pyeong', 'area', 'addon'] as const;
export type OptionGroupKind = (typeof OPTION_GROUP_KINDS)[number];

export const pyeongValue = z.coerce
  .number({ error: '평형은 숫자로 입력해 주세요.' })
  .int({ error: '평형은 정수로 입력해 주세요.' })
  .min(1, { error: '평형은 1 이상이어야 해요.' })
  .max(150, { error: '평형은 150 이하여야 해요.' });

const complexName = z
  .string()
  .trim()
  .min(1, { error: '단지명을 입력해 주세요.' })
  .max(60, { error: '단지명은 60자 이하로 입력해 주세요.' });

/** Where prices are computed for: a complex (by name or number) and a unit size. */
const priceContext = {
  complexName: complexName.optional().describe('단지 이름 (정확히 일치)'),
  apartmentIdx: idParam('단지 번호').optional(),
  pyeong: pyeongValue.optional().describe('평형 (가격 구간 선택)'),
};

export const listItemsQuery = z.object({
  itemType: itemTypeCode.optional().describe('서비스 코드 또는 묶음 코드; 없으면 전체'),
  itemSortType: z
    .enum(ITEM_SORT_TYPES, {
      error: '정렬 방식은 recommended, priceAsc, priceDesc, rating, reviewCount, popular 중 하나여야 해요.',
    })
    .default('recommended'),
  limit: pageQuery.limit,
  ...priceContext,
});
export type ListItemsQuery = z.infer<typeof listItemsQuery>;

export const relatedItemsQuery = z.object({
  itemType: itemTypeCode.describe('서비스 코드 또는 묶음 코드'),
  ...priceContext,
});

export const itemIdPath = z.object({ id: idParam('상품 번호') });

export const pyeongTier = z.object({
  optionIdx: z.number().int(),
  name: z.string(),
  pyeongMin: z.number().int().nullable(),
  pyeongMax: z.number().int().nullable(),
});
export type PyeongTier = z.infer<typeof pyeongTier>;

/** Which price applies to an item for the given complex and 평형. */
export const itemPrice = z.object({
  regularPrice: z.number().int().describe('정가 (평형 구간 가격, 원)'),
  price: z.number().int().describe('적용 가격 (원)'),
  discountRate: z.number().int().describe('할인율 % (정가면 0)'),
  priceType: z.enum(['special', 'regular']).describe('special: 단지 특가 적용'),
  specialLabel: z.string().optional(),
  pyeongTier: pyeongTier.optional().describe('가격을 정한 평형 구간'),
  basis: z
    .enum(['pyeong', 'from'])
    .describe("pyeong: 고른 평형의 구간 가격; from: 평형을 고르기 전이라 가장 낮은 가격 ('N원부터', 화면은 itemPriceDisplay로 그려요)"),
});
export type ItemPrice = z.infer<typeof itemPrice>;

export const itemPartnerSummary = z.object({
  partnerIdx: z.number().int(),
  companyName: z.string(),
  ratingAvg: z.number(),
  reviewCount: z.number().int(),
});

export const itemCard = z.object({
  itemIdx: z.number().int(),
  name: z.string(),
  summary: z.string(),
  categoryCode: z.string(),
  categoryName: z.string(),
  thumbnailUrl: z.string(),
  partner: itemPartnerSummary,
  ratingAvg: z.number(),
  reviewCount: z.number().int(),
  salesCount: z.number().int(),
  visitTimes: z.array(visitTimeOption),
  price: itemPrice,
  quoteOnVisit: z.boolean().describe('방문 견적 후 가격이 정해지는 서비스 (장바구니 대신 무료 방문 견적 예약)'),
});
export type ItemCard = z.infer<typeof itemCard>;

export const itemList = z.object({
  items: z.array(itemCard),
  apartment: z
    .object({ apartmentIdx: z.number().int(), name: z.string() })
    .nullable()
    .describe('가격을 계산한 단지'),
  pyeong: z.number().int().nullable(),
});
export type ItemList = z.infer<typeof itemList>;

export const relatedItemGroup = z.object({
  categoryCode: z.string(),
  categoryName: z.string(),
  label: z.string(),
  items: z.array(itemCard),
});
export const relatedItems = z.array(relatedItemGroup);
export type RelatedItemGroup = z.infer<typeof relatedItemGroup>;

export const itemImage = z.object({
  imageIdx: z.number().int(),
  url: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ItemImage = z.infer<typeof itemImage>;

export const itemOption = z.object({
  optionIdx: z.number().int(),
  name: z.string(),
  price: z.number().int().describe('원'),
  pyeongMin: z.number().int().nullable(),
  pyeongMax: z.number().int().nullable(),
});
export const itemOptionGroup = z.object({
  groupIdx: z.number().int(),
  name: z.string(),
  kind: z.enum(OPTION_GROUP_KINDS).describe('pyeong: 평형 구간(하나 선택), area: 시공 범위, addon: 추가 옵션'),
  required: z.boolean(),
  multiple: z.boolean(),
  options: z.array(itemOption),
});
export type ItemOptionGroup = z.infer<typeof itemOptionGroup>;

export const itemPartnerProfile = z.object({
  partnerIdx: z.number().int(),
  companyName: z.string(),
  intro: z.string(),
  description: z.string(),
  logoUrl: z.string(),
  businessNumber: z.string(),
  ceoName: z.string(),
  address: z.string(),
  establishedYear: z.number().int(),
  yearsInBusiness: z.number().int().describe('업력 (설립한 해를 1년째로 센 햇수)'),
  employees: z.number().int(),
  serviceAreas: z.array(z.string()),
  hours: z.record(z.string(), z.object({ open: z.string(), close: z.string() }).nullable()),
  ratingAvg: z.number(),
  reviewCount: z.number().int(),
  completedCount: z.number().int(),
  badges: z.array(verifiedBadge).describe('운영팀이 확인한 서류의 인증 배지 (사업자 인증, 자격증 인증 ...)'),
  categories: z.array(z.object({ code: z.string(), name: z.string() })).describe('업체가 제공하는 서비스'),
  mainItems: z
    .array(z.object({ itemIdx: z.number().int(), name: z.string(), thumbnailUrl: z.string() }))
    .describe('업체 대표 상품 (판매 중인 것만, 업체가 정한 순서)'),
  lunchBreak: z.object({ start: z.string(), end: z.string() }).nullable(),
  closedOnHolidays: z.boolean(),
});
export type ItemPartnerProfile = z.infer<typeof itemPartnerProfile>;

export const itemSectionsQuery = z.object({
  groupType: z
    .string({ error: '구분을 입력해 주세요. 예: detail' })
    .trim()
    .min(1, { error: '구분을 입력해 주세요. 예: detail' })
    .max(30, { error: '구분은 30자 이하로 입력해 주세요.' })
    .regex(/^[a-z_]+$/, { error: '구분은 detail, process, caution, guide, faq 같은 영문 코드로 입력해 주세요.' }),
  apartmentIdx: idParam('단지 번호').optional().describe('이 단지 전용 안내를 함께 받기'),
});

export const itemSection = z.object({
  sectionIdx: z.number().int(),
  groupType: z.string(),
  apartmentIdx: z.number().int().nullable().describe('단지 전용 안내면 단지 번호'),
  title: z.string(),
  body: z.string(),
  imageUrl: z.string().nullable(),
  extra: z.unknown().nullable(),
});
export type ItemSection = z.infer<typeof itemSection>;

export const estimateItemPriceBody = z.object({
  optionIdxs: z
    .array(idParam('옵션 번호'), { error: '옵션을 목록으로 보내 주세요.' })
    .max(50, { error: '옵션은 50개 이하로 골라 주세요.' })
    .default([]),
  pyeong: pyeongValue.optional(),
  apartmentIdx: priceContext.apartmentIdx,
  complexName: priceContext.complexName,
  quantity: z.coerce
    .number({ error: '수량은 숫자로 입력해 주세요.' })
    .int({ error: '수량은 정수로 입력해 주세요.' })
    .min(1, { error: '수량은 1 이상이어야 해요.' })
    .max(10, { error: '수량은 10 이하여야 해요.' })
    .default(1),
});
export type EstimateItemPriceBody = z.input<typeof estimateItemPriceBody>;

export const estimateLine = z.object({
  optionIdx: z.number().int(),
  groupIdx: z.number().int(),
  groupName: z.string(),
  kind: z.enum(OPTION_GROUP_KINDS),
  name: z.string(),
  price: z.number().int().describe('원 (수량 1개 기준)'),
  autoSelected: z.boolean().describe('평형으로 자동 선택된 구간이면 true'),
});

export const itemEstimate = z.object({
  itemIdx: z.number().int(),
  quantity: z.number().int(),
  pyeongTier: pyeongTier.nullable(),
  basePrice: z.number().int().describe('평형 구간이 없는 상품의 기본 가격 (구간이 있으면 0, 원)'),
  lines: z.array(estimateLine).describe('고른 옵션 (평형 구간 포함)'),
  regularTotal: z.number().int().describe('정가 합계 = (기본 가격 + 옵션 가격 합) x 수량 (원)'),
  discountAmount: z.number().int().describe('할인 금액 (100원 단위 내림)'),
  discountRate: z.number().int(),
  total: z.number().int().describe('결제 예정 금액 (원)'),
  priceType: z.enum(['special', 'regular']),
  specialLabel: z.string().optional(),
});
export type ItemEstimate = z.infer<typeof itemEstimate>;
