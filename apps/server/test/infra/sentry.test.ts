import * as Sentry from '@sentry/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startErrorReports } from '../../src/lib/error-reports';
import { createInfraApp, type InfraApp } from './infra-app';

vi.mock('@sentry/node', () => ({ captureException: vi.fn(), init: vi.fn(), close: vi.fn(async () => true) }));

let t: InfraApp;
const DSN = 'https://public@o0.ingest.sentry.io/1';
beforeAll(async () => {
  // What main.ts does when SENTRY_DSN is set, before it builds the app.
  await startErrorReports({ dsn: DSN, environment: 'demo' });
  t = await createInfraApp({ SENTRY_DSN: DSN });
});
afterAll(() => t.close());

describe('Sentry', () => {
  it('receives unexpected errors with the request id, but not client errors', async () => {
    const capture = vi.mocked(Sentry.captureException);
    capture.mockClear();
    await t.app.inject({ url: '/api/v2/nope' });
    await t.app.inject({ url: '/api/v2/files/presigned_url?type=review&mimeType=image/png' });
    expect(capture).not.toHaveBeenCalled();

    const res = await t.app.inject({ url: '/api/v2/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(capture).toHaveBeenCalledTimes(1);
    const [error, context] = capture.mock.calls[0]!;
    expect((error as Error).message).toContain('database exploded');
    expect(context).toMatchObject({ tags: { requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
  });
});
