import { z } from 'zod';

/**
 * What the sandbox accepts, from JSON (tests, scripts, the PortOne client) or from the checkout form
 * (every value a string, empty when absent). Messages are Korean and name PortOne's field.
 */

/** A blank form field is a field that was not given. */
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
/** Forms send numbers as text. */
const numeric = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : blank(v));

/** `topic` is the field's Korean name with its particle (은/는), as the message starts with it. */
const text = (max: number, topic: string) =>
  z.preprocess(
    blank,
    z
      .string({ error: `${topic} 글자로 보내 주세요.` })
      .trim()
      .max(max, { error: `${topic} ${max}자까지 쓸 수 있어요.` })
      .optional(),
  );

export const PAY_METHODS = ['card', 'vbank', 'kakaopay', 'naverpay'] as const;
export type SandboxPayMethod = (typeof PAY_METHODS)[number];
export const OUTCOMES = ['paid', 'failed', 'cancelled'] as const;
export type SandboxOutcome = (typeof OUTCOMES)[number];

const MAX_AMOUNT = 1_000_000_000;

/** A path of this server or an http(s) URL: where PortOne posts its webhook. */
const noticeUrl = z.preprocess(
  blank,
  z
    .string({ error: '웹훅 주소(notice_url)는 글자로 보내 주세요.' })
    .trim()
    .max(500, { error: '웹훅 주소(notice_url)는 500자까지 쓸 수 있어요.' })
    .refine((v) => /^\/(?![/\\])/.test(v) || /^https?:\/\/[^\s]+$/i.test(v), {
      error: '웹훅 주소(notice_url)는 /로 시작하는 경로나 http(s) 주소여야 해요.',
    })
    .optional(),
);

/** vbank_due: an ISO 8601 time (what ipju sends) or Unix seconds; becomes Unix seconds. */
const vbankDue = z.preprocess(
  numeric,
  z
    .union([z.number().int().min(1), z.iso.datetime({ offset: true }).transform((v) => Math.floor(Date.parse(v) / 1000))], {
      error: '입금 기한(vbank_due)은 ISO 8601 시각(예: 2026-11-23T18:00:00+09:00)으로 보내 주세요.',
    })
    .optional(),
);

export const paymentFields = {
  merchant_uid: z.preprocess(
    blank,
    z
      .string({ error: '주문번호(merchant_uid)를 보내 주세요.' })
      .trim()
      .min(1, { error: '주문번호(merchant_uid)를 보내 주세요.' })
      .max(100, { error: '주문번호(merchant_uid)는 100자까지 쓸 수 있어요.' }),
  ),
  amount: z.preprocess(
    numeric,
    z
      .number({ error: '결제 금액(amount)을 원 단위 숫자로 보내 주세요.' })
      .int({ error: '결제 금액(amount)은 원 단위 정수여야 해요.' })
      .min(1, { error: '결제 금액(amount)은 1원 이상이어야 해요.' })
      .max(MAX_AMOUNT, { error: '결제 금액(amount)은 10억 원까지 결제할 수 있어요.' }),
  ),
  pay_method: z.preprocess(
    blank,
    z.enum(PAY_METHODS, { error: '결제수단(pay_method)은 card, vbank, kakaopay, naverpay 중 하나여야 해요.' }),
  ),
  pg: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .regex(/^[a-z0-9_]{1,40}(\.[\w-]{1,60})?$/i, { error: 'PG사(pg)는 html5_inicis, kakaopay.TC0ONETIME 같은 형식이어야 해요.' })
      .optional(),
  ),
  name: text(200, '주문명(name)은'),
  buyer_name: text(50, '구매자 이름(buyer_name)은'),
  buyer_tel: text(30, '구매자 연락처(buyer_tel)는'),
  buyer_email: text(200, '구매자 이메일(buyer_email)은'),
  notice_url: noticeUrl,
  vbank_due: vbankDue,
};

export type PaymentFields = z.infer<z.ZodObject<typeof paymentFields>>;

const outcome = z.preprocess(blank, z.enum(OUTCOMES, { error: '결제 결과(outcome)는 paid, failed, cancelled 중 하나여야 해요.' }));

/** POST /sandbox/portone/payments: the buyer's payment window, as one call. */
export const createPaymentBody = z.object({ ...paymentFields, outcome });
export type CreatePaymentBody = z.infer<typeof createPaymentBody>;

const redirectUrl = z.preprocess(
  blank,
  z
    .string({ error: '결제 후 돌아갈 주소(m_redirect_url)를 보내 주세요.' })
    .trim()
    .max(1000, { error: '결제 후 돌아갈 주소(m_redirect_url)가 너무 길어요.' }),
);

/** GET /sandbox/portone/checkout: what IMP.request_pay would get. */
export const checkoutQuery = z.object({ ...paymentFields, m_redirect_url: redirectUrl });
export type CheckoutQuery = z.infer<typeof checkoutQuery>;

/** POST /sandbox/portone/checkout: the same fields from the hidden inputs, plus the button pressed. */
export const checkoutForm = checkoutQuery.extend({ outcome });

const positiveAmount = (topic: string) =>
  z.preprocess(
    numeric,
    z
      .number({ error: `${topic} 원 단위 숫자로 보내 주세요.` })
      .int({ error: `${topic} 원 단위 정수여야 해요.` })
      .min(1, { error: `${topic} 1원 이상이어야 해요. 전액 취소는 amount를 빼고 보내 주세요.` })
      .max(MAX_AMOUNT, { error: `${topic} 10억 원을 넘을 수 없어요.` })
      .optional(),
  );

/** POST /payments/cancel, PortOne v1's fields. */
export const cancelBody = z
  .object({
    imp_uid: text(100, '결제 고유번호(imp_uid)는'),
    merchant_uid: text(100, '주문번호(merchant_uid)는'),
    amount: positiveAmount('취소 금액(amount)은'),
    checksum: z.preprocess(
      numeric,
      z.number({ error: '환불 가능 금액(checksum)은 숫자로 보내 주세요.' }).int().min(0).optional(),
    ),
    reason: text(200, '취소 사유(reason)는'),
    refund_holder: text(50, '환불 예금주(refund_holder)는'),
    refund_bank: text(10, '환불 은행 코드(refund_bank)는'),
    refund_account: text(30, '환불 계좌번호(refund_account)는'),
  })
  .refine((v) => v.imp_uid || v.merchant_uid, { error: 'imp_uid 또는 merchant_uid를 보내 주세요.' });

export const depositBody = z.object({
  imp_uid: z.preprocess(blank, z.string({ error: '결제 고유번호(imp_uid)를 보내 주세요.' }).trim().min(1).max(100)),
});

/** The first problem, for PortOne's one-message answers. */
export const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? '요청 값이 올바르지 않아요.';
