import { z } from 'zod';
import { idParam, ymdDate } from './fields';

/**
 * The company's item management (/business/items; SPEC has no API paths for it, so these are new paths
 * under /partner/items): its items with option groups and 평형 prices, on/off sale, and portfolio photos of
 * real jobs (시공 사례) shown on the resident's service page. A price change applies to new carts only.
 */

/** The highest price a company may set for one option or base price (won). */
export const MAX_ITEM_PRICE = 50_000_000;

const wonPrice = (label: string) =>
  z
    .number({ error: `${label}을 숫자로 입력해 주세요.` })
    .int({ error: `${label}은 원 단위 정수로 입력해 주세요.` })
    .min(0, { error: `${label}은 0원 이상이어야 해요.` })
    .max(MAX_ITEM_PRICE, { error: `${label}은 5천만 원 이하로 입력해 주세요.` })
    .refine((v) => v % 100 === 0, { error: `${label}은 100원 단위로 입력해 주세요.` });

export const partnerItemOption = z.object({
  optionIdx: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  pyeongMin: z.number().int().nullable(),
  pyeongMax: z.number().int().nullable(),
});
export const partnerItemOptionGroup = z.object({
  groupIdx: z.number().int(),
  name: z.string(),
  kind: z.enum(['pyeong', 'area', 'addon']),
  required: z.boolean(),
  multiple: z.boolean(),
  options: z.array(partnerItemOption),
});

export const portfolioPhoto = z.object({
  photoIdx: z.number().int(),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  caption: z.string(),
  workedOn: z.string().nullable().describe('시공한 날 YYYY-MM-DD'),
  createdAt: z.string(),
});
export type PortfolioPhoto = z.infer<typeof portfolioPhoto>;

export const partnerItemSummary = z.object({
  itemIdx: z.number().int(),
  name: z.string(),
  summary: z.string(),
  categoryCode: z.string(),
  categoryName: z.string(),
  thumbnailUrl: z.string(),
  onSale: z.boolean(),
  /** The lowest and highest price of its 평형 tiers (the base price for an item without tiers). */
  priceFrom: z.number().int(),
  priceTo: z.number().int(),
  portfolioCount: z.number().int(),
  isMain: z.boolean().describe('업체 페이지 대표 상품'),
});
export type PartnerItemSummary = z.infer<typeof partnerItemSummary>;

export const partnerItemList = z.object({ items: z.array(partnerItemSummary) });

export const partnerItemDetail = partnerItemSummary.extend({
  basePrice: z.number().int().describe('평형 구간이 없는 상품의 기본 가격'),
  hasPyeongTiers: z.boolean(),
  optionGroups: z.array(partnerItemOptionGroup),
  portfolio: z.array(portfolioPhoto),
});
export type PartnerItemDetail = z.infer<typeof partnerItemDetail>;

export const partnerItemPath = z.object({ itemIdx: idParam('상품 번호') });
export const portfolioPhotoPath = z.object({ itemIdx: idParam('상품 번호'), photoIdx: idParam('사진 번호') });

export const partnerItemPricesBody = z.object({
  basePrice: wonPrice('기본 가격').optional().describe('평형 구간이 없는 상품만'),
  options: z
    .array(
      z.object({
        optionIdx: idParam('옵션 번호'),
        price: wonPrice('옵션 가격'),
      }),
      { error: '옵션 가격을 목록으로 보내 주세요.' },
    )
    .max(100, { error: '옵션은 한 번에 100개까지 바꿀 수 있어요.' })
    .refine((a) => new Set(a.map((o) => o.optionIdx)).size === a.length, { error: '같은 옵션이 두 번 들어 있어요.' })
    .default([]),
});
export type PartnerItemPricesBody = z.infer<typeof partnerItemPricesBody>;

export const partnerItemSaleBody = z.object({
  onSale: z.boolean({ error: '판매 여부(onSale)를 true 또는 false로 보내 주세요.' }),
});

/** How many 시공 사례 photos one item keeps. */
export const MAX_PORTFOLIO_PHOTOS = 30;

export const portfolioPhotoBody = z.object({
  fileKey: z
    .string({ error: '사진을 올려 주세요.' })
    .trim()
    .min(1, { error: '사진을 올려 주세요.' })
    .max(200)
    .describe('GET /files/presigned_url?type=portfolio 로 올린 사진의 key'),
  caption: z
    .string({ error: '사진 설명을 입력해 주세요.' })
    .trim()
    .min(2, { error: "사진 설명을 2자 이상 입력해 주세요. 예: '34평 입주청소'" })
    .max(60, { error: '사진 설명은 60자 이하로 입력해 주세요.' }),
  workedOn: ymdDate('시공한 날').optional(),
});
export type PortfolioPhotoBody = z.infer<typeof portfolioPhotoBody>;

export const portfolioList = z.object({ photos: z.array(portfolioPhoto) });
