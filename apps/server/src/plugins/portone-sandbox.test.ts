import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers';
import { buildApp } from '../app';
import { createAppDeps } from '../app-deps';
import { loadConfig, PORTONE_API } from '../config';
import { createInlineJobQueue } from '../lib/jobs';
import { SANDBOX_PATH } from '../lib/portone';

const PRODUCTION_ENV = {
  APP_MODE: 'production',
  DATABASE_URL: 'postgres://ipju@db.internal/ipju',
  SESSION_SECRET: 'a-long-random-secret-for-tests-only',
  PORTONE_API_KEY: 'key',
  PORTONE_API_SECRET: 'secret',
  PORTONE_IMP_CODE: 'imp00000000',
  SOLAPI_API_KEY: 'key',
  SOLAPI_API_SECRET: 'secret',
  SOLAPI_SENDER: '0212345678',
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
