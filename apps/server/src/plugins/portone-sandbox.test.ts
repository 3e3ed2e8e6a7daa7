import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase, unique } from '../../test/helpers';
import { PRODUCTION_ENV as REQUIRED_PRODUCTION_ENV } from '../../test/production-env';
import { buildApp } from '../app';
import { createAppDeps } from '../app-deps';
import { loadConfig, PORTONE_API } from '../config';
import { createInlineJobQueue } from '../lib/jobs';
import { SANDBOX_PATH } from '../lib/portone';
import type { WebhookBody } from '../lib/portone/sandbox';
import { portoneSandboxPlugin } from './portone-sandbox';

const PRODUCTION_ENV = {
  ...REQUIRED_PRODUCTION_ENV,
  LOG_LEVEL: 'silent',
  DATA_DIR: path.join(tmpdir(), 'ipju-test-data'),
};

describe('APP_MODE=production', () => {
  it('does not serve the PortOne sandbox, and the client talks to PortOne itself', async () => {
    const config = loadConfig(PRODUCTION_ENV);
    expect(config.portone.sandbox).toBe(false);
    expect(config.portone.apiBase).toBe(PORTONE_API);

    // The routes under test never reach the database; the run's test database stands in for DATABASE_URL.
    const database = await openTestDatabase();
    const deps = createAppDeps(config, database, { messages: { name: 'none', send: async () => {} }, jobs: createInlineJobQueue() });
    expect(deps.portoneLoopback).toBeNull();
    const app = await buildApp(deps, { logger: false });
    await app.ready();
    try {
      const requests = [
        { method: 'GET' as const, url: `${SANDBOX_PATH}/checkout?merchant_uid=x&amount=1000&pay_method=card&m_redirect_url=/` },
        { method: 'POST' as const, url: `${SANDBOX_PATH}/users/getToken`, payload: { imp_key: 'key', imp_secret: 'secret' } },
        { method: 'POST' as const, url: `${SANDBOX_PATH}/payments`, payload: { merchant_uid: 'x', amount: 1000, pay_method: 'card', outcome: 'paid' } },
        { method: 'POST' as const, url: `${SANDBOX_PATH}/vbank/deposit`, payload: { imp_uid: 'imp_000000000000' } },
        { method: 'GET' as const, url: `${SANDBOX_PATH}/payments/imp_000000000000` },
      ];
      for (const request of requests) {
        const res = await app.inject(request);
        expect(res.statusCode, request.url).toBe(404);
        expect(res.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('portoneSandboxPlugin options', () => {
  it('takes a clock (tokens expire after 30 minutes) and a webhook deliverer', async () => {
    const t = await createTestApp();
    let now = 2_000_000_000;
    const delivered: Array<{ url: string; body: WebhookBody }> = [];
    const app = Fastify();
    await app.register(portoneSandboxPlugin, {
      deps: t.deps,
      now: () => now,
      deliverWebhook: async (url, body) => void delivered.push({ url, body }),
    });
    await app.ready();
    try {
      const merchant = `ipju_test_${unique()}`;
      const created = await app.inject({
        method: 'POST',
        url: `${SANDBOX_PATH}/payments`,
        payload: { merchant_uid: merchant, amount: 5000, pay_method: 'card', outcome: 'paid', notice_url: 'https://hooks.example/portone' },
      });
      const impUid = created.json<{ imp_uid: string }>().imp_uid;
      expect(delivered).toEqual([{ url: 'https://hooks.example/portone', body: { imp_uid: impUid, merchant_uid: merchant, status: 'paid' } }]);

      const token = await app.inject({
        method: 'POST',
        url: `${SANDBOX_PATH}/users/getToken`,
        payload: { imp_key: t.config.portone.apiKey, imp_secret: t.config.portone.apiSecret },
      });
      expect(token.json()).toMatchObject({ response: { now, expired_at: now + 1800 } });
      const authorization = token.json<{ response: { access_token: string } }>().response.access_token;
      const read = () => app.inject({ method: 'GET', url: `${SANDBOX_PATH}/payments/${impUid}`, headers: { authorization } });
      expect((await read()).json().response.paid_at).toBe(2_000_000_000);
      now += 1799;
      expect((await read()).statusCode).toBe(200);
      now += 1;
      expect((await read()).statusCode).toBe(401);
    } finally {
      await app.close();
      await t.close();
    }
  });
});
