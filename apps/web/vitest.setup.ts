import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetApiMock } from './src/test/api-mock';

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
