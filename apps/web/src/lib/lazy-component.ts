import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Code of lazily loaded components that a render asked for and that has not arrived yet. */
const loading = new Set<Promise<unknown>>();

/**
 * React.lazy for a part a server-rendered page shows (the service page's reviews section), whose code the server
 * renderer can wait for (app/ssr/render.tsx): renderToString sends a lazy component's fallback while its code is
 * loading, and the browser then renders that part itself and reports React error #419. After the first render
 * following a start, every service page's reviews came out that way (and were kept in the page cache).
 */
export function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => {
    const promise = load();
    loading.add(promise);
    promise.then(
      () => loading.delete(promise),
      () => loading.delete(promise),
    );
    return promise;
  });
}

/** The components' code asked for by a render and still loading; the server renderer waits for it, then renders again. */
export function codeStillLoading(): Promise<unknown>[] {
  return [...loading];
}
