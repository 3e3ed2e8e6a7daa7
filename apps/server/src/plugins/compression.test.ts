import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createCategory } from '../../test/factories/catalog';
import { createTestApp, type TestContext } from '../../test/helpers';
import { compressionPlugin } from './compression';

let t: TestContext;
let itemsUrl: string;
let categoryCode: string;
beforeAll(async () => {
  t = await createTestApp();
  // A service with enough items that its list is well over 1 KB of JSON.
  const category = await createCategory(t.db);
  for (let i = 0; i < 6; i++) await createItem(t.db, { category, summary: `입주 전 꼼꼼하게 청소해 드려요 (${i})` });
  categoryCode = category.code;
  itemsUrl = `/api/v2/items?itemType=${category.code}`;
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('JSON answers', () => {
  it('come Brotli- or gzip-compressed when over 1 KB and the client accepts it, with the same JSON inside', async () => {
    const plain = await get(itemsUrl);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.json().data.items.length).toBe(6);

    const br = await get(itemsUrl, 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);

    const gz = await get(itemsUrl, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

    // A browser offers both: Brotli is the smaller.
    expect((await get(itemsUrl, 'gzip, deflate, br')).headers['content-encoding']).toBe('br');
  });

  it('stay as they are when small, or when the client accepts neither', async () => {
    const health = await get('/api/v2/health', 'gzip, deflate, br');
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toBeTruthy();
    const deflateOnly = await get(itemsUrl, 'deflate');
    expect(deflateOnly.headers['content-encoding']).toBeUndefined();
    expect(deflateOnly.json().data.items.length).toBe(6);
  });

  it('of a memoised list (compressed once and kept) follow the catalogue: a new item shows in the compressed answer', async () => {
    const before = await get(itemsUrl, 'br');
    const again = await get(itemsUrl, 'br');
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers['content-length']).toBe(String(again.rawPayload.length));
    expect(again.rawPayload.equals(before.rawPayload)).toBe(true);

    const added = await createItem(t.db, { categoryCode, name: '새로 들어온 줄눈 시공' });
    t.services.items.invalidateCatalog();
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await get(itemsUrl, encoding);
      expect(res.headers['content-encoding']).toBe(encoding);
      const body = JSON.parse((encoding === 'br' ? brotliDecompressSync : gunzipSync)(res.rawPayload).toString());
      expect(body.data.items.map((i: { itemIdx: number }) => i.itemIdx)).toContain(added.item.itemIdx);
      expect(body).toEqual((await get(itemsUrl)).json());
    }
  });
});

describe('compressed formats', () => {
  const bytes = Buffer.alloc(4096, 7);
  const app = Fastify();
  beforeAll(async () => {
    await app.register(compressionPlugin);
    app.get('/report.pdf', (_req, reply) => reply.type('application/pdf').send(Readable.from([bytes])));
    app.get('/photos.zip', (_req, reply) => reply.type('application/zip').send(Readable.from([bytes])));
    app.get('/list.xlsx', (_req, reply) =>
      reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(Readable.from([bytes])),
    );
    app.get('/photo.webp', (_req, reply) => reply.type('image/webp').send(bytes));
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(['/report.pdf', '/photos.zip', '/list.xlsx', '/photo.webp'])('%s downloads byte for byte, never compressed again', async (url) => {
    const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });
});
