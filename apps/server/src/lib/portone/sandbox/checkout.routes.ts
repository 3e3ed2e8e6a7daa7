import type { FastifyInstance, FastifyReply } from 'fastify';
import { answerCashReceipt } from './cash-receipts';
import { renderCheckoutPage } from './checkout-page';
import { ownOrigins, type SandboxContext } from './context';
import { createSandboxPayment, notifiesOnCreate } from './create-payment';
import { errorPage } from './html';
import { toPortOnePayment } from './payment-object';
import { renderReceiptPage } from './receipt-page';
import { sameOriginTarget, withQuery } from './redirect';
import { notify } from './notify';
import { checkoutForm, checkoutQuery, firstIssue } from './schemas';
import { findPayment } from './store';

const CANNOT_OPEN = '결제창을 열 수 없어요';
const OFF_SITE = '결제 후 돌아갈 주소(m_redirect_url)는 이 사이트의 주소여야 해요.';

/** PortOne's error_code on the mobile redirect when the window did not end in a payment. */
export const REDIRECT_ERROR_CODES = { failed: 'PAYMENT_FAILED', cancelled: 'USER_CANCELLED' } as const;

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/**
 * The demo's payment window. GET /checkout shows the order with one button per outcome; POST /checkout
 * records the payment like PortOne, delivers the webhook, and sends the browser to m_redirect_url with
 * PortOne v1's mobile redirect parameters (imp_uid, merchant_uid, imp_success, error_code, error_msg).
 */
export async function sandboxCheckoutRoutes(app: FastifyInstance, ctx: SandboxContext) {
  app.get('/checkout', { schema: { hide: true } }, async (request, reply) => {
    const parsed = checkoutQuery.safeParse(request.query ?? {});
    if (!parsed.success) return html(reply, 400, errorPage(CANNOT_OPEN, firstIssue(parsed.error)));
    const query = parsed.data;
    if (!sameOriginTarget(query.m_redirect_url, ownOrigins(ctx.config, request))) {
      return html(reply, 400, errorPage(CANNOT_OPEN, OFF_SITE));
    }
    const deadline = query.vbank_due ?? ctx.nowS() + ctx.config.portone.vbankDueHours * 3600;
    return html(reply, 200, renderCheckoutPage(query, deadline));
  });

  app.post('/checkout', { schema: { hide: true } }, async (request, reply) => {
    const parsed = checkoutForm.safeParse(request.body ?? {});
    if (!parsed.success) return html(reply, 400, errorPage('결제를 마치지 못했어요', firstIssue(parsed.error)));
    const form = parsed.data;
    // Checked before anything is recorded: a refused target leaves no payment behind.
    const target = sameOriginTarget(form.m_redirect_url, ownOrigins(ctx.config, request));
    if (!target) return html(reply, 400, errorPage('결제를 마치지 못했어요', OFF_SITE));

    const row = await createSandboxPayment(ctx.db, ctx.config, form, ctx.nowS());
    if (notifiesOnCreate(row)) await notify(ctx, request, row);

    const succeeded = row.status === 'paid' || row.status === 'ready';
    const params: Record<string, string> = {
      imp_uid: row.impUid,
      merchant_uid: row.merchantUid,
      imp_success: String(succeeded),
    };
    if (!succeeded) {
      params.error_code = REDIRECT_ERROR_CODES[row.status === 'failed' ? 'failed' : 'cancelled'];
      params.error_msg = row.failReason ?? '';
    }
    return reply.redirect(withQuery(target, params), 303);
  });

  app.get<{ Params: { imp_uid: string } }>('/receipts/:imp_uid', { schema: { hide: true } }, async (request, reply) => {
    // With a token this is PortOne's REST GET /receipts/{imp_uid} (the cash receipt); without, the receipt page.
    if (request.headers.authorization) return answerCashReceipt(ctx, request, reply);
    const row = await findPayment(ctx.db, request.params.imp_uid);
    if (!row) return html(reply, 404, errorPage('영수증을 찾을 수 없어요', '결제 고유번호를 확인해 주세요.'));
    return html(reply, 200, renderReceiptPage(toPortOnePayment(row)));
  });
}
