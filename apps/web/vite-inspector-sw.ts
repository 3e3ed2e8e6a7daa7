import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestEntry } from 'workbox-build';

/**
 * The inspector console's service worker (src/inspector-sw/sw.ts), built by vite-plugin-pwa's
 * injectManifest into dist/inspector/sw.js, which the server serves at /inspector/sw.js with scope
 * /inspector (docs/INSPECTION.md "Opening offline"). Only the console registers it, so a resident's pages
 * are never controlled by it.
 *
 * Its precache list is the console's app shell only, not the whole site: index.html (cached under
 * /inspector/, the address the server answers it at for every console path), the entry chunk with what it
 * imports, the console's lazy chunk with everything it imports or loads lazily (its pages), their CSS and the
 * fonts. The list comes from the bundle's own import graph, so it is the same for the same sources.
 */

/** Where the console's routes enter the bundle (app/inspector-entry.ts imports it lazily). */
const CONSOLE_MODULE = /[\\/]src[\\/]app[\\/]inspector[\\/]console-routes\.tsx$/;
/** The address the precached index.html is stored under; the worker falls back to it for navigations. */
export const INSPECTOR_SHELL_URL = '/inspector/';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
}

/** Collects the file names of the console's shell from the finished bundle (generateBundle). */
function consoleShellFiles(files: Set<string>): Plugin {
  return {
    name: 'ipju:inspector-shell-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      files.clear();
      const chunks = new Map<string, ChunkLike>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output as unknown as ChunkLike);
      const visit = (fileName: string, followLazy: boolean) => {
        const chunk = chunks.get(fileName);
        if (!chunk || files.has(fileName)) return;
        files.add(fileName);
        chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
        chunk.viteMetadata?.importedAssets.forEach((asset) => files.add(asset));
        chunk.imports.forEach((imported) => visit(imported, followLazy));
        if (followLazy) chunk.dynamicImports.forEach((imported) => visit(imported, followLazy));
      };
      const all = [...chunks.values()];
      // The entry's static imports only: the resident pages it loads lazily are not the console's.
      all.filter((chunk) => chunk.isEntry).forEach((chunk) => visit(chunk.fileName, false));
      const consoleChunk = all.find((chunk) => chunk.facadeModuleId !== null && CONSOLE_MODULE.test(chunk.facadeModuleId));
      if (!consoleChunk) this.error('inspector service worker: the console chunk (app/inspector/console-routes.tsx) is missing');
      visit(consoleChunk.fileName, true);
    },
  };
}

/** Keeps the console's files (and every font), with site-absolute URLs: the worker lives under /inspector/. */
export function inspectorPrecacheEntries(entries: Array<ManifestEntry & { size: number }>, shellFiles: ReadonlySet<string>) {
  const manifest = entries
    .filter((entry) => entry.url === 'index.html' || entry.url.endsWith('.woff2') || shellFiles.has(entry.url))
    .map((entry) => ({ ...entry, url: entry.url === 'index.html' ? INSPECTOR_SHELL_URL : `/${entry.url}` }));
  return { manifest, warnings: [] };
}

export function inspectorServiceWorker(): Plugin[] {
  const shellFiles = new Set<string>();
  return [
    consoleShellFiles(shellFiles),
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/inspector-sw',
      filename: 'sw.ts',
      // dist/inspector/sw.js, a file the server's static files serve at /inspector/sw.js.
      outDir: 'dist/inspector',
      // The console registers the worker itself (app/inspector/register-service-worker.ts, from the console's chunk); no web manifest,
      // nothing added to the index.html every resident loads.
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globDirectory: 'dist',
        globPatterns: ['**/*.{js,css,html,woff2}'],
        globIgnores: ['inspector/**'],
        // Hashed file names are their own revision.
        dontCacheBustURLsMatching: /^assets\//,
        // The fonts and the console's pages together stay well under this; a larger file is a mistake to notice.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        manifestTransforms: [(entries) => inspectorPrecacheEntries(entries, shellFiles)],
        rollupFormat: 'iife',
      },
    }),
  ];
}
