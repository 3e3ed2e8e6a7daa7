import { z } from 'zod';
import { apartmentRef, idParam, idValue, isoTime } from './fields';
import { itemCard, pyeongValue } from './items';

/**
 * Zzim (찜): a resident's heart on a service (one per resident and item). POST is idempotent: hearting
 * an item twice returns the same zzim. A resident keeps at most ZZIM_LIMIT hearts.
 */
export const ZZIM_LIMIT = 200;

export const createZzimBody = z.object({ itemIdx: idValue('상품 번호') });

export const zzimIdPath = z.object({ id: idParam('찜 번호') });

/** The complex and 평형 the cards' prices are computed for, as GET /items takes them. */
export const listZzimsQuery = z.object({
  apartmentIdx: idParam('단지 번호').optional().describe('단지 번호 (단지 특가를 가격에 반영)'),
  pyeong: pyeongValue.optional().describe('평형 (가격 구간 선택)'),
});
export type ListZzimsQuery = z.infer<typeof listZzimsQuery>;

/** A zzim as POST /zzims and DELETE /zzims/{id} answer it. */
export const zzimRef = z.object({
  zzimIdx: z.number().int(),
  itemIdx: z.number().int(),
  createdAt: isoTime,
});
export type ZzimRef = z.infer<typeof zzimRef>;

export const createZzimResult = zzimRef.extend({
  created: z.boolean().describe('이번 요청으로 새로 찜했으면 true, 이미 찜해 둔 상품이면 false'),
});
export type CreateZzimResult = z.infer<typeof createZzimResult>;

/** One heart in my list: what the item was (always), and its priced card while it is on sale. */
export const zzim = zzimRef.extend({
  onSale: z.boolean().describe('지금 판매 중인지 (판매가 끝났거나 업체가 탈퇴했으면 false)'),
  name: z.string(),
  categoryCode: z.string(),
  categoryName: z.string(),
  companyName: z.string(),
  thumbnailUrl: z.string(),
  card: itemCard.nullable().describe('판매 중인 상품의 카드 (가격은 단지·평형 기준); 판매가 끝났으면 null'),
});
export type Zzim = z.infer<typeof zzim>;

export const zzimList = z.object({
  zzims: z.array(zzim).describe('최근에 찜한 순'),
  itemIdxs: z.array(z.number().int()).describe('찜한 상품 번호 전체 (하트 표시용)'),
  count: z.number().int(),
  limit: z.number().int().describe('찜할 수 있는 최대 개수'),
  apartment: apartmentRef.nullable().describe('가격을 계산한 단지'),
  pyeong: z.number().int().nullable(),
});
export type ZzimList = z.infer<typeof zzimList>;
