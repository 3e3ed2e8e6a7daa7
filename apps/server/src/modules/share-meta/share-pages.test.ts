import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTENT_PAGES } from '@ipju/contract';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { apartmentAreas, events } from '../../db/schema';
import { webAppPlugin } from '../../plugins/web-app';
import { createCategory, createItem, createSpecialPrice } from '../../../test/factories/catalog';
import { createApartment } from '../../../test/factories/places';
import { createEvent } from '../../../test/factories/engagement';
import { createTestApp, unique, type TestContext } from '../../../test/helpers';
import { createSharePages, sharePageSources, sharePagesRenderer } from './share-pages';

/** A stand-in for apps/web/dist/index.html with the default tags the built page has (multi-line ones too). */
const INDEX_HTML = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="기본 설명이에요."
    />
    <meta property="og:type" content="website" />
    <meta property="og:site_name" content="입주" />
    <meta property="og:title" content="입주 - 기본 제목" />
    <meta
      property="og:description"
      content="기본 설명이에요."
    />
    <title>입주 - 기본 제목</title>
    <script type="module" src="/assets/index.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let t: TestContext;
let web: FastifyInstance;
let webWithPublicUrl: FastifyInstance;

async function webApp(env: Record<string, string> = {}) {
  const distDir = mkdtempSync(path.join(tmpdir(), 'ipju-web-'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  const app = Fastify();
  // Pages are kept (60 s); the catalogue is read every time (the test app's CATALOG_CACHE_TTL_MS is 0), so
  // categories made by a test are found.
  await app.register(webAppPlugin, {
    config: loadConfig({ APP_MODE: 'demo', ...env }),
    distDir,
    renderPages: sharePagesRenderer(t.services),
  });
  await app.ready();
  return app;
}

beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_TTL_MS: '0' });
  web = await webApp();
  webWithPublicUrl = await webApp({ PUBLIC_URL: 'https://ipju.example/' });
});
afterAll(async () => {
  await web.close();
  await webWithPublicUrl.close();
  await t.close();
});

