import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { compressionPlugin } from './compression';
import { webAppPlugin } from './web-app';

/** The web app's build step that writes the .br and .gz copies (apps/web package.json "build"). */
const PRECOMPRESS = path.resolve(import.meta.dirname, '../../../web/scripts/precompress.mjs');

/**
 * A built web app in miniature: the page, hashed files (one big enough to be precompressed, one too small)
 * and the inspector console's worker, precompressed by the build's own step.
 */
const WORKER = 'self.addEventListener("fetch", (event) => event.respondWith(fetch(event.request)));\n'.repeat(20);
const BUNDLE = Array.from({ length: 200 }, (_, i) => `export const label${i} = "입주 청소 ${i}";`).join('\n');
const PAGE = `<!doctype html><html lang="ko"><head><title>입주</title>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(30)}</head><body><div id="root"></div></body></html>`;
const SMALL = 'console.log(1);';
const YEAR = 'public, max-age=31536000, immutable';
let web: FastifyInstance;

beforeAll(async () => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'ipju-web-sw-'));
  writeFileSync(path.join(distDir, 'index.html'), PAGE);
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), BUNDLE);
  writeFileSync(path.join(distDir, 'assets', 'small-def456.js'), SMALL);
  mkdirSync(path.join(distDir, 'inspector'));
  writeFileSync(path.join(distDir, 'inspector', 'sw.js'), WORKER);
  execFileSync(process.execPath, [PRECOMPRESS, distDir]);
  web = Fastify();
  await web.register(compressionPlugin);
  await web.register(webAppPlugin, { config: loadConfig({ APP_MODE: 'demo' }), distDir });
  await web.ready();
});
afterAll(async () => web.close());

const get = (url: string, acceptEncoding?: string) =>
  web.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('built files', () => {
  it('sends a hashed file as Brotli or gzip that unpacks to exactly the plain file, all cached for a year', async () => {
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE);
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BUNDLE);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(BUNDLE));
    for (const res of [plain, br, gz]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['cache-control']).toBe(YEAR);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('sends a file too small to be worth compressing as it is', async () => {
    const res = await get('/assets/small-def456.js', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SMALL);
    expect(res.headers['cache-control']).toBe(YEAR);
  });

  it('answers a hashed file that is not there, or a copy by its own name, with a 404 rather than the app page', async () => {
    for (const url of ['/assets/index-gone99.js', '/assets/index-abc123.js.br', '/assets/index-abc123.js.gz']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).not.toMatch(/^text\/html/);
    }
  });
});

describe('app pages', () => {
  it.each(['/', '/business/cleaning'])('%s is never kept by caches and comes compressed when the browser accepts it', async (url) => {
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PAGE);
    const br = await get(url, 'gzip, deflate, br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(PAGE);
    const gz = await get(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(PAGE);
  });
});

describe('the inspector console service worker', () => {
  it('is served at /inspector/sw.js as a script, never cached, allowed to control /inspector', async () => {
    const res = await web.inject({ method: 'GET', url: '/inspector/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/inspector');
    expect(res.body).toBe(WORKER);
    const br = await get('/inspector/sw.js', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(WORKER);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers['service-worker-allowed']).toBe('/inspector');
  });

  it('leaves hashed files cached for a year and console pages as the app page', async () => {
    const asset = await web.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe(YEAR);
    expect(asset.headers['service-worker-allowed']).toBeUndefined();
    const page = await web.inject({ method: 'GET', url: '/inspector/inspections/12' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['service-worker-allowed']).toBeUndefined();
  });
});
