/** One entry of Vite's client manifest (dist/.vite/manifest.json), keyed by source path from apps/web. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * What a server-rendered page needs for its matched route modules: their stylesheets and those of the
 * chunks they import (so the first paint is styled; inlined by inline-styles.ts), and modulepreloads of the
 * route modules and the chunks they import, so they are fetched while the page paints and the app, started
 * after the first paint (apps/web src/boot.ts), finds them in the cache. Preloaded, not run: a module script
 * would run its imports (React and the app) before the first paint. Files index.html already links are left
 * out.
 */
export function assetLinks(
  manifest: ViteManifest,
  modules: readonly string[],
  indexHtml: string,
): { stylesheets: string[]; preloads: string } {
  const css = new Set<string>();
  const imported = new Set<string>();
  const routeFiles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, route: boolean) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry) return;
    (route ? routeFiles : imported).add(chunk.file);
    // Imports' stylesheets before the chunk's own (the order Vite loads them in): a component's CSS module
    // overrides the kit's it builds on (ItemCard's .thumb over ProgressiveImage's .wrapper).
    for (const dep of chunk.imports ?? []) visit(dep, false);
    for (const file of chunk.css ?? []) css.add(file);
  };
  for (const id of modules) visit(id, true);
  const linked = (file: string) => indexHtml.includes(`/${file}"`);
  const tags = (files: Set<string>, tag: (file: string) => string) =>
    [...files]
      .filter((file) => !linked(file))
      .map(tag)
      .join('');
  return {
    stylesheets: [...css].filter((file) => !linked(file)).map((file) => `/${file}`),
    preloads: tags(new Set([...routeFiles, ...imported]), (file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  };
}
