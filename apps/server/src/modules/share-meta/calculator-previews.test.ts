import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { webAppPlugin } from '../../plugins/web-app';
import { createApartment } from '../../../test/factories/places';
import { createSignedInResident } from '../../../test/factories/residents';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { sharePagesRenderer } from './share-pages';

const INDEX_HTML = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <meta property="og:title" content="입주 - 기본 제목" />
    <title>입주 - 기본 제목</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let t: TestContext;
let web: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  const distDir = mkdtempSync(path.join(tmpdir(), 'ipju-web-'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  web = Fastify();
  await web.register(webAppPlugin, { config: loadConfig({ APP_MODE: 'demo' }), distDir, renderPages: sharePagesRenderer(t.services) });
  await web.ready();
});
afterAll(async () => {
  await web.close();
  await t.close();
});

const ogOf = (html: string, key: string) => html.match(new RegExp(`property="${key}" content="([^"]*)"`))?.[1];

async function save(cookie: string | undefined, visibility: 'link' | 'private') {
  const apt = await createApartment(t.db, { name: `미리보기단지${Date.now()}` });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/move-in-calculations',
    headers: cookie ? { cookie } : {},
    payload: { apartmentIdx: apt.apartmentIdx, areaIdx: apt.areas[1]!.areaIdx, price: 500_000_000, balanceDate: '2027-01-15', homesOwned: 1, visibility },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { token: res.json().data.shareToken as string, name: apt.name };
}

describe('link previews of the move-in calculator', () => {
  it('a shared calculation previews its complex, 평형 and total; the calculator itself has its own preview', async () => {
    const { token, name } = await save(undefined, 'link');
    const res = await web.inject({ method: 'GET', url: `/move-in-calculator?share=${token}&utm_source=kakao` });
    expect(res.statusCode).toBe(200);
    expect(ogOf(res.body, 'og:title')).toMatch(new RegExp(`^${name} 34평 입주 비용 [\\d,]+원$`));
    expect(ogOf(res.body, 'og:url')).toBe(`http://localhost:3000/move-in-calculator?share=${token}`);
    const plain = await web.inject({ method: 'GET', url: '/move-in-calculator' });
    expect(ogOf(plain.body, 'og:title')).toBe('입주 비용 계산기');
  });

  it('a private or unknown calculation gives no preview and a 404 status', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const { token } = await save(cookie, 'private');
    for (const url of [`/move-in-calculator?share=${token}`, '/move-in-calculator?share=abcdefghijklmnopqrstuvwx']) {
      const res = await web.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(ogOf(res.body, 'og:title')).toBe('입주 - 기본 제목');
    }
  });
});
