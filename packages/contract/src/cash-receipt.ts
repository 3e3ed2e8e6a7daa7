import { z } from 'zod';

/**
 * 무통장입금 현금영수증 (docs/COMMERCE.md, "Cash receipts"): asked at checkout for a virtual-account payment,
 * issued through PortOne's receipt API when the deposit arrives. 소득공제 (a person's income deduction) goes
 * by mobile number, 지출증빙 (a business's expense proof) by business registration number (checksum checked).
 * The virtual account number's display is here too (groups of four, copied as digits).
 */

export const CASH_RECEIPT_TYPES = ['deduction', 'proof'] as const;
export type CashReceiptType = (typeof CASH_RECEIPT_TYPES)[number];
export const CASH_RECEIPT_TYPE_LABELS: Record<CashReceiptType, string> = { deduction: '소득공제', proof: '지출증빙' };

export const CASH_RECEIPT_STATUSES = ['requested', 'issued', 'failed'] as const;
export type CashReceiptStatus = (typeof CASH_RECEIPT_STATUSES)[number];
export const CASH_RECEIPT_STATUS_LABELS: Record<CashReceiptStatus, string> = {
  requested: '입금 확인 후 발급',
  issued: '발급 완료',
  failed: '발급 실패',
};

const digitsOf = (raw: string) => raw.replace(/[\s-]/g, '');

/**
 * 자진발급: ipju's services (청소, 인테리어) are 현금영수증 의무발행업종, so a cash payment of 100,000원 or more
 * gets a receipt even when none was asked for, issued to the 국세청's designated number 010-000-1234 (the
 * resident can claim it as their own on 홈택스).
 */
export const SELF_ISSUE_IDENTIFIER = '0100001234';
export const SELF_ISSUE_MIN_AMOUNT = 100_000;
export const isSelfIssued = (digits: string) => digits === SELF_ISSUE_IDENTIFIER;

/** 사업자등록번호 checksum (국세청): weights 1,3,7,1,3,7,1,3,5 on the first nine digits. */
export function isValidBusinessNumber(raw: string): boolean {
  const d = digitsOf(raw);
  if (!/^\d{10}$/.test(d)) return false;
  const n = [...d].map(Number);
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = weights.reduce((s, w, i) => s + w * n[i]!, 0);
  sum += Math.floor((n[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10 === n[9];
}

/** Why the number does not fit the type (Korean, naming the field), or null when it does. */
export function cashReceiptIdentifierError(type: CashReceiptType, raw: string): string | null {
  const d = digitsOf(raw);
  if (type === 'deduction') {
    if (!d) return '현금영수증을 받을 휴대폰 번호를 입력해 주세요.';
    return /^01[016789]\d{7,8}$/.test(d) ? null : '휴대폰 번호를 확인해 주세요. 010으로 시작하는 10~11자리 숫자예요.';
  }
  if (!d) return '지출증빙을 받을 사업자등록번호를 입력해 주세요.';
  if (!/^\d{10}$/.test(d)) return '사업자등록번호는 숫자 10자리예요.';
  return isValidBusinessNumber(d) ? null : '사업자등록번호가 올바르지 않아요. 다시 확인해 주세요.';
}

/** The checkout's request: the type and the number (hyphens allowed; stored as digits). */
export const cashReceiptRequest = z
  .object({
    type: z.enum(CASH_RECEIPT_TYPES, { error: '현금영수증 종류는 deduction(소득공제) 또는 proof(지출증빙)이에요.' }),
    identifier: z.string({ error: '현금영수증 번호를 입력해 주세요.' }).max(20, { error: '현금영수증 번호가 너무 길어요.' }),
  })
  .superRefine((value, ctx) => {
    const message = cashReceiptIdentifierError(value.type, value.identifier);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['identifier'] });
  })
  .transform((value) => ({ type: value.type, identifier: digitsOf(value.identifier) }))
  .describe('무통장입금 현금영수증 신청 (없으면 신청 안 함)');
export type CashReceiptRequest = z.input<typeof cashReceiptRequest>;

/** 010-****-5678 / 123-45-***90: enough for the resident to recognise, not the whole number. */
export function maskCashReceiptIdentifier(type: CashReceiptType, digits: string): string {
  if (isSelfIssued(digits)) return '010-000-1234';
  if (type === 'deduction') return `${digits.slice(0, 3)}-****-${digits.slice(-4)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-***${digits.slice(-2)}`;
}

export const cashReceiptView = z
  .object({
    type: z.enum(CASH_RECEIPT_TYPES),
    typeLabel: z.string(),
    identifier: z.string().describe('가린 번호 (010-****-5678)'),
    status: z.enum(CASH_RECEIPT_STATUSES),
    statusLabel: z.string(),
    message: z.string().describe('상태 설명 (발급 실패면 다시 시도하는지)'),
    receiptUrl: z.string().nullable(),
    issuedAt: z.string().nullable(),
  })
  .describe('무통장입금 현금영수증');
export type CashReceiptView = z.infer<typeof cashReceiptView>;

/** A virtual account number in groups of four digits: '12345678901234' -> '1234-5678-9012-34'. */
export function groupAccountNumber(raw: string): string {
  const d = raw.replace(/\D/g, '');
  return d.match(/.{1,4}/g)?.join('-') ?? raw;
}

/** What the copy button copies: the digits only (banking apps paste them as they are). */
export const accountDigits = (raw: string) => raw.replace(/\D/g, '');
