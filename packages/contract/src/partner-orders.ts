import { z } from 'zod';
import { callNumber } from './call-number';
import { idParam, isoTime, tzValue, visitHour } from './fields';
import { hourLabel } from './visit-times';

/**
 * The job of an order line as the company carries it out (docs/PARTNER.md, "Orders and the visit"). The line's
 * status stays the contract's (ORDER_TRANSITIONS: 시공대기 → 시공중 → 시공완료); inside 시공대기 the company
 * confirms the booked date (확정) or proposes another one the resident accepts or refuses, and says it is on its
 * way (출발). The step is derived here, once, for the console and the resident's order detail.
 */
export const JOB_STEPS = ['unpaid', 'booked', 'proposed', 'confirmed', 'departed', 'working', 'done', 'cancelled'] as const;
export type JobStep = (typeof JOB_STEPS)[number];

/** The company's words for a step (console badges). */
export const JOB_STEP_LABELS: Record<JobStep, string> = {
  unpaid: '결제 전',
  booked: '확정 전',
  proposed: '일정 변경 제안 중',
  confirmed: '일정 확정',
  departed: '출발',
  working: '시공중',
  done: '시공완료',
  cancelled: '주문취소',
};

/** A second 출발 within this many minutes of the last one sends the resident nothing. */
export const DEPART_REPEAT_MINUTES = 5;

export interface JobState {
  confirmedAt: Date | string | null;
  departedAt: Date | string | null;
  proposedAt: Date | string | null;
}

/** The step of a line from its status and its job row (none before the company's first step). */
export function jobStepOf(status: string, job: JobState | null | undefined): JobStep {
  if (status === 'in_progress') return 'working';
  if (status === 'completed') return 'done';
  if (status === 'cancelled' || status === 'payment_failed') return 'cancelled';
  if (status !== 'awaiting_work') return 'unpaid';
  if (job?.departedAt) return 'departed';
  if (job?.proposedAt) return 'proposed';
  if (job?.confirmedAt) return 'confirmed';
  return 'booked';
}

/** '오전 9시~10시', '오전 11시~오후 12시'; null when the hour is agreed on the happy call. */
export function arrivalWindow(visitHour: number | null): string | null {
  if (visitHour === null) return null;
  const end = (visitHour + 1) % 24;
  const sameHalf = visitHour < 12 === end < 12 && end !== 0;
  return `${hourLabel(visitHour)}~${sameHalf ? hourLabel(end).replace(/^오[전후] /, '') : hourLabel(end)}`;
}

/** What the resident reads of the job on the order detail; null when there is nothing to say yet. */
export function residentJobMessage(step: JobStep, visitHour: number | null): string | null {
  if (step === 'confirmed') return '업체가 일정을 확정했어요';
  if (step === 'proposed') return '업체가 다른 방문 일정을 제안했어요';
  if (step === 'departed') {
    const window = arrivalWindow(visitHour);
    return window ? `업체가 출발했어요 · ${window} 도착 예정` : '업체가 출발했어요';
  }
  return null;
}

const jobPhoto = z.object({ photoIdx: z.number().int(), url: z.string() });

/** The job's steps, the open proposal and the photos, as both sides read them. */
export const orderJob = z.object({
  step: z.enum(JOB_STEPS),
  stepLabel: z.string(),
  residentMessage: z.string().nullable().describe('입주민 주문 상세에 보이는 문장 (예: 업체가 출발했어요 · 오전 9시~10시 도착 예정)'),
  confirmedAt: isoTime.nullable(),
  departedAt: isoTime.nullable(),
  arrivalWindow: z.string().nullable().describe('출발 안내의 도착 예정 시간 (예: 오전 9시~10시)'),
  proposal: z
    .object({ tz: z.string(), time: z.number().int().nullable(), label: z.string(), proposedAt: isoTime })
    .nullable()
    .describe('업체가 제안한 다른 방문 일정 (입주민이 답하기 전)'),
  lastAnswer: z.object({ answer: z.enum(['accepted', 'refused']), answeredAt: isoTime }).nullable(),
  photos: z.object({ before: z.array(jobPhoto), after: z.array(jobPhoto) }).describe('시공 전·후 사진'),
});
export type OrderJob = z.infer<typeof orderJob>;

/** 반반 결제 and the rest of a line's payment, as the company reads it. */
export const partnerPayment = z.object({
  status: z.enum(['pending', 'awaiting_deposit', 'paid', 'failed', 'cancelled']),
  label: z.string().describe('결제 완료 / 입금 대기 / 반반 결제 · 잔금 결제 대기 …'),
  paidAmount: z.number().int().describe('이 서비스에 지금까지 결제된 금액 (원)'),
  balance: z
    .object({
      amount: z.number().int().describe('잔금 (원)'),
      status: z.enum(['unpaid', 'due', 'overdue', 'paid']).describe('unpaid: 시공 완료 후 요청, due: 요청됨, overdue: 기한 지남, paid: 결제 완료'),
      label: z.string(),
      dueAt: isoTime.nullable(),
    })
    .nullable()
    .describe('반반 결제의 두 번째 절반 (반반 결제가 아니면 null)'),
});
export type PartnerPayment = z.infer<typeof partnerPayment>;

/** The home of a line: complex, address and 동·호. */
const partnerHome = z.object({
  complexName: z.string().nullable(),
  address: z.string().nullable(),
  dong: z.string().nullable(),
  ho: z.string().nullable(),
  pyeong: z.number().int().nullable(),
});

