import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { safeEqual } from '../../tokens';
import type { PortOnePaymentStatus } from '../types';
import { sandboxCashReceiptRoutes } from './cash-receipts';
import type { SandboxContext } from './context';
import { createSandboxPayment, notifiesOnCreate } from './create-payment';
import { failure, NOT_FOUND_MESSAGE, success, UNAUTHORIZED_MESSAGE } from './envelope';
import { notify } from './notify';
import { toPortOnePayment } from './payment-object';
import { cancelBody, createPaymentBody, depositBody, firstIssue } from './schemas';
import { cancelPayment, depositVbank, findLatestPayment, findPayment } from './store';
import { issueToken, tokenFromAuthorization, verifyToken } from './token';

const STATUSES: readonly PortOnePaymentStatus[] = ['ready', 'paid', 'failed', 'cancelled'];

/**
 * PortOne v1's REST API as the sandbox serves it: the token, payment look-ups and cancels (token
 * required), plus two helpers that stand for the buyer and the bank (no token): POST /payments (the
 * payment window in one call) and POST /vbank/deposit (money arrives in a virtual account).
 */
export async function sandboxRestRoutes(app: FastifyInstance, ctx: SandboxContext) {
  const { db, config } = ctx;
  const keys = { secret: config.sessionSecret, apiKey: config.portone.apiKey };

  app.post('/users/getToken', { schema: { hide: true } }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { imp_key: key, imp_secret: secret } = body;
    if (typeof key !== 'string' || typeof secret !== 'string' || !key || !secret) {
      return failure(reply, 401, -1, 'imp_key, imp_secret 파라미터가 빠졌어요.');
    }
    if (!safeEqual(key, config.portone.apiKey) || !safeEqual(secret, config.portone.apiSecret)) {
      return failure(reply, 401, -1, '아임포트 REST API 키 또는 시크릿이 올바르지 않아요.');
    }
    return success(issueToken(keys, ctx.nowS()));
  });

  await app.register(async (api) => {
    api.addHook('onRequest', async (request, reply) => {
      const token = tokenFromAuthorization(request.headers.authorization);
      if (!token || !verifyToken(keys, token, ctx.nowS())) return failure(reply, 401, -1, UNAUTHORIZED_MESSAGE);
    });

    api.get<{ Params: { imp_uid: string } }>('/payments/:imp_uid', { schema: { hide: true } }, async (request, reply) => {
      const row = await findPayment(db, request.params.imp_uid);
      return row ? success(toPortOnePayment(row)) : failure(reply, 404, -1, NOT_FOUND_MESSAGE);
    });

    const find = async (request: FastifyRequest<{ Params: { merchant_uid: string; payment_status?: string } }>, reply: FastifyReply) => {
      const { merchant_uid: merchantUid, payment_status: status } = request.params;
      if (status !== undefined && status !== 'all' && !STATUSES.includes(status as PortOnePaymentStatus)) {
        return failure(reply, 400, -1, 'payment_status는 ready, paid, failed, cancelled, all 중 하나여야 해요.');
      }
      const statuses = status === undefined || status === 'all' ? undefined : [status as PortOnePaymentStatus];
      const row = await findLatestPayment(db, merchantUid, statuses);
      return row ? success(toPortOnePayment(row)) : failure(reply, 404, -1, NOT_FOUND_MESSAGE);
    };
    api.get('/payments/find/:merchant_uid', { schema: { hide: true } }, find);
    api.get('/payments/find/:merchant_uid/:payment_status', { schema: { hide: true } }, find);

    api.post('/payments/cancel', { schema: { hide: true } }, async (request, reply) => {
      const parsed = cancelBody.safeParse(request.body ?? {});
      if (!parsed.success) return failure(reply, 400, -1, firstIssue(parsed.error));
      const input = parsed.data;
      const outcome = await cancelPayment(
        db,
        { impUid: input.imp_uid, merchantUid: input.merchant_uid },
        {
          amount: input.amount,
          checksum: input.checksum,
          reason: input.reason,
          refundHolder: input.refund_holder,
          refundBank: input.refund_bank,
          refundAccount: input.refund_account,
        },
        ctx.nowS(),
      );
      if (outcome.kind === 'not_found') return failure(reply, 404, -1, NOT_FOUND_MESSAGE);
      if (outcome.kind === 'refused') return failure(reply, 200, 1, outcome.message);
      return success(toPortOnePayment(outcome.row));
    });
  });

  app.post('/payments', { schema: { hide: true } }, async (request, reply) => {
    const parsed = createPaymentBody.safeParse(request.body ?? {});
    if (!parsed.success) return failure(reply, 400, -1, firstIssue(parsed.error));
    const row = await createSandboxPayment(db, config, parsed.data, ctx.nowS());
    // The insert is committed: the webhook handler may read it and call back into the sandbox.
    if (notifiesOnCreate(row)) await notify(ctx, request, row);
    return { imp_uid: row.impUid };
  });

  await sandboxCashReceiptRoutes(app, ctx);

  app.post('/vbank/deposit', { schema: { hide: true } }, async (request, reply) => {
    const parsed = depositBody.safeParse(request.body ?? {});
    if (!parsed.success) return failure(reply, 400, -1, firstIssue(parsed.error));
    const outcome = await depositVbank(db, parsed.data.imp_uid, ctx.nowS());
    if (outcome.kind === 'not_found') return failure(reply, 404, -1, NOT_FOUND_MESSAGE);
    if (outcome.kind === 'refused') return failure(reply, 200, 1, outcome.message);
    await notify(ctx, request, outcome.row);
    return success(toPortOnePayment(outcome.row));
  });
}