/** What every request says its Host is: forged, so it must never show up in a page. */
const HOST = 'evil.example:8080';
/** The site's address with PUBLIC_URL unset in demo mode (PORT 3000). */
const SITE = 'http://localhost:3000';
const page = async (url: string, app = web) => {
  const res = await app.inject({ method: 'GET', url, headers: { host: HOST } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  return res.body;
};

const unescape = (s: string) =>
  s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
/** Every value of a meta tag (by name or property), unescaped. */
function metas(html: string, key: string): string[] {
  const re = new RegExp(`<meta\\b[^>]*(?:name|property)="${key}"[^>]*content="([^"]*)"`, 'g');
  return [...html.matchAll(re)].map((m) => unescape(m[1]!));
}
const meta = (html: string, key: string) => {
  const values = metas(html, key);
  expect(values, `${key} once`).toHaveLength(1);
  return values[0]!;
};
const titleOf = (html: string) => {
  const titles = [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((m) => unescape(m[1]!));
  expect(titles).toHaveLength(1);
  return titles[0]!;
};

describe('link previews of shareable pages', () => {
  it("gives an event page its title, description, banner and URL, absolute on the site's own address and never on the request's Host", async () => {
    const event = await createEvent(t.db, { title: '이웃 초대하고 5,000P 받기', summary: '이웃 한 명마다 5,000P를 드려요.' });
    const html = await page(`/events/${event.eventIdx}?utm_source=kakao`);
    expect(titleOf(html)).toBe('이웃 초대하고 5,000P 받기 | 입주');
    expect(meta(html, 'description')).toBe('이웃 한 명마다 5,000P를 드려요.');
    expect(meta(html, 'og:title')).toBe('이웃 초대하고 5,000P 받기');
    expect(meta(html, 'og:description')).toBe('이웃 한 명마다 5,000P를 드려요.');
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:image')).toBe(`${SITE}/files/seed/event-1.jpg`);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'og:url')).toBe(`${SITE}/events/${event.eventIdx}`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    // Site-wide tags and the rest of the page stay.
    expect(meta(html, 'og:site_name')).toBe('입주');
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('evil.example');
  });

  it('uses http://localhost:PORT in demo mode while PUBLIC_URL is unset', async () => {
    const event = await createEvent(t.db);
    const other = await webApp({ PORT: '4123' });
    try {
      const html = await page(`/events/${event.eventIdx}`, other);
      expect(meta(html, 'og:url')).toBe(`http://localhost:4123/events/${event.eventIdx}`);
      expect(meta(html, 'og:image')).toBe('http://localhost:4123/files/seed/event-1.jpg');
    } finally {
      await other.close();
    }
  });

  it('uses PUBLIC_URL for absolute addresses when it is set', async () => {
    const event = await createEvent(t.db);
    const html = await page(`/events/${event.eventIdx}/`, webWithPublicUrl);
    expect(meta(html, 'og:image')).toBe('https://ipju.example/files/seed/event-1.jpg');
    expect(meta(html, 'og:url')).toBe(`https://ipju.example/events/${event.eventIdx}`);
  });

  it('escapes every value', async () => {
    const event = await createEvent(t.db, {
      title: '<script>alert("x")</script> & \'특가\'',
      summary: '"따옴표"와 <b>태그</b>',
    });
    const html = await page(`/events/${event.eventIdx}`);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script>alert');
    expect(head).not.toContain('<b>');
    expect(head).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;특가&#39;');
    expect(meta(html, 'og:title')).toBe('<script>alert("x")</script> & \'특가\'');
    expect(meta(html, 'description')).toBe('"따옴표"와 <b>태그</b>');
  });

  it('keeps the default tags for an unknown or unpublished event, an unknown code or slug (status 404), and other pages', async () => {
    const hidden = await createEvent(t.db, { isPublished: false });
    const missing = [
      `/events/${hidden.eventIdx}`,
      '/events/999999999',
      '/business/no-such-code',
      '/item-guide/no-such-code',
      '/contents/no-such-page',
      '/contents/all-at-no-such-service',
    ];
    for (const url of missing) {
      // The app's own not-found page, sent as 404 so crawlers do not keep the address as a page.
      const res = await web.inject({ method: 'GET', url, headers: { host: HOST } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body, url).toBe(INDEX_HTML);
    }
    for (const url of ['/events/abc', '/my-page', '/']) {
      expect(await page(url), url).toBe(INDEX_HTML);
    }
  });

  it('describes a category page from the catalogue, with its cover through the image optimizer as JPEG', async () => {
    const category = await createCategory(t.db, {
      name: '입주청소 테스트',
      headline: '새집 먼지까지 말끔하게',
      description: '전문 팀이 하루 만에 청소해요.',
      imageUrl: '/files/seed/cat-cleaning-1.webp',
    });
    const html = await page(`/business/${category.code}?item=3`);
    expect(titleOf(html)).toBe('입주청소 테스트 | 입주');
    expect(meta(html, 'og:description')).toBe('새집 먼지까지 말끔하게. 전문 팀이 하루 만에 청소해요.');
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:url')).toBe(`${SITE}/business/${category.code}`);
    const image = meta(html, 'og:image');
    expect(image).toBe(`${SITE}/_image?url=%2Ffiles%2Fseed%2Fcat-cleaning-1.webp&w=1200`);

    // A crawler (no Accept header) gets a JPEG from that address.
    const fetched = await t.app.inject({ method: 'GET', url: image.slice(`${SITE}`.length) });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toBe('image/jpeg');
  });

  it('describes a shared service (/business/{code}?item=) by its name, company, rating and price', async () => {
    const category = await createCategory(t.db, { name: '줄눈 테스트' });
    const { item, partner } = await createItem(t.db, { category, name: '프리미엄 줄눈 <케라폭시>', summary: '욕실 두 곳과 현관까지 시공해요.' });
    const html = await page(`/business/${category.code}?item=${item.itemIdx}&utm_source=kakao`);
    expect(titleOf(html)).toBe(`프리미엄 줄눈 <케라폭시> - ${partner.companyName} | 입주`);
    expect(meta(html, 'og:description')).toMatch(/^줄눈 테스트 · 별점 4\.5 · 후기 20개 · 300,000원부터\. 욕실 두 곳과 현관까지 시공해요\.$/);
    expect(meta(html, 'og:url')).toBe(`${SITE}/business/${category.code}?item=${item.itemIdx}`);
    expect(meta(html, 'og:image')).toContain('test-thumb');
    // The raw markup of the name never reaches the HTML unescaped.
    expect(html).not.toContain('<케라폭시>');
    // An item of another category keeps that page's own preview.
    const other = await createCategory(t.db, { name: '다른 서비스' });
    expect(titleOf(await page(`/business/${other.code}?item=${item.itemIdx}`))).toBe('다른 서비스 | 입주');
  });

  it('describes a chapter page by its member services', async () => {
    await createCategory(t.db, { chapter: 'joint', name: '줄눈 테스트 서비스' });
    const html = await page('/business/joint');
    expect(titleOf(html)).toBe('줄눈 서비스 | 입주');
    expect(meta(html, 'og:description')).toContain('줄눈 테스트 서비스');
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${SITE}/`));
  });

  it('describes an item guide only for a category that has one', async () => {
    const guided = await createCategory(t.db, { name: '탄성코트 테스트', hasItemGuide: true, headline: '결로를 막는 도막' });
    const unguided = await createCategory(t.db, { hasItemGuide: false });
    const html = await page(`/item-guide/${guided.code}`);
    expect(titleOf(html)).toBe('탄성코트 테스트 가이드 | 입주');
    expect(meta(html, 'og:description')).toContain('결로를 막는 도막');
    const none = await web.inject({ method: 'GET', url: `/item-guide/${unguided.code}`, headers: { host: HOST } });
    expect(none.statusCode).toBe(404);
    expect(none.body).toBe(INDEX_HTML);
  });

  it('describes content pages from the shared copy, all-at pages from the service', async () => {
    const copy = CONTENT_PAGES['special-price']!;
    const html = await page('/contents/special-price');
    expect(titleOf(html)).toBe(`${copy.title} | 입주`);
    expect(meta(html, 'og:description')).toBe(copy.lead);
    expect(meta(html, 'og:image')).toBe(`${SITE}/_image?url=%2Ffiles%2Fseed%2Fipju-promise.webp&w=1200`);

    const category = await createCategory(t.db, { name: '중문 테스트' });
    const allAt = await page(`/contents/all-at-${category.code}`);
    expect(meta(allAt, 'og:title')).toBe('중문 테스트도 입주에서');
  });

  it('gives the events list page a preview too', async () => {
    await createEvent(t.db);
    const html = await page('/events');
    expect(titleOf(html)).toBe('이벤트 | 입주');
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${SITE}/files/seed/`));
  });

  it("describes a complex page by the complex, its special prices and floor plan; an unknown slug is 404", async () => {
    const slug = `share-${unique()}`;
    const apartment = await createApartment(t.db, { slug, builder: '미리건설', moveInStart: '2027-03-01', households: 1234 });
    await t.db
      .update(apartmentAreas)
      .set({ floorPlanUrl: '/files/seed/plan-1-84a.webp', floorPlanWidth: 1200, floorPlanHeight: 900 })
      .where(eq(apartmentAreas.areaIdx, apartment.areas[1]!.areaIdx));
    const item = await createItem(t.db);
    await createSpecialPrice(t.db, { apartmentIdx: apartment.apartmentIdx, itemIdx: item.item.itemIdx, discountRate: 12 });
    const html = await page(`/complexes/${slug}`);
    expect(meta(html, 'og:title')).toBe(`${apartment.name} 입주 준비`);
    expect(meta(html, 'og:description')).toBe(
      '1,234세대 · 미리건설 · 2027.03.01 입주 시작. 입주 서비스 1개를 최대 12% 단지 특가로 예약해요. 평면도, 공동구매 현황, 이웃 후기까지 한눈에 보세요.',
    );
    expect(meta(html, 'og:image')).toContain('plan-1-84a');
    expect(meta(html, 'og:url')).toBe(`${SITE}/complexes/${slug}`);
    const missing = await web.inject({ method: 'GET', url: `/complexes/nope-${unique()}`, headers: { host: HOST } });
    expect(missing.statusCode).toBe(404);
  });

  it('reuses a page for a while: a burst of previews reads once, an edit shows after the cache time', async () => {
    const event = await createEvent(t.db, { title: '처음 제목' });
    const first = await page(`/events/${event.eventIdx}`);
    await t.db.update(events).set({ title: '바뀐 제목' }).where(eq(events.eventIdx, event.eventIdx));
    expect(meta(await page(`/events/${event.eventIdx}`), 'og:title')).toBe('처음 제목');
    expect(first).toContain('처음 제목');
  });
});

describe('the catalogue the previews read', () => {
  it("is the items service's in-memory catalogue: a category shows once that catalogue is reloaded", async () => {
    const cached = await createTestApp({ CATALOG_CACHE_TTL_MS: '600000' });
    try {
      const pages = createSharePages({ indexHtml: INDEX_HTML, sources: sharePageSources(cached.services), ttlMs: 0 });
      expect((await pages.pageFor('/business/no-such-code', SITE)).status).toBe(404);
      const category = await createCategory(cached.db, { name: '새로 연 서비스' });
      // The catalogue was read before the category existed, and is kept for CATALOG_CACHE_TTL_MS.
      expect((await pages.pageFor(`/business/${category.code}`, SITE)).status).toBe(404);
      cached.services.items.invalidateCatalog();
      const fresh = await pages.pageFor(`/business/${category.code}`, SITE);
      expect(fresh.status).toBe(200);
      expect(titleOf(fresh.html)).toBe('새로 연 서비스 | 입주');
    } finally {
      await cached.close();
    }
  });
});

describe('createSharePages', () => {
  it('answers concurrent requests for one page with one lookup, and serves the defaults when the lookup fails', async () => {
    let lookups = 0;
    const errors: string[] = [];
    let fail = false;
    const pages = createSharePages({
      indexHtml: INDEX_HTML,
      sources: {
        event: async (eventIdx) => {
          lookups += 1;
          if (fail) throw new Error('database down');
          return {
            eventIdx,
            title: `이벤트 ${eventIdx}`,
            summary: '요약',
            badge: null,
            imageUrl: '/files/seed/event-2.jpg',
            startsAt: new Date().toISOString(),
            endsAt: null,
            status: 'ongoing',
            statusLabel: '진행 중',
            sections: [],
            notes: [],
            cta: null,
          };
        },
        events: async () => [],
        categories: async () => [],
        categoryItems: async () => [],
        complexPage: async () => null,
      },
      onError: (_e, p) => errors.push(p),
    });
    const burst = await Promise.all(Array.from({ length: 25 }, () => pages.htmlFor('/events/2', 'https://a.test')));
    expect(new Set(burst).size).toBe(1);
    expect(burst[0]).toContain('<meta property="og:title" content="이벤트 2" />');
    expect(lookups).toBe(1);

    fail = true;
    expect(await pages.htmlFor('/events/3', 'https://a.test')).toBe(INDEX_HTML);
    expect(errors).toEqual(['/events/3']);
    // Another origin is another page (its absolute URLs differ).
    fail = false;
    expect(await pages.htmlFor('/events/2', 'https://b.test')).toContain('https://b.test/files/seed/event-2.jpg');
    expect(lookups).toBe(3);
  });
});
