/**
 * Which source module a lazily loaded route's component came from, for the server renderer: it links that
 * module's CSS and preloads its script (docs/RENDERING.md). The SSR build's `ipju:route-modules` plugin
 * (vite-ssr-route-modules.ts) wraps every `import()` in a routes.tsx file with `tagRouteModule`, so nothing
 * in the routes themselves has to name its module twice. In the browser bundle nothing calls it.
 */
const moduleOf = new WeakMap<object, string>();

/** Remembers `id` (the module's path from apps/web, e.g. src/features/home/pages/HomePage.tsx) for its exports. */
export function tagRouteModule<T extends object>(mod: T, id: string): T {
  for (const value of Object.values(mod)) {
    if ((typeof value === 'function' || (typeof value === 'object' && value !== null)) && !moduleOf.has(value)) {
      moduleOf.set(value as object, id);
    }
  }
  return mod;
}

/** The module a component (or other export) was tagged with, if any. */
export function routeModuleOf(value: unknown): string | undefined {
  return typeof value === 'function' || (typeof value === 'object' && value !== null) ? moduleOf.get(value as object) : undefined;
}
