import { z } from 'zod';
import { idParam } from './fields';
import { JOB_STEPS, partnerPayment } from './partner-orders';

/** The signed-in partner's company profile (GET /partner) and sign-in result. */
export const partnerProfile = z.object({
  partnerIdx: z.number().int(),
  companyName: z.string(),
  ceoName: z.string(),
  businessNumber: z.string(),
  businessType: z.string(),
  address: z.string(),
  phone: z.string(),
  intro: z.string(),
  description: z.string(),
  logoUrl: z.string(),
  serviceAreas: z.array(z.string()),
  hours: z.record(z.string(), z.object({ open: z.string(), close: z.string() }).nullable()),
  establishedYear: z.number().int(),
  employees: z.number().int(),
  ratingAvg: z.number(),
  reviewCount: z.number().int(),
  completedCount: z.number().int(),
  isInspection: z.boolean().describe('사전점검 업체 (점검원 콘솔 사용)'),
  lunchBreak: z.object({ start: z.string(), end: z.string() }).nullable().describe('점심시간'),
  closedOnHolidays: z.boolean().describe('공휴일 휴무'),
  categoryCodes: z.array(z.string()).describe('제공 서비스 분류 코드'),
  mainItemIdxs: z.array(z.number().int()).describe('업체 페이지 대표 상품 (순서대로)'),
  account: z.object({
    accountIdx: z.number().int(),
    email: z.string(),
    name: z.string(),
    phone: z.string().nullable().describe('담당자 휴대폰 010-1234-5678'),
    lastLoginAt: z.string().nullable(),
  }),
});
export type PartnerProfile = z.infer<typeof partnerProfile>;

export const partnerLoginResult = z.object({
  accessToken: z.string().describe('Authorization: Bearer 로 보내는 파트너 인증 토큰'),
  expiresAt: z.string().describe('토큰 만료 시각 (ISO 8601)'),
  partner: partnerProfile,
});
export type PartnerLoginResult = z.infer<typeof partnerLoginResult>;

/**
 * Partner order lines (GET /partner/pp_order_list) and the partner's moves of the order transition
 * table (PATCH /partner/orders/{lineIdx}/status: start work, finish work).
 */
export const partnerOrderListQuery = z.object({
  category: z.string().trim().max(40).optional().describe('서비스 분류 코드'),
  status: z
    .enum(['payment_pending', 'awaiting_deposit', 'awaiting_work', 'in_progress', 'payment_failed', 'cancelled', 'completed'], {
      error: '주문 상태를 확인해 주세요.',
    })
    .optional(),
});

export const partnerOrderLine = z.object({
  lineIdx: z.number().int(),
  merchantUid: z.string(),
  itemIdx: z.number().int(),
  itemName: z.string(),
  categoryCode: z.string(),
  categoryName: z.string(),
  options: z.array(z.object({ groupName: z.string(), name: z.string() })),
  quantity: z.number().int(),
  status: z.string(),
  statusLabel: z.string(),
  tz: z.string().nullable(),
  time: z.number().int().nullable(),
  timeLabel: z.string().nullable(),
  price: z.number().int().describe('단지 특가 적용 금액 (원)'),
  customer: z.object({
    name: z.string().nullable(),
    apartmentName: z.string().nullable(),
    pyeong: z.number().int().nullable(),
    dong: z.string().nullable(),
    ho: z.string().nullable(),
  }),
  paidAt: z.string().nullable(),
  visitLabel: z.string().describe('2026.12.05 (토) 오전 9시 / 방문일 미정'),
  address: z.string().nullable().describe('단지 주소'),
  step: z.enum(JOB_STEPS).describe('작업 단계 (확정 전·일정 확정·출발·시공중…)'),
  stepLabel: z.string(),
  payment: partnerPayment,
});
export type PartnerOrderLine = z.infer<typeof partnerOrderLine>;

export const partnerOrderLinePath = z.object({
  lineIdx: idParam('주문 상품 번호'),
});

export const partnerOrderStatusBody = z.object({
  status: z.enum(['in_progress', 'completed'], { error: '상태는 in_progress(시공 시작) 또는 completed(시공 완료)여야 해요.' }),
});
