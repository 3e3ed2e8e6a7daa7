import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, unique, type TestContext } from '../../test/helpers';
import { SEED_ASSETS_DIR } from '../lib/image/sources';

// The demo images are committed (assets/seed): a missing one fails the test below rather than skipping it.
const seedFile = existsSync(SEED_ASSETS_DIR) ? readdirSync(SEED_ASSETS_DIR).find((f) => /\.(webp|png|jpe?g)$/.test(f)) : undefined;

let t: TestContext;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  const name = `${unique('img-')}.png`;
  const dir = path.join(t.config.dataDir, 'uploads', 'test');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, name),
    await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#c84' } }).png().toBuffer(),
  );
  url = `/files/uploads/test/${name}`;
});
afterAll(() => t.close());

const image = (query: string, accept = 'image/avif,image/webp,*/*', extra: Record<string, string> = {}) =>
  t.app.inject({ url: `/_image?${query}`, headers: { accept, ...extra } });

describe('/_image', () => {
  it('resizes a local image to WebP at the asked width, cached for good with an ETag', async () => {
    const res = await image(`url=${encodeURIComponent(url)}&w=320`, 'image/webp,*/*');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toContain('Accept');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 160 });
    expect(readdirSync(path.join(t.config.dataDir, 'image-cache')).length).toBeGreaterThan(0);

    const again = await image(`url=${encodeURIComponent(url)}&w=320`, 'image/webp,*/*', { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('answers AVIF to clients that accept it, and quality changes the result', async () => {
    const res = await image(`url=${encodeURIComponent(url)}&w=640&q=40`);
    expect(res.headers['content-type']).toBe('image/avif');
    const other = await image(`url=${encodeURIComponent(url)}&w=640&q=90`);
    expect(other.headers.etag).not.toBe(res.headers.etag);
  });

  it('sends the image as it is to a browser that accepts compressed answers (it is compressed already)', async () => {
    const res = await image(`url=${encodeURIComponent(url)}&w=640`, 'image/webp,*/*', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
  });

  it('does not enlarge beyond the source width', async () => {
    const res = await image(`url=${encodeURIComponent(url)}&w=3840`, 'image/webp');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1000);
  });

  it('refuses widths outside the offered lists and bad qualities in Korean', async () => {
    const width = await image(`url=${encodeURIComponent(url)}&w=500`);
    expect(width.statusCode).toBe(400);
    expect(width.json().message).toBe(
      '이미지 너비(w)는 320, 375, 640, 750, 828, 960, 1080, 1200, 1280, 1600, 1920, 2048, 3840 중 하나여야 해요.',
    );
    const quality = await image(`url=${encodeURIComponent(url)}&w=320&q=0`);
    expect(quality.statusCode).toBe(400);
    expect(quality.json().message).toContain('이미지 품질(q)');
  });

  it('is no open proxy: outside addresses and paths leaving the folder are refused', async () => {
    const remote = await image(`url=${encodeURIComponent('https://example.com/a.png')}&w=320`);
    expect(remote.statusCode).toBe(400);
    expect(remote.json().message).toContain('/files/');
    const escape = await image(`url=${encodeURIComponent('/files/uploads/%2e%2e/%2e%2e/etc/passwd')}&w=320`);
    expect(escape.statusCode).toBe(400);
    const otherRoot = await image(`url=${encodeURIComponent('/files/secret/a.png')}&w=320`);
    expect(otherRoot.statusCode).toBe(400);
  });

  it('gives a Korean 404 for a missing source', async () => {
    const res = await image(`url=${encodeURIComponent('/files/uploads/test/nothing-here.png')}&w=320`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('이미지를 찾을 수 없어요.');
    expect(existsSync(path.join(t.config.dataDir, 'uploads', 'test', 'nothing-here.png'))).toBe(false);
  });

  it('refuses a source that is not an image', async () => {
    const name = `${unique('doc-')}.png`;
    writeFileSync(path.join(t.config.dataDir, 'uploads', 'test', name), 'not an image');
    const res = await image(`url=${encodeURIComponent(`/files/uploads/test/${name}`)}&w=320`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('이미지 파일이 아니어서');
  });

  it('serves the demo images and optimizes them', async () => {
    expect(seedFile).toBeDefined();
    const served = await t.app.inject({ url: `/files/seed/${seedFile}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
    const res = await image(`url=${encodeURIComponent(`/files/seed/${seedFile}`)}&w=375`, 'image/webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const missing = await t.app.inject({ url: '/files/seed/no-such-image.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/[가-힣]/);
  });
});
