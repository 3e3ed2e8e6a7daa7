import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatWon } from '@ipju/contract';
import { categories } from '../src/db/schema';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharePagesRenderer } from '../src/modules/share-meta';
import { webAppPlugin } from '../src/plugins/web-app';
import type { RendererEntry } from '../src/plugins/web-render';
import { createItem, createSpecialPrice } from './factories/catalog';
import { createApartment } from './factories/places';
import { createTestApp, unique, type TestContext } from './helpers';

/**
 * The public pages arrive as HTML that already shows their content (docs/RENDERING.md): fetched without a
 * browser, the page has the services' names and prices in #root. The renderer is the web app's own
 * src/entry-server.tsx, loaded through Vite, so this runs before (and without) a build.
 */
const WEB_ROOT = path.resolve(import.meta.dirname, '../../web');
const INDEX_HTML = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <meta property="og:site_name" content="입주" />
    <meta property="og:title" content="입주 - 아파트 입주 서비스 특가" />
    <title>입주 - 아파트 입주 서비스 특가</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let t: TestContext;
let vite: ViteDevServer;

beforeAll(async () => {
  vite = await createServer({
    root: WEB_ROOT,
    configFile: path.join(WEB_ROOT, 'vite.config.ts'),
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  // Vite transforms the whole app on the first load, which on a busy machine took longer than the 10 s a Fastify
  // plugin may take to start; loaded here first (within the hook's own time), the plugin finds it transformed.
  await vite.ssrLoadModule('/src/entry-server.tsx');
  const distDir = mkdtempSync(path.join(tmpdir(), 'ipju-web-ssr-'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  // The whole app (API and pages) in one process, as in production: the renderer's API calls go in-process.
  t = await createTestApp({ CATALOG_CACHE_TTL_MS: '0' }, {
    beforeReady: async (app, { config, services }) => {
      await app.register(webAppPlugin, {
        config,
        distDir,
        renderPages: sharePagesRenderer(services),
        serverRender: { loadEntry: () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<RendererEntry> },
      });
    },
  });
});
afterAll(async () => {
  await t?.close();
  await vite?.close();
});

/** The cleaning category of the seed (made here when the database has none). */
async function cleaningCategory() {
  await t.db
    .insert(categories)
    .values({
      code: 'cleaning',
      name: '입주청소',
      label: '청소',
      headline: '새집 먼지 없이 입주하세요',
      description: '입주 전 집 전체를 청소해요.',
      chapter: null,
      visitTimeSet: 'morningAfternoon',
      hasItemGuide: false,
      imageUrl: '/static/categories/cleaning.png',
      sortOrder: 1,
    })
    .onConflictDoNothing();
  return (await t.db.query.categories.findFirst({ where: (c, { eq }) => eq(c.code, 'cleaning') }))!;
}

async function priceOf(itemIdx: number, query: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v2/items?itemSortType=recommended&limit=100&${query}` });
  const card = (res.json().data.items as Array<{ itemIdx: number; price: { price: number } }>).find((i) => i.itemIdx === itemIdx);
  if (!card) throw new Error(`item ${itemIdx} not listed`);
  return card.price.price;
}

/** The page as a link opens it: HTML only, no script runs. */
async function page(url: string, cookie?: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="ipju-ssr-state">/.exec(res.body);
  expect(root, 'the app is rendered into #root, followed by its state').not.toBeNull();
  return { html: res.body, root: root![1]! };
}

const apartmentCookie = (value: object) => `ipju_apartment=${encodeURIComponent(JSON.stringify(value))}`;

describe('server-rendered pages', () => {
  it("shows the chosen complex's special prices on home, from the ipju_apartment cookie", async () => {
    const complex = await createApartment(t.db, { name: `렌더단지${unique()}` });
    const area = complex.areas.find((a) => a.pyeong === 34)!;
    const { item } = await createItem(t.db, { name: `특가 청소 ${unique()}` });
    await createSpecialPrice(t.db, { apartmentIdx: complex.apartmentIdx, itemIdx: item.itemIdx, discountRate: 20 });
    const special = await priceOf(item.itemIdx, `apartmentIdx=${complex.apartmentIdx}&pyeong=34`);

    const { root } = await page(
      '/',
      apartmentCookie({ apartmentIdx: complex.apartmentIdx, name: complex.name, areaIdx: area.areaIdx, pyeong: 34, exclusiveArea: 84.95 }),
    );
    expect(root).toContain(complex.name);
    expect(root).toContain('우리 단지 특가');
    expect(root).toContain(item.name);
    expect(root).toContain(formatWon(special));
  });

  it('asks for the complex on home without the cookie (and with a broken one)', async () => {
    for (const cookie of [undefined, 'ipju_apartment=%7Bnot-json']) {
      const { root } = await page('/', cookie);
      expect(root).toContain('단지 특가로 한 번에');
      expect(root).not.toContain('우리 단지 특가');
    }
  });

  it("lists a category's services with their prices on /business/cleaning, keeping the link preview tags", async () => {
    const category = await cleaningCategory();
    const { item } = await createItem(t.db, { name: `입주청소 렌더 ${unique()}`, category });
    const price = await priceOf(item.itemIdx, 'itemType=cleaning');

    const { html, root } = await page('/business/cleaning');
    expect(root).toContain(item.name);
    expect(root).toContain(formatWon(price));
    expect(html).toContain(`<meta property="og:title" content="${category.name}" />`);
    // The data the page was rendered with travels along, so the browser hydrates without asking again.
    expect(html).toContain(`"itemIdx":${item.itemIdx}`);
  });

  it("renders a service page's reviews on the first render, not as a part left for the browser to render", async () => {
    const category = await cleaningCategory();
    const { item } = await createItem(t.db, { name: `입주청소 후기 렌더 ${unique()}`, category });

    // The first service page this process renders: the reviews section's code is not loaded yet. React marks a
    // part it could not render with <!--$!--> and the browser reports error #419 when it renders it itself.
    const { root } = await page(`/business/cleaning?item=${item.itemIdx}`);
    expect(root).toContain(item.name);
    expect(root).not.toContain('<!--$!');
  });

  it("renders a complex page with the complex's name, facts and a special price before any script", async () => {
    const slug = `render-${unique()}`;
    const complex = await createApartment(t.db, { name: `렌더소개단지${unique()}`, slug, builder: '렌더건설', households: 1500 });
    const { item } = await createItem(t.db, { name: `소개 특가 ${unique()}` });
    await createSpecialPrice(t.db, { apartmentIdx: complex.apartmentIdx, itemIdx: item.itemIdx, discountRate: 15 });
    const special = await priceOf(item.itemIdx, `apartmentIdx=${complex.apartmentIdx}`);

    const rendered = await page(`/complexes/${slug}`);
    // Text React split into parts (<!-- --> between them) reads as one to a person.
    const root = rendered.root.replaceAll('<!-- -->', '');
    const html = rendered.html.replaceAll('<!-- -->', '');
    expect(root).toContain(complex.name);
    expect(root).toContain('1,500세대');
    expect(root).toContain('렌더건설');
    expect(root).toContain(item.name);
    expect(root).toContain(formatWon(special));
    // In the page's body before any script (the app's scripts come after #root).
    const body = html.indexOf('<div id="root">');
    expect(html.indexOf(formatWon(special), body)).toBeGreaterThan(body);
    expect(html.indexOf(formatWon(special), body)).toBeLessThan(html.indexOf('<script', body));
    expect(html).toContain(`<meta property="og:title" content="${complex.name} 입주 준비" />`);
  });

  it('sends a visitor without a session from the cart straight to sign-in, and renders the sign-in page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cart' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?returnTo=%2Fcart');
    expect(res.headers['cache-control']).toBe('no-store');

    const { root, html } = await page('/login?returnTo=%2Fcart');
    expect(root).toContain('휴대폰 번호로');
    // Known signed out: the browser starts so instead of asking /auths/me first.
    expect(html).toContain('"signedOut":true');
  });

  it('renders the cart while the session is checked when the request has a session cookie', async () => {
    const { root, html } = await page('/cart', 'ipju_session=anything');
    expect(root).toContain('장바구니');
    expect(root).toContain('로그인 정보를 확인하고 있어요');
    expect(html).toContain('"signedOut":false');
  });

  it('leaves pages that are not server-rendered as index.html, the consoles included', async () => {
    // /business/items is the partner console's (it outranks the catalogue's /business/:code in the browser).
    for (const url of ['/my', '/business/items', '/business/items/3', '/partner', '/inspector']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('ipju-ssr-state');
    }
  });
});
