import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { SANDBOX_PATH } from '../src/lib/portone';
import type { WebhookBody } from '../src/lib/portone/sandbox';
import { createTestApp, unique, type TestContext } from './helpers';

/** Where the sandbox tests point notice_url: a test-only route outside /api/v2 that records what arrives. */
export const WEBHOOK_PATH = '/test-webhooks/portone';

export interface SandboxTestContext extends TestContext {
  /** Webhooks received at WEBHOOK_PATH, oldest first. */
  webhooks: WebhookBody[];
}

/** createTestApp (demo mode, so with the sandbox) plus a webhook receiver. */
export async function createSandboxTestApp(env: Record<string, string> = {}): Promise<SandboxTestContext> {
  const webhooks: WebhookBody[] = [];
  const t = await createTestApp(env, {
    beforeReady: (app) => {
      app.post(WEBHOOK_PATH, { schema: { hide: true } }, async (request) => {
        webhooks.push(request.body as WebhookBody);
        return { ok: true };
      });
    },
  });
  return { ...t, webhooks };
}

export const merchantUid = () => `ipju_test_${unique()}`;

/** POST /sandbox/portone/payments (the buyer's payment window in one call); returns the imp_uid. */
export async function createPayment(app: FastifyInstance, body: Record<string, unknown>): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `${SANDBOX_PATH}/payments`,
    payload: { merchant_uid: merchantUid(), amount: 10_000, pay_method: 'card', outcome: 'paid', ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ imp_uid: string }>().imp_uid;
}

/** A sandbox access token, as the PortOne client would get it. */
export async function sandboxToken(t: TestContext): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${SANDBOX_PATH}/users/getToken`,
    payload: { imp_key: t.config.portone.apiKey, imp_secret: t.config.portone.apiSecret },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ response: { access_token: string } }>().response.access_token;
}