export const partnerOrderDetail = z.object({
  lineIdx: z.number().int(),
  orderNo: z.string().describe('짧은 주문번호'),
  itemName: z.string(),
  categoryCode: z.string(),
  categoryName: z.string(),
  options: z.array(z.object({ groupName: z.string(), name: z.string() })),
  quantity: z.number().int(),
  price: z.number().int(),
  status: z.string(),
  statusLabel: z.string(),
  tz: z.string().nullable(),
  time: z.number().int().nullable(),
  timeLabel: z.string().nullable(),
  visitLabel: z.string().describe('2026.12.05 (토) 오전 9시 / 방문일 미정'),
  visitTimeOptions: z.array(z.object({ hour: z.number().int().nullable(), label: z.string() })).describe('다른 일정을 제안할 때 고를 수 있는 시간'),
  home: partnerHome,
  customerName: z.string().nullable(),
  contact: z.object({
    name: z.string(),
    virtualNumber: z.string().nullable().describe('이 작업의 050 안심번호 (0507-1000-0001). 작업이 끝나면 null'),
    expiresAt: isoTime.nullable(),
  }),
  entryMethod: z.string(),
  entryMethodLabel: z.string(),
  entryCodeAvailableFrom: z.string().nullable(),
  entryCodeReadable: z.boolean().describe('지금 GET /partner/orders/{lineIdx}/entry-code로 볼 수 있는지'),
  parking: z.string(),
  parkingLabel: z.string(),
  request: z.string().nullable(),
  payment: partnerPayment,
  job: orderJob,
  actions: z
    .object({
      confirm: z.boolean(),
      propose: z.boolean(),
      depart: z.boolean(),
      start: z.boolean(),
      complete: z.boolean(),
    })
    .describe('지금 누를 수 있는 단계 (상태표와 달력으로 계산)'),
  history: z.array(z.object({ message: z.string(), actor: z.enum(['resident', 'partner', 'system']), createdAt: isoTime })),
});
export type PartnerOrderDetail = z.infer<typeof partnerOrderDetail>;

export const partnerVirtualNumberPath = z.object({
  partnerIdx: idParam('주문 상품 번호'),
});

export const partnerVirtualNumber = callNumber.extend({ lineIdx: z.number().int() });
export type PartnerVirtualNumber = z.infer<typeof partnerVirtualNumber>;

export const partnerProposeDateBody = z.object({ tz: tzValue, time: visitHour.nullable().optional() });

const photoKeys = z
  .array(z.string().trim().min(1).max(200), { error: '사진 키 목록을 보내 주세요.' })
  .max(10, { error: '사진은 10장까지 올릴 수 있어요.' });

export const partnerOrderStatusWithPhotosBody = z.object({
  status: z.enum(['in_progress', 'completed'], { error: '상태는 in_progress(시공 시작) 또는 completed(시공 완료)여야 해요.' }),
  beforePhotoKeys: photoKeys.optional().describe('시공 전 사진 (GET /files/presigned_url?type=job 로 올린 파일의 key)'),
  afterPhotoKeys: photoKeys.optional().describe('시공 후 사진 (시공완료에는 한 장 이상 필요해요)'),
});

export const partnerJobResult = z.object({
  job: orderJob,
  notified: z.boolean().describe('입주민에게 알림을 보냈는지 (5분 안에 다시 누른 출발은 보내지 않아요)'),
  message: z.string(),
});
export type PartnerJobResult = z.infer<typeof partnerJobResult>;

export const partnerScheduleQuery = z.object({
  days: z.coerce
    .number({ error: '기간(days)은 숫자로 보내 주세요.' })
    .int({ error: '기간(days)은 1~60 사이 숫자로 보내 주세요.' })
    .min(1, { error: '기간(days)은 1~60 사이 숫자로 보내 주세요.' })
    .max(60, { error: '기간(days)은 1~60 사이 숫자로 보내 주세요.' })
    .optional()
    .describe('오늘부터 며칠 치 방문을 볼지 (기본 30일)'),
});

export const partnerScheduleEntry = z.object({
  lineIdx: z.number().int(),
  date: z.string().describe('YYYY-MM-DD (한국 날짜)'),
  isToday: z.boolean(),
  time: z.number().int().nullable(),
  visitLabel: z.string(),
  itemName: z.string(),
  categoryName: z.string(),
  complexName: z.string().nullable(),
  address: z.string().nullable(),
  dong: z.string().nullable(),
  ho: z.string().nullable(),
  pyeong: z.number().int().nullable(),
  status: z.string(),
  statusLabel: z.string(),
  step: z.enum(JOB_STEPS),
  stepLabel: z.string(),
  entrySummary: z.string().describe('출입·주차 요약 (예: 공동현관 비밀번호 · 지하주차장 이용 가능)'),
  request: z.string().nullable(),
});
export type PartnerScheduleEntry = z.infer<typeof partnerScheduleEntry>;

/** The resident's answer to a proposed date (PUT /billings/lines/{lineIdx}/date-proposal). */
export const dateProposalAnswerBody = z.object({
  answer: z.enum(['accept', 'refuse'], { error: '제안에 대한 답(answer)은 accept 또는 refuse여야 해요.' }),
});
export const orderLinePath = z.object({ lineIdx: idParam('주문 상품 번호') });
