import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { webAppPlugin } from './web-app';

/** A built web app in miniature: the page, one hashed file and the inspector console's worker. */
const WORKER = 'self.addEventListener("fetch", () => {});';
let web: FastifyInstance;

beforeAll(async () => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'ipju-web-sw-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1);');
  mkdirSync(path.join(distDir, 'inspector'));
  writeFileSync(path.join(distDir, 'inspector', 'sw.js'), WORKER);
  web = Fastify();
  await web.register(webAppPlugin, { config: loadConfig({ APP_MODE: 'demo' }), distDir });
  await web.ready();
});
afterAll(async () => web.close());

describe('the inspector console service worker', () => {
  it('is served at /inspector/sw.js as a script, never cached, allowed to control /inspector', async () => {
    const res = await web.inject({ method: 'GET', url: '/inspector/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/inspector');
    expect(res.body).toBe(WORKER);
  });

  it('leaves hashed files cached for a year and console pages as the app page', async () => {
    const asset = await web.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['service-worker-allowed']).toBeUndefined();
    const page = await web.inject({ method: 'GET', url: '/inspector/inspections/12' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['service-worker-allowed']).toBeUndefined();
  });
});
