import { z } from 'zod';
import { serviceSummary } from './cart';
import { balanceView, halfPayment } from './balance';
import { orderJob } from './partner-orders';
import { cashReceiptRequest, cashReceiptView } from './cash-receipt';
import { PAY_METHODS } from './commerce-labels';
import { idList, idListQuery, idParam, idValue, isoTime, merchantUid, pageQuery, tzValue, visitHour } from './fields';
import { ORDER_ACTORS, ORDER_STATUSES } from './order-status';
import { cancelQuote, refundPolicy } from './refund-policy';
import { visitTimeOption } from './visit-times';
import { orderVisit, visitDetailsBody } from './visits';

/**
 * Billing (/billings, /receipt): pricing a payment, PortOne (v1) payment results, orders and their life.
 * An order (merchantUid) holds one or more order lines (lineIdx, one service each); the statuses of
 * ORDER_STATUSES live on lines. A receipt (/receipt/{id}) is the receipt of one paid line: id = lineIdx.
 */

export const payMethod = z.enum(PAY_METHODS, {
  error: '결제 수단은 card(신용카드), vbank(무통장입금), kakaopay, naverpay 중 하나여야 해요.',
});
export const orderStatus = z.enum(ORDER_STATUSES, {
  error: `주문 상태는 ${ORDER_STATUSES.join(', ')} 중 하나여야 해요.`,
});

