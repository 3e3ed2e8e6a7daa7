import { createElement, lazy, Suspense, useState } from 'react';
import type { ComponentType } from 'react';

/**
 * A component whose code is fetched on demand (a modal that opens after a tap), with `preload` to fetch it
 * ahead (once the page is up) so that it usually renders at once when needed. Each mounted instance keeps
 * the implementation it started with: switching from the lazy one to the loaded one would remount it.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let ready: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      ready = component;
      return component;
    });
  const Lazy = lazy(async () => ({ default: await preload() }));

  function OnDemand(props: P) {
    const [Impl] = useState<ComponentType<P>>(() => ready ?? (Lazy as unknown as ComponentType<P>));
    return <Suspense fallback={null}>{createElement(Impl, props)}</Suspense>;
  }
  return { Component: OnDemand, preload };
}
