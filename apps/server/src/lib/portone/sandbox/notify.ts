import type { FastifyRequest } from 'fastify';
import { ownOrigins, type SandboxContext } from './context';
import type { SandboxPaymentRow } from './payment-object';
import { inProcessPath } from './webhook';

/**
 * Sends PortOne's webhook `{ imp_uid, merchant_uid, status }` to the payment's notice_url, if it has one.
 * A URL on this site (same host as the request, PUBLIC_URL) is delivered in process. Call it only after
 * the payment's change is committed.
 */
export async function notify(ctx: SandboxContext, request: FastifyRequest, row: SandboxPaymentRow): Promise<void> {
  if (!row.noticeUrl) return;
  const url = inProcessPath(row.noticeUrl, ownOrigins(ctx.config, request)) ?? row.noticeUrl;
  await ctx.deliverWebhook(url, { imp_uid: row.impUid, merchant_uid: row.merchantUid, status: row.status });
}
