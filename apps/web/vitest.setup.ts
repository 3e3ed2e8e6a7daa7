import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetApiMock } from './src/test/api-mock';

// findBy/waitFor wait up to 5 s instead of 1 s: a lazy page's first import can take over a second when
// the suite shares 2 cores with other work, and a longer wait only costs time when a test would fail anyway.
configure({ asyncUtilTimeout: 5_000 });

// Every test starts with every API operation mocked and unstubbed (src/test/api-mock.ts): a test stubs what it uses.
beforeEach(() => {
  resetApiMock();
});

// Testing Library only auto-cleans when test globals are enabled; we import explicitly.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.body.removeAttribute('style');
});

// jsdom lacks a few browser APIs that the UI kit (and embla-carousel) touch.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}

if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: NoopObserver });
}
if (!('IntersectionObserver' in window)) {
  Object.defineProperty(window, 'IntersectionObserver', {
    writable: true,
    configurable: true,
    value: NoopObserver,
  });
}

// jsdom logs "Not implemented" for scrollTo; the scroll lock calls it on release.
Object.defineProperty(window, 'scrollTo', { writable: true, configurable: true, value: vi.fn() });
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
