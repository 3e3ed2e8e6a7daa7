import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { assetLinks, type ViteManifest } from './asset-links';
import { composePage, headStylesheets } from './compose';
import { createStyleInliner } from './inline-styles';
import { createPageCache, pageCacheKey } from './page-cache';

describe('the rendered page cache', () => {
  it('keys a page by its URL and the complex it shows, nothing else', () => {
    const none = JSON.stringify(null);
    const complex = JSON.stringify({ apartmentIdx: 3 });
    expect(pageCacheKey('/', none)).toBe(pageCacheKey('/', none));
    expect(pageCacheKey('/', none)).not.toBe(pageCacheKey('/', complex));
    // Signed out for sure (no session cookie) is another page than one whose session the browser checks.
    expect(pageCacheKey('/cart', none, false)).not.toBe(pageCacheKey('/cart', none, true));
    expect(pageCacheKey('/business/cleaning?item=1', none)).not.toBe(pageCacheKey('/business/cleaning?item=2', none));
    // A URL cannot pose as another complex's page.
    expect(pageCacheKey('/\n{"apartmentIdx":3}', none)).not.toBe(pageCacheKey('/', complex));
  });

  it('renders a page once for requests that arrive together, and again after ttlMs', async () => {
    let clock = 0;
    let renders = 0;
    const cache = createPageCache<string>({ ttlMs: 1000, now: () => clock });
    const make = async () => `page ${++renders}`;
    const [a, b] = await Promise.all([cache.get('k', make), cache.get('k', make)]);
    expect([a, b]).toEqual(['page 1', 'page 1']);
    clock = 999;
    expect(await cache.get('k', make)).toBe('page 1');
    clock = 1000;
    expect(await cache.get('k', make)).toBe('page 2');
  });

  it('sends a page past ttlMs at once while one background render replaces it, and waits for a render past staleMs', async () => {
    let clock = 0;
    let renders = 0;
    let finish!: () => void;
    const cache = createPageCache<string>({ ttlMs: 1000, staleMs: 5000, now: () => clock });
    const make = async () => {
      const n = ++renders;
      if (n > 1) await new Promise<void>((resolve) => (finish = resolve));
      return `page ${n}`;
    };
    expect(await cache.get('k', make)).toBe('page 1');
    clock = 1500;
    // Expired but within staleMs: the old page now, one render behind it however many ask.
    expect(await cache.get('k', make)).toBe('page 1');
    expect(await cache.get('k', make)).toBe('page 1');
    expect(renders).toBe(2);
    finish();
    await vi.waitFor(async () => expect(await cache.get('k', make)).toBe('page 2'));
    // Past ttlMs + staleMs the visitor waits for a new render.
    clock = 1500 + 6001;
    const waited = cache.get('k', make);
    await vi.waitFor(() => expect(renders).toBe(3));
    finish();
    expect(await waited).toBe('page 3');
  });

  it('keeps the stale page when its background render fails', async () => {
    let clock = 0;
    const failures: unknown[] = [];
    const cache = createPageCache<string>({ ttlMs: 1000, staleMs: 5000, now: () => clock, onBackgroundError: (e) => failures.push(e) });
    expect(await cache.get('k', async () => 'page 1')).toBe('page 1');
    clock = 2000;
    expect(await cache.get('k', async () => Promise.reject(new Error('api down')))).toBe('page 1');
    await vi.waitFor(() => expect(failures).toHaveLength(1));
    expect(await cache.get('k', async () => 'page 2')).toBe('page 1');
    await vi.waitFor(async () => expect(await cache.get('k', async () => 'page 3')).toBe('page 2'));
  });

  it('keeps no failure and drops the oldest page beyond maxEntries', async () => {
    const cache = createPageCache<string>({ ttlMs: 1000, maxEntries: 2, now: () => 0 });
    await expect(cache.get('bad', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', async () => 'ok')).toBe('ok');
    await cache.get('b', async () => 'b');
    await cache.get('c', async () => 'c');
    expect(cache.size()).toBe(2);
    expect(await cache.get('bad', async () => 'again')).toBe('again');
  });
});

describe('a rendered page', () => {
  const html = '<html><head><title>입주</title></head><body><div id="root"></div></body></html>';

  it("puts the app into #root and its state after it, the styles instead of index.html's stylesheet links ahead of the head scripts, React's first image preload after them, the route's preloads last", () => {
    const index =
      '<html><head><title>입주</title><script type="module" src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css"></head><body><div id="root"></div></body></html>';
    expect(headStylesheets(index)).toEqual(['/assets/index.css']);
    const image = '<link rel="preload" as="image" imageSrcSet="/_image?w=320 320w" fetchPriority="high"/>';
    const page = composePage(index, {
      appHtml: `${image}<main>$& 특가</main>`,
      stateScript: '<script type="application/json" id="s">{}</script>',
      styles: '<style>.a{}</style>',
      preloads: '<link rel="modulepreload" href="/assets/a.js">',
    });
    expect(page).toBe(
      `<html><head><title>입주</title><style>.a{}</style>${image}<script type="module" src="/assets/index.js"></script></head>` +
        `<body><div id="root">${image}<main>$& 특가</main></div><script type="application/json" id="s">{}</script><link rel="modulepreload" href="/assets/a.js"></body></html>`,
    );
    expect(composePage(html, { appHtml: 'x', stateScript: '', styles: '<style></style>', preloads: '' })).toContain('<title>입주</title><style></style></head>');
  });

  it('inlines the stylesheets in order with a disabled link for each (the browser app does not load them again), and links what it cannot read', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'ipju-inline-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'a.css'), '.a{color:red}');
    writeFileSync(path.join(dist, 'assets', 'b.css'), '.b{content:"</style>"}');
    const inline = createStyleInliner(dist);
    expect(inline(['/assets/a.css', '/assets/b.css'])).toBe(
      '<style>.a{color:red}.b{content:"<\\/style>"}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/a.css" disabled><link rel="stylesheet" crossorigin href="/assets/b.css" disabled>',
    );
    expect(inline(['/assets/a.css', '/assets/missing.css', '/../../etc/passwd.css'])).toBe(
      '<style>.a{color:red}</style><link rel="stylesheet" crossorigin href="/assets/a.css" disabled>' +
        '<link rel="stylesheet" crossorigin href="/assets/missing.css"><link rel="stylesheet" crossorigin href="/../../etc/passwd.css">',
    );
  });

  it('with the boot script, swaps index.html\'s entry for it and keeps the entry and its preloads inert after the state, for the boot script to fetch', () => {
    const index =
      '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/react-2.js">\n</head><body><div id="root"></div></body></html>';
    const page = composePage(index, { appHtml: '<main>홈</main>', stateScript: '<script type="application/json" id="s">{}</script>', styles: '', preloads: '<link rel="modulepreload" href="/assets/Home-3.js">', boot: '/assets/boot-9.js' })!;
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<script type="module" crossorigin src="/assets/boot-9.js" data-app="/assets/index-1.js"></script>');
    expect(head).not.toContain('src="/assets/index-1.js"');
    expect(head).not.toContain('modulepreload');
    expect(page.slice(page.indexOf('id="s"'))).toContain(
      '<template data-app-preloads><link rel="modulepreload" crossorigin href="/assets/index-1.js"><link rel="modulepreload" crossorigin href="/assets/react-2.js"><link rel="modulepreload" href="/assets/Home-3.js"></template>',
    );
  });

  it('is left alone when index.html has no empty #root', () => {
    expect(composePage('<html><head></head><body><div id="app"></div></body></html>', { appHtml: 'x', stateScript: '', styles: '', preloads: '' })).toBeNull();
  });

  it("names the matched routes' CSS and preloads their modules and chunks, but not what index.html already loads", () => {
    const manifest: ViteManifest = {
      'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-2.js', css: ['assets/shared-2.css'] },
      '_card.js': { file: 'assets/card-3.js', css: ['assets/card-3.css'], imports: ['_shared.js'] },
      'src/features/home/pages/HomePage.tsx': { file: 'assets/HomePage-4.js', css: ['assets/HomePage-4.css'], imports: ['_card.js', 'index.html'] },
    };
    const index = '<link rel="stylesheet" crossorigin href="/assets/index-1.css"><link rel="modulepreload" crossorigin href="/assets/shared-2.js">';
    const links = assetLinks(manifest, ['src/features/home/pages/HomePage.tsx', 'src/unknown.tsx'], index);
    const tags = links.preloads;
    // The route module and its chunks are preloaded, never run before the app starts (after the first paint).
    expect(tags).not.toContain('<script');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-4.js">');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/card-3.js">');
    // In the order the browser app loads them: what a chunk imports before the chunk's own; index.html's own not again.
    expect(links.stylesheets).toEqual(['/assets/shared-2.css', '/assets/card-3.css', '/assets/HomePage-4.css']);
    expect(tags).not.toContain('index-1');
    expect(tags).not.toContain('shared-2.js');
  });
});