const impUid = z
  .string({ error: '결제번호(impUid)를 입력해 주세요.' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{4,100}$/, { error: '결제번호(impUid) 형식이 올바르지 않아요.' });

const pointsToUse = z
  .number({ error: '사용할 포인트는 숫자로 보내 주세요.' })
  .int({ error: '사용할 포인트는 정수로 보내 주세요.' })
  .min(0, { error: '사용할 포인트는 0 이상이어야 해요.' });

/** What is being paid for: cart lines, coupons (couponIdx) and points. Never a price. */
const paymentSelection = {
  cartIdxs: idList('장바구니 번호', 20).min(1, { error: '결제할 상품을 골라 주세요.' }),
  couponIdxs: idList('쿠폰 번호', 10).default([]),
  point: pointsToUse.default(0).describe('사용할 포인트 (1포인트 = 1원)'),
};

export const billingQuoteBody = z.object(paymentSelection);
export type BillingQuoteBody = z.input<typeof billingQuoteBody>;

export const billingInitBody = z.object({
  ...paymentSelection,
  payMethod,
  cashReceipt: cashReceiptRequest.nullable().optional(),
  splitPayment: z.boolean({ error: '반반 결제 여부는 true 또는 false로 보내 주세요.' }).optional().describe('반반 결제: 절반은 지금, 나머지는 시공 완료 후'),
  agreeTerms: z.literal(true, { error: '주문 내용과 취소·환불 규정을 확인하고 동의해 주세요.' }),
  visit: visitDetailsBody.describe('방문 정보 (동·호수, 연락처, 출입 방법, 주차, 요청 사항)'),
  agreeThirdParty: z.literal(true, { error: '개인정보 제3자 제공(업체에 방문 정보 전달)에 동의해 주세요.' }),
});
export type BillingInitBody = z.input<typeof billingInitBody>;

/** The Idempotency-Key header: the same key returns the same order instead of a second one. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.:-]{8,100}$/, { error: 'Idempotency-Key는 영문·숫자 8~100자로 보내 주세요.' })
    .optional()
    .describe('같은 결제 요청을 다시 보낼 때 같은 값 (중복 주문 방지)'),
});

export const quoteLine = z.object({
  cartIdx: z.number().int(),
  itemIdx: z.number().int(),
  itemName: z.string(),
  categoryCode: z.string(),
  categoryName: z.string(),
  regularTotal: z.number().int(),
  discountRate: z.number().int().describe('단지 특가 할인율 % (없으면 0)'),
  price: z.number().int().describe('단지 특가 적용 금액 (원)'),
  couponIdx: z.number().int().nullable(),
  couponDiscount: z.number().int(),
  pointsUsed: z.number().int(),
  payAmount: z.number().int().describe('이 상품에 카드·계좌로 내는 금액 (원)'),
});

export const billingQuote = z.object({
  lines: z.array(quoteLine),
  regularTotal: z.number().int().describe('정가 합계'),
  specialDiscount: z.number().int().describe('단지 특가 할인 합계'),
  itemsTotal: z.number().int().describe('단지 특가 적용 후 상품 합계'),
  couponDiscount: z.number().int(),
  pointsUsed: z.number().int(),
  amount: z.number().int().describe('결제창에서 결제할 금액 (원)'),
  pointBalance: z.number().int(),
  maxUsablePoints: z.number().int().describe('이 주문에 쓸 수 있는 최대 포인트'),
  coupons: z.array(
    z.object({ couponIdx: z.number().int(), name: z.string(), discount: z.number().int(), cartIdxs: z.array(z.number().int()) }),
  ),
  voucher: z.object({ amount: z.number().int(), minAmount: z.number().int() }).nullable().describe('이 결제로 받을 상품권'),
  purchasePoints: z.number().int().describe('결제 적립 예정 포인트'),
  refundPolicies: z.array(z.object({ categoryCode: z.string(), categoryName: z.string(), policy: refundPolicy })),
  halfPayment: halfPayment.nullable().optional(),
});
export type BillingQuote = z.infer<typeof billingQuote>;

/** What the PortOne v1 payment window (IMP.request_pay) needs. */
export const paymentRequest = z.object({
  impCode: z.string().describe('가맹점 식별코드 (IMP.init)'),
  pg: z.string(),
  payMethod: z.enum(['card', 'vbank']).describe('PortOne pay_method'),
  merchantUid: z.string(),
  name: z.string(),
  amount: z.number().int(),
  buyerName: z.string(),
  buyerTel: z.string(),
  buyerEmail: z.string().nullable(),
  mRedirectUrl: z.string().describe('모바일 결제 후 돌아올 주소'),
  noticeUrl: z.string().describe('PortOne 웹훅 주소'),
  vbankDue: isoTime.nullable().describe('가상계좌 입금 기한'),
  checkoutUrl: z.string().nullable().describe('데모: 샌드박스 결제창 주소 (있으면 PortOne SDK 대신 이 주소로 이동)'),
});
export type PaymentRequest = z.infer<typeof paymentRequest>;

export const billingInitResult = z.object({
  merchantUid: z.string(),
  orderNo: z.string().describe('화면에 보이는 주문번호 (2611-26-0042)'),
  amount: z.number().int(),
  orderName: z.string(),
  payMethod,
  paid: z.boolean().describe('쿠폰·포인트로 전액 결제되어 결제창이 필요 없는지'),
  payment: paymentRequest.nullable(),
  quote: billingQuote,
});
export type BillingInitResult = z.infer<typeof billingInitResult>;

export const billingSuccessBody = z.object({ impUid, merchantUid });

/** PortOne's webhook (notice_url) body; only imp_uid is trusted, and only after fetching the payment. */
export const billingWebhookBody = z.looseObject({
  imp_uid: z.string({ error: 'imp_uid가 없어요.' }).trim().min(1).max(100),
  merchant_uid: z.string().max(100).optional(),
  status: z.string().max(30).optional(),
});

export const iamportResultQuery = z.object({ impUid, merchantUid: merchantUid.optional() });

export const returnCartBody = z.object({ merchantUid });
/** POST /billings/resume: open the payment window again for an order left in 결제대기. */
export const resumeBillingBody = z.object({ merchantUid });
export const returnCartResult = z.object({
  restored: z.number().int().describe('장바구니로 돌아간 상품 수'),
  cartIdxs: z.array(z.number().int()).describe('돌아간 상품의 장바구니 번호 (결제를 다시 이어 갈 때)'),
  count: z.number().int().describe('장바구니 상품 수'),
});

export const billingListQuery = z.object({ status: orderStatus.optional(), ...pageQuery });
export const billingDetailQuery = z.object({ merchantUid });
export const merchantUidPath = z.object({ merchantUid });

export const orderLine = serviceSummary.extend({
  lineIdx: z.number().int().describe('주문 상품 번호 (= 영수증 번호)'),
  job: orderJob.describe('업체의 작업 단계 (일정 확정·제안·출발), 시공 전·후 사진'),
  visitTimes: z.array(visitTimeOption).describe('이 서비스의 방문 시간 목록 (일정 변경에 씀)'),
  status: orderStatus,
  statusLabel: z.string(),
  regularPrice: z.number().int(),
  specialDiscount: z.number().int(),
  specialLabel: z.string().nullable(),
  price: z.number().int().describe('단지 특가 적용 금액'),
  couponIdx: z.number().int().nullable(),
  couponName: z.string().nullable(),
  couponDiscount: z.number().int(),
  pointsUsed: z.number().int(),
  payAmount: z.number().int().describe('이 서비스의 결제 금액: 카드·계좌로 낸 금액 (주문 상세·목록·영수증이 모두 이 값)'),
  paidAmount: z
    .number()
    .int()
    .describe('이 서비스에 지금까지 카드·계좌로 결제된 금액 (결제 전 0, 반반 결제면 잔금 전까지 첫 절반; 환불 전 금액)'),
  unpaidAmount: z.number().int().describe('반반 결제에서 아직 청구하지 않은 잔금 (원, 없으면 0; 취소된 서비스의 잔금은 청구되지 않아요)'),
  voucherAmount: z.number().int().describe('결제 때 받은 상품권 중 이 서비스 몫 (원, 없으면 0)'),
  refundedAmount: z.number().int(),
  refundedPoints: z.number().int(),
  cancelFee: z.number().int(),
  cancelReason: z.string().nullable(),
  refundPending: z.boolean().describe('환불을 처리하고 있는지'),
  cancelledAt: isoTime.nullable(),
  startedAt: isoTime.nullable(),
  completedAt: isoTime.nullable(),
  confirmedAt: isoTime.nullable(),
  canCancel: z.boolean(),
  canChangeDate: z.boolean(),
  canConfirm: z.boolean(),
  cancelQuote,
  refundPolicy,
});
export type OrderLine = z.infer<typeof orderLine>;

export const orderEvent = z.object({
  eventIdx: z.number().int(),
  lineIdx: z.number().int().nullable(),
  itemName: z.string().nullable(),
  kind: z.enum(['status', 'date', 'refund', 'confirm', 'flag', 'job']),
  status: orderStatus.nullable(),
  statusLabel: z.string().nullable(),
  actor: z.enum(ORDER_ACTORS),
  message: z.string(),
  createdAt: isoTime,
});
export type OrderEvent = z.infer<typeof orderEvent>;

export const paymentStatus = z.enum(['ready', 'vbank_issued', 'paid', 'failed', 'cancelled']);

export const order = z.object({
  merchantUid: z.string(),
  orderNo: z.string().describe('화면에 보이는 주문번호 (2611-26-0042)'),
  orderName: z.string(),
  status: orderStatus.describe('주문 상품들의 대표 상태'),
  statusLabel: z.string(),
  paymentStatus: paymentStatus.describe('결제 상태 (ready: 결제 전, vbank_issued: 입금 대기, paid, failed, cancelled: 전액 취소)'),
  payMethod,
  payMethodLabel: z.string(),
  createdAt: isoTime,
  paidAt: isoTime.nullable(),
  regularTotal: z.number().int(),
  specialDiscount: z.number().int(),
  itemsTotal: z.number().int(),
  couponDiscount: z.number().int(),
  pointsUsed: z.number().int(),
  amount: z.number().int().describe('결제 금액 (카드·계좌)'),
  refundedAmount: z.number().int(),
  refundedPoints: z.number().int(),
  vbank: z
    .object({ bankName: z.string(), accountNumber: z.string(), holder: z.string(), dueAt: isoTime })
    .nullable()
    .describe('무통장입금 계좌'),
  receiptUrl: z.string().nullable().describe('카드 매출전표 주소'),
  cashReceipt: cashReceiptView.nullable(),
  balance: balanceView.nullable(),
  failReason: z.string().nullable(),
  lines: z.array(orderLine),
  voucher: z
    .object({ amount: z.number().int(), minAmount: z.number().int(), status: z.enum(['issued', 'withdrawn']), statusLabel: z.string() })
    .nullable(),
  purchasePoints: z.number().int().describe('이 주문으로 적립된 포인트'),
  history: z.array(orderEvent),
  visit: orderVisit.nullable().describe('방문 정보 (공동현관 비밀번호는 가린 값만)'),
});
export type Order = z.infer<typeof order>;

export const orderPage = z.object({
  orders: z.array(order),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type OrderPage = z.infer<typeof orderPage>;

export const billingResult = z.object({
  outcome: z.enum(['paid', 'vbank_issued', 'failed', 'pending']),
  message: z.string(),
  order,
});
export type BillingResult = z.infer<typeof billingResult>;

export const billingDateBody = z.object({
  merchantUid,
  lineIdx: idValue('주문 상품 번호'),
  tz: tzValue,
  time: visitHour.nullable().optional(),
});

const refundAccount = {
  refundBank: z
    .string()
    .trim()
    .regex(/^\d{3}$/, { error: '환불 받을 은행을 골라 주세요.' })
    .optional()
    .describe('무통장입금 환불: 은행 코드 (REFUND_BANKS)'),
  refundAccount: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{8,16}$/, { error: '환불 계좌번호를 숫자 8~16자리로 입력해 주세요.' }))
    .optional(),
  refundHolder: z
    .string()
    .trim()
    .min(1, { error: '예금주를 입력해 주세요.' })
    .max(30, { error: '예금주는 30자 이하로 입력해 주세요.' })
    .optional(),
};

export const billingCancelBody = z.object({
  lineIdxs: idList('주문 상품 번호', 20).optional().describe('없으면 취소할 수 있는 상품 전부'),
  reason: z
    .string({ error: '취소 사유를 입력해 주세요.' })
    .trim()
    .min(1, { error: '취소 사유를 입력해 주세요.' })
    .max(200, { error: '취소 사유는 200자 이하로 입력해 주세요.' }),
  ...refundAccount,
});

export const cancelPreviewQuery = z.object({
  lineIdxs: idListQuery('주문 상품 번호', 20).optional().describe('취소할 서비스 (쉼표로 이어서; 없으면 취소할 수 있는 서비스 전부)'),
});

/** What cancelling these services would do, computed by the code the cancel runs (GET .../cancel-preview). */
export const cancelPreview = z.object({
  lineIdxs: z.array(z.number().int()),
  refundAmount: z.number().int().describe('카드·계좌로 돌려받는 금액 (원)'),
  refundPoints: z.number().int().describe('포인트로 돌려받는 금액'),
  fee: z.number().int().describe('취소 수수료 (원)'),
  pointsUsed: z.number().int().describe('이 서비스들에 쓴 포인트 (아직 돌려받지 않은 것)'),
  coupons: z.array(z.object({ name: z.string(), restored: z.boolean().describe('취소하면 쿠폰이 돌아오는지') })),
  voucher: z.object({
    now: z.number().int().nullable().describe('지금 받은 상품권 (원)'),
    after: z.number().int().nullable().describe('취소한 뒤의 상품권 (원, 없으면 null: 회수)'),
  }),
  rewardTakenBack: z.number().int().describe('다시 빠지는 결제 적립 포인트'),
  sentence: z.string().describe('취소 화면이 확인 전에 보여 주는 한 문장 (쿠폰·포인트·상품권이 어떻게 되는지)'),
});
export type CancelPreview = z.infer<typeof cancelPreview>;

export const cancelResult = z.object({
  order,
  refund: z.object({
    lineIdxs: z.array(z.number().int()),
    amount: z.number().int(),
    points: z.number().int(),
    fee: z.number().int(),
    couponsRestored: z.number().int(),
  }),
});

export const confirmAcceptBody = z.object({
  merchantUid,
  lineIdxs: idList('주문 상품 번호', 20).optional().describe('없으면 시공완료된 상품 전부'),
});

export const receiptPath = z.object({ id: idParam('영수증 번호') });

export const receipt = z.object({
  receiptIdx: z.number().int().describe('= lineIdx'),
  merchantUid: z.string(),
  orderNo: z.string().describe('화면에 보이는 주문번호'),
  itemName: z.string(),
  categoryName: z.string(),
  companyName: z.string(),
  businessNumber: z.string(),
  status: orderStatus,
  statusLabel: z.string(),
  paidAt: isoTime.nullable(),
  payMethod,
  payMethodLabel: z.string(),
  cardReceiptUrl: z.string().nullable(),
  quantity: z.number().int(),
  regularPrice: z.number().int(),
  specialDiscount: z.number().int(),
  couponDiscount: z.number().int(),
  pointsUsed: z.number().int(),
  payAmount: z.number().int().describe('이 서비스의 결제 금액: 카드·계좌로 낸 금액 (주문 상세와 같은 값)'),
  voucherAmount: z
    .number()
    .int()
    .describe('받은 상품권 중 이 서비스 몫 (원; 없거나, 서비스를 취소했거나, 상품권 지급이 취소되었으면 0)'),
  total: z.number().int().describe('영수증 합계 = payAmount (포인트는 할인으로 빠져요)'),
  supplyAmount: z.number().int().describe('공급가액'),
  vat: z.number().int().describe('부가세 (합계의 1/11)'),
  refundedAmount: z.number().int(),
  refundedPoints: z.number().int(),
  tz: z.string().nullable(),
  time: z.number().int().nullable(),
  timeLabel: z.string().nullable(),
  canChangeDate: z.boolean(),
});
export type Receipt = z.infer<typeof receipt>;

export const receiptDateBody = z.object({ tz: tzValue, time: visitHour.nullable().optional() });

/** POST /billings/balance/pay: 반반 결제's second half (잔금) of an order, paid by card or easy pay. */
export const balancePayBody = z.object({
  merchantUid,
  payMethod: z.enum(['card', 'kakaopay', 'naverpay'], { error: '잔금 결제 수단은 card, kakaopay, naverpay 중 하나여야 해요.' }),
});
export const balancePayResult = z.object({
  merchantUid: z.string().describe('잔금 결제의 주문번호 (주문번호_2)'),
  amount: z.number().int(),
  paid: z.literal(false),
  payment: paymentRequest,
});
export type BalancePayResult = z.infer<typeof balancePayResult>;
