import { describe, expect, it } from 'vitest';
import { isRouteWithoutBottomOffset, ROUTES_WITHOUT_BOTTOM_OFFSET, toastBottomOffset } from './routes';

describe('toastBottomOffset', () => {
  it('sits above the bottom bar on ordinary routes', () => {
    expect(toastBottomOffset({ pathname: '/' })).toBe(72);
    expect(toastBottomOffset({ pathname: '/my-page' })).toBe(72);
    expect(toastBottomOffset({ pathname: '/business/cleaning' })).toBe(72);
  });

  it('sits lower on listed routes', () => {
    for (const route of ['/cart', '/payment', '/chat', '/review/write', '/ai-recommend', '/events']) {
      expect(toastBottomOffset({ pathname: route })).toBe(10);
    }
  });

  it('matches /events/{id} by prefix and ignores trailing slashes', () => {
    expect(toastBottomOffset({ pathname: '/events/3' })).toBe(10);
    expect(toastBottomOffset({ pathname: '/cart/' })).toBe(10);
    expect(isRouteWithoutBottomOffset('/eventsx')).toBe(false);
    expect(isRouteWithoutBottomOffset('/cart/extra')).toBe(false);
    // Only /ai-recommend itself; the history tab keeps the bottom bar.
    expect(isRouteWithoutBottomOffset('/ai-recommend/list')).toBe(false);
  });

  it('sits lower when the bottom bar is hidden', () => {
    expect(toastBottomOffset({ pathname: '/', bottomNavHidden: true })).toBe(10);
  });

  it('lists every route of SPEC section 2, and every complex page like its three named ones', () => {
    // SPEC's 24 exact routes plus the /events/{id} prefix, and the /complexes/{slug} prefix of the complex pages
    // that share the template of /jamsil-raemian-ipark-intro, /jamsil-leel-intro and /oneperla (docs/COMPLEX-PAGES.md).
    expect(ROUTES_WITHOUT_BOTTOM_OFFSET).toHaveLength(26);
    expect(ROUTES_WITHOUT_BOTTOM_OFFSET.filter((r) => r.endsWith('/'))).toEqual(['/events/', '/complexes/']);
    expect(toastBottomOffset({ pathname: '/complexes/helio-city', bottomNavHidden: false })).toBe(toastBottomOffset({ pathname: '/oneperla', bottomNavHidden: false }));
  });
});
