import { z } from 'zod';
import { apartmentRef, idList, idValue, isoTime, tzValue, visitHour } from './fields';
import { OPTION_GROUP_KINDS, pyeongTier, pyeongValue } from './items';
import { refundPolicy } from './refund-policy';
import { visitTimeOption } from './visit-times';

/**
 * Cart operations (/carts). A cart line is one service for one home: the item, its chosen options, the
 * 평형 and complex it is priced for, a quantity, and the desired visit date (`tz`: a date, '미정' or
 * null) and hour (`time`). Prices are never sent by the client: the server prices every line on every read.
 */

const quantity = z
  .number({ error: '수량은 숫자로 보내 주세요.' })
  .int({ error: '수량은 정수로 보내 주세요.' })
  .min(1, { error: '수량은 1 이상이어야 해요.' })
  .max(10, { error: '수량은 10 이하여야 해요.' });

export const addCartBody = z.object({
  itemIdx: idValue('상품 번호'),
  optionIdxs: idList('옵션', 50).default([]),
  pyeong: pyeongValue.optional().describe('평형 (평형 구간 옵션을 고르지 않았을 때 가격 구간을 정해요)'),
  apartmentIdx: idValue('단지 번호').optional().describe('단지 특가를 적용할 단지'),
  quantity: quantity.default(1),
  tz: tzValue.nullable().optional().describe('희망일: 2026-12-05, 미정, 또는 아직 없음(null)'),
  time: visitHour.nullable().optional().describe('희망 방문 시각(시); 해피콜로 정하는 상품은 null'),
});
export type AddCartBody = z.input<typeof addCartBody>;
export type AddCartInput = z.infer<typeof addCartBody>;

export const deleteCartBody = z.object({ ids: idList('장바구니 번호', 100).min(1, { error: '삭제할 상품을 골라 주세요.' }) });

export const updateCartDateBody = z.object({
  cartIdx: idValue('장바구니 번호'),
  tz: tzValue.describe('희망일: 2026-12-05 또는 미정'),
  time: visitHour.nullable().optional().describe('희망 방문 시각(시); 날짜가 미정이거나 해피콜 상품이면 null'),
});

export const lineOption = z.object({
  optionIdx: z.number().int(),
  groupName: z.string(),
  kind: z.enum(OPTION_GROUP_KINDS),
  name: z.string(),
  price: z.number().int().describe('원 (수량 1개 기준)'),
});
export type LineOption = z.infer<typeof lineOption>;

/** What a cart line and an order line both show about the service. */
export const serviceSummary = z.object({
  itemIdx: z.number().int(),
  itemName: z.string(),
  categoryCode: z.string(),
  categoryName: z.string(),
  thumbnailUrl: z.string(),
  partner: z.object({ partnerIdx: z.number().int(), companyName: z.string() }),
  apartment: apartmentRef.nullable(),
  pyeong: z.number().int().nullable(),
  pyeongTier: pyeongTier.nullable(),
  options: z.array(lineOption),
  quantity: z.number().int(),
  tz: z.string().nullable().describe('희망일 YYYY-MM-DD, 미정, 또는 null'),
  time: z.number().int().nullable().describe('방문 시각(시) 또는 null'),
  timeLabel: z.string().nullable().describe('예: 오전 9시, 해피콜 시 시간 협의'),
});

export const cartLine = serviceSummary.extend({
  cartIdx: z.number().int(),
  visitTimes: z.array(visitTimeOption).describe('이 상품의 방문 시간 목록'),
  regularTotal: z.number().int().describe('정가 합계 (원)'),
  discountAmount: z.number().int().describe('단지 특가 할인 (원)'),
  discountRate: z.number().int(),
  price: z.number().int().describe('지금 결제하면 내는 금액 (원, 쿠폰·포인트 전)'),
  priceType: z.enum(['special', 'regular']),
  specialLabel: z.string().nullable(),
  addedPrice: z.number().int().describe('담을 때의 금액 (원)'),
  priceChanged: z.boolean().describe('담은 뒤 금액이 바뀌었는지'),
  available: z.boolean().describe('지금 결제할 수 있는 상품인지'),
  unavailableReason: z.string().nullable(),
  refundPolicy,
  quote: z
    .object({ reservationUid: z.string(), covers: z.string(), validUntil: z.string() })
    .nullable()
    .optional()
    .describe('방문 견적으로 담은 상품: 가격은 업체가 보낸 견적 금액 그대로예요'),
  createdAt: isoTime,
});
export type CartLine = z.infer<typeof cartLine>;

export const cartPayload = z.object({
  lines: z.array(cartLine),
  count: z.number().int(),
  totals: z.object({
    regularTotal: z.number().int(),
    discountAmount: z.number().int(),
    total: z.number().int().describe('결제할 수 있는 상품의 합계 (원, 쿠폰·포인트 전)'),
  }),
});
export type CartPayload = z.infer<typeof cartPayload>;

export const addCartResult = z.object({
  line: cartLine,
  alreadyInCart: z.boolean().describe('같은 상품·옵션이 이미 담겨 있어 새로 담지 않았는지'),
  count: z.number().int(),
});

export const deleteCartResult = z.object({
  deleted: z.number().int(),
  count: z.number().int().describe('남은 장바구니 상품 수'),
});

export const cartCount = z.number().int().describe('장바구니 상품 수');
