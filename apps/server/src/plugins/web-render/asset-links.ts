/** One entry of Vite's client manifest (dist/.vite/manifest.json), keyed by source path from apps/web. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The links a server-rendered page needs for its matched route modules: their stylesheets (so the first paint
 * is styled) and modulepreloads of their scripts and the chunks they import (so hydration does not wait for a
 * second round trip). Files index.html already links (the entry chunk and its CSS) are left out.
 */
export function assetLinks(manifest: ViteManifest, modules: readonly string[], indexHtml: string): { styles: string; preloads: string } {
  const css = new Set<string>();
  const scripts = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry) return;
    scripts.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const id of modules) visit(id);
  const linked = (file: string) => indexHtml.includes(`/${file}"`);
  const tags = (files: Set<string>, rel: string) =>
    [...files]
      .filter((file) => !linked(file))
      .map((file) => `<link rel="${rel}" crossorigin href="/${file}">`)
      .join('');
  return { styles: tags(css, 'stylesheet'), preloads: tags(scripts, 'modulepreload') };
}
