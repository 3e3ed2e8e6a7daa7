import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { virtualNumbers } from '../../db/schema';
import { createPartner } from '../../../test/factories/partners';
import { PRODUCTION_ENV } from '../../../test/production-env';
import { createTestApp, uniquePhone, type TestContext } from '../../../test/helpers';
import { createAppDeps } from '../../app-deps';
import { loadConfig } from '../../config';
import { createHttpVirtualNumberProvider } from './http-provider';
import { createVirtualNumbers, endVirtualNumber } from './index';

/** A stand-in 050 provider on a local port: numbers from a counter, closes recorded; `failNext` answers 500 once. */
interface Fake {
  url: string;
  opened: Array<{ auth: string | undefined; body: Record<string, string> }>;
  closed: string[];
  failNext: boolean;
}
let fake: Fake;
let server: Server;
let t: TestContext;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  t = await createTestApp();
  let n = 10_000_000 + Math.floor(Math.random() * 80_000_000);
  fake = { url: '', opened: [], closed: [], failNext: false };
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    if (fake.failNext) {
      fake.failNext = false;
      res.writeHead(500).end('{"error":"down"}');
      return;
    }
    if (req.method === 'POST' && req.url === '/v1/numbers') {
      fake.opened.push({ auth: req.headers.authorization, body: JSON.parse(body) });
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ number: `0508-${String(n).slice(0, 4)}-${String(n++).slice(4)}` }));
      return;
    }
    const closing = req.method === 'DELETE' && req.url?.match(/^\/v1\/numbers\/(\d+)$/);
    if (closing) {
      fake.closed.push(closing[1]!);
      res.writeHead(fake.closed.filter((c) => c === closing[1]).length > 1 ? 404 : 204).end();
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

let subjectSeq = 800_000_000 + Math.floor(Math.random() * 1_000_000);
const nextSubject = () => ({ kind: 'order_line' as const, idx: subjectSeq++ });

async function pair() {
  const { partner } = await createPartner(t.db);
  return { partnerIdx: partner.partnerIdx, partnerPhone: uniquePhone(), residentPhone: uniquePhone() };
}

describe('050 안심번호 through the provider’s REST API', () => {
  it('opens a number for the pair with the API key, keeps it for the job, and the sweep closes it at the provider', async () => {
    const vn = createVirtualNumbers(t.db, createHttpVirtualNumberProvider({ apiUrl: fake.url, apiKey: 'key-1' }));
    const p = await pair();
    const subject = nextSubject();
    const expiresAt = new Date(Date.now() + 60_000);
    const grant = await vn.numberFor(subject, p, expiresAt);
    expect(grant.number).toMatch(/^0508\d{8}$/);
    expect(fake.opened.at(-1)).toEqual({
      auth: 'Bearer key-1',
      body: { partnerPhone: p.partnerPhone, residentPhone: p.residentPhone, expiresAt: expiresAt.toISOString() },
    });
    expect(await vn.numberFor(subject, p, expiresAt)).toEqual(grant);
    const [row] = await t.db.select().from(virtualNumbers).where(eq(virtualNumbers.number, grant.number));
    expect(row).toMatchObject({ provider: 'http', releasedAt: null });

    await endVirtualNumber(t.db, subject);
    await vn.sweep(new Date(Date.now() + 1000));
    expect(fake.closed).toContain(grant.number);
    const [closed] = await t.db.select().from(virtualNumbers).where(eq(virtualNumbers.number, grant.number));
    expect(closed!.releasedAt).not.toBeNull();
  });

  it('answers 503 in Korean when the provider refuses, and opens nothing', async () => {
    const vn = createVirtualNumbers(t.db, createHttpVirtualNumberProvider({ apiUrl: fake.url, apiKey: 'key-1' }));
    const p = await pair();
    const subject = nextSubject();
    fake.failNext = true;
    await expect(vn.numberFor(subject, p, new Date(Date.now() + 60_000))).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: '안심번호를 지금 만들 수 없어요. 잠시 후 다시 시도해 주세요.',
    });
    const rows = await t.db.select().from(virtualNumbers).where(eq(virtualNumbers.subjectIdx, subject.idx));
    expect(rows).toEqual([]);
    const unreachable = createHttpVirtualNumberProvider({ apiUrl: 'http://127.0.0.1:1/', apiKey: 'k', timeoutMs: 500 });
    await expect(unreachable.open({ ...p, expiresAt: new Date() })).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('treats a number the provider already closed (404) as closed', async () => {
    const provider = createHttpVirtualNumberProvider({ apiUrl: fake.url, apiKey: 'k' });
    await provider.close('050899990000');
    await expect(provider.close('050899990000')).resolves.toBeUndefined();
  });
});

describe('choosing the 050 provider', () => {
  it('is local in demo mode and the REST API with VIRTUAL_NUMBER_PROVIDER=http', () => {
    const demo = createAppDeps(loadConfig({ APP_MODE: 'demo' }), t.database, { jobs: t.deps.jobs, messages: t.deps.messages });
    expect(demo.virtualNumbers.provider.name).toBe('local');
    const http = createAppDeps(
      loadConfig({ APP_MODE: 'demo', VIRTUAL_NUMBER_PROVIDER: 'http', VIRTUAL_NUMBER_API_URL: fake.url, VIRTUAL_NUMBER_API_KEY: 'k' }),
      t.database,
      { jobs: t.deps.jobs, messages: t.deps.messages },
    );
    expect(http.virtualNumbers.provider.name).toBe('http');
  });

  it('refuses to start with http but no URL or key (the production default)', () => {
    const { VIRTUAL_NUMBER_API_KEY: _key, ...withoutKey } = PRODUCTION_ENV;
    expect(() => loadConfig(withoutKey)).toThrow(/VIRTUAL_NUMBER_API_URL and VIRTUAL_NUMBER_API_KEY/);
    expect(() => loadConfig({ APP_MODE: 'demo', VIRTUAL_NUMBER_PROVIDER: 'http' })).toThrow(/VIRTUAL_NUMBER_API_URL/);
    expect(loadConfig({ ...withoutKey, VIRTUAL_NUMBER_PROVIDER: 'local' }).virtualNumbers.provider).toBe('local');
  });
});
