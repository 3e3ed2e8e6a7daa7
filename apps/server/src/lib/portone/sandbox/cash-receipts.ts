import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isValidBusinessNumber } from '@ipju/contract';
import { sandboxCashReceipts } from '../../../db/schema';
import { isUniqueViolation } from '../../errors';
import type { PortOneCashReceipt } from '../types';
import type { SandboxContext } from './context';
import { failure, NOT_FOUND_MESSAGE, success, UNAUTHORIZED_MESSAGE } from './envelope';
import { receiptPath } from './payment-object';
import { firstIssue } from './schemas';
import { findPayment } from './store';
import { tokenFromAuthorization, verifyToken } from './token';

/**
 * PortOne v1's cash receipts as the sandbox serves them: POST /receipts/{imp_uid} issues the receipt of a
 * paid virtual-account (or bank transfer) payment, GET /receipts/{imp_uid} with a token returns it (without
 * a token that path is the payment's receipt page, checkout.routes.ts). One receipt per payment.
 */

export const RECEIPT_MESSAGES = {
  notCash: '현금영수증 발급 대상 결제수단이 아닙니다.',
  notPaid: '결제완료 상태의 거래만 현금영수증을 발급할 수 있습니다.',
  already: '이미 현금영수증이 발급된 거래입니다.',
  none: '발급된 현금영수증이 없습니다.',
} as const;

const issueBody = z
  .object({
    identifier: z.string({ error: 'identifier 파라미터가 빠졌어요.' }).regex(/^\d{10,11}$/, { error: 'identifier는 숫자 10~11자리예요.' }),
    identifier_type: z.enum(['phone', 'business', 'person', 'taxcard'], { error: 'identifier_type은 phone, business, person, taxcard 중 하나예요.' }),
    type: z.enum(['person', 'company'], { error: 'type은 person(소득공제) 또는 company(지출증빙)이에요.' }),
    buyer_name: z.string().max(50).optional(),
    buyer_email: z.string().max(200).optional(),
    buyer_tel: z.string().max(30).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.identifier_type === 'phone' && !/^01\d{8,9}$/.test(b.identifier)) ctx.addIssue({ code: 'custom', message: '휴대폰 번호가 올바르지 않아요.', path: ['identifier'] });
    if (b.identifier_type === 'business' && !isValidBusinessNumber(b.identifier)) {
      ctx.addIssue({ code: 'custom', message: '사업자등록번호가 올바르지 않아요.', path: ['identifier'] });
    }
  });

const authorised = (ctx: SandboxContext, request: FastifyRequest) => {
  const token = tokenFromAuthorization(request.headers.authorization);
  return token !== null && verifyToken({ secret: ctx.config.sessionSecret, apiKey: ctx.config.portone.apiKey }, token, ctx.nowS());
};

async function storedReceipt(ctx: SandboxContext, impUid: string): Promise<PortOneCashReceipt | null> {
  const [row] = await ctx.db.select().from(sandboxCashReceipts).where(eq(sandboxCashReceipts.impUid, impUid));
  return row ? (row.receipt as unknown as PortOneCashReceipt) : null;
}

/** GET /receipts/{imp_uid} with a token: the cash receipt (404 code -1 when none). */
export async function answerCashReceipt(ctx: SandboxContext, request: FastifyRequest<{ Params: { imp_uid: string } }>, reply: FastifyReply) {
  if (!authorised(ctx, request)) return failure(reply, 401, -1, UNAUTHORIZED_MESSAGE);
  const receipt = await storedReceipt(ctx, request.params.imp_uid);
  return receipt ? success(receipt) : failure(reply, 404, -1, RECEIPT_MESSAGES.none);
}

export async function sandboxCashReceiptRoutes(app: FastifyInstance, ctx: SandboxContext) {
  app.post<{ Params: { imp_uid: string } }>('/receipts/:imp_uid', { schema: { hide: true } }, async (request, reply) => {
    if (!authorised(ctx, request)) return failure(reply, 401, -1, UNAUTHORIZED_MESSAGE);
    const parsed = issueBody.safeParse(request.body ?? {});
    if (!parsed.success) return failure(reply, 400, -1, firstIssue(parsed.error));
    const payment = await findPayment(ctx.db, request.params.imp_uid);
    if (!payment) return failure(reply, 404, -1, NOT_FOUND_MESSAGE);
    if (payment.payMethod !== 'vbank' && payment.payMethod !== 'trans') return failure(reply, 200, 1, RECEIPT_MESSAGES.notCash);
    if (payment.status !== 'paid') return failure(reply, 200, 1, RECEIPT_MESSAGES.notPaid);
    const amount = payment.amount - payment.cancelAmount;
    const receipt: PortOneCashReceipt = {
      imp_uid: payment.impUid,
      receipt_tid: `sandbox_cr_${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`,
      apply_num: String(randomInt(100_000_000, 1_000_000_000)),
      type: parsed.data.type,
      amount,
      vat: Math.round(amount / 11),
      receipt_url: receiptPath(payment.impUid),
      applied_at: ctx.nowS(),
      cancelled_at: 0,
      status: 'ISSUED',
    };
    try {
      await ctx.db.insert(sandboxCashReceipts).values({ impUid: payment.impUid, receipt: receipt as unknown as Record<string, unknown> });
    } catch (error) {
      if (isUniqueViolation(error)) return failure(reply, 200, 1, RECEIPT_MESSAGES.already);
      throw error;
    }
    return success(receipt);
  });
}
