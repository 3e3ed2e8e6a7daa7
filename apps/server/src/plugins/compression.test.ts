import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createCategory } from '../../test/factories/catalog';
import { createTestApp, type TestContext } from '../../test/helpers';
import { compressionPlugin } from './compression';

let t: TestContext;
let itemsUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  // A service with enough items that its list is well over 1 KB of JSON.
  const category = await createCategory(t.db);
  for (let i = 0; i < 6; i++) await createItem(t.db, { category, summary: `입주 전 꼼꼼하게 청소해 드려요 (${i})` });
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
