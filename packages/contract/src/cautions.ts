import { z } from 'zod';
import { idParam } from './fields';
import { CAUTION_TIMINGS, GUEST_KEY_PATTERN } from './caution-words';
import { ORDER_STATUSES } from './order-status';

/**
 * Cautions (GET /cautions, SPEC section 7: residentIdx, guestKey): what to know before a visit. A signed-in
 * resident asks with their own residentIdx and gets each booked visit (a service awaiting its deposit or
 * its work, or in progress, with a visit date or 미정) with the precautions of its service, plus the
 * general ones. A guest (no account yet) asks with guestKey, a random key its device keeps for later guest
 * bookings, and gets the general precautions; the key is checked for shape and never stored.
 */

export const cautionsQuery = z.object({
  residentIdx: idParam('회원 번호').optional().describe('로그인한 본인의 회원 번호'),
  guestKey: z
    .string()
    .regex(GUEST_KEY_PATTERN, { error: '게스트 키(guestKey)는 영문, 숫자, -, _ 로 8~64자여야 해요.' })
    .optional()
    .describe('비회원 기기를 구분하는 키 (8~64자, 영문·숫자·-·_); 저장하지 않아요'),
});
export type CautionsQuery = z.infer<typeof cautionsQuery>;

export const caution = z.object({
  cautionIdx: z.number().int(),
  title: z.string(),
  body: z.string(),
  timing: z.enum(CAUTION_TIMINGS),
  timingLabel: z.string(),
});
export type Caution = z.infer<typeof caution>;

export const visitCautions = z.object({
  lineIdx: z.number().int(),
  merchantUid: z.string(),
  itemIdx: z.number().int(),
  itemName: z.string(),
  categoryCode: z.string(),
  categoryName: z.string(),
  companyName: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  visitDate: z.string().nullable().describe('YYYY-MM-DD; 미정이면 null'),
  dateUndecided: z.boolean(),
  visitHour: z.number().int().nullable().describe('방문 시각 (시); 해피콜로 정하면 null'),
  cautions: z.array(caution).describe('이 서비스의 주의사항 (방문 전, 당일, 시공 후 순)'),
});
export type VisitCautions = z.infer<typeof visitCautions>;

export const cautionsPayload = z.object({
  audience: z.enum(['resident', 'guest']),
  visits: z.array(visitCautions).describe('예약한 방문 (방문일 순, 미정은 뒤에); 게스트는 빈 목록'),
  general: z.array(caution).describe('모든 방문에 공통인 주의사항'),
});
export type CautionsPayload = z.infer<typeof cautionsPayload>;
