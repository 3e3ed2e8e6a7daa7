import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { WEB_DIST_DIR } from '../src/lib/paths';

/** Issue 14: the JavaScript a phone downloads to show home, gzip. */
export const TARGET_HOME_JS_KB = 100;

/** The home route's page module (apps/web/src/features/home/routes.tsx loads it lazily). */
export const HOME_ROUTE_MODULE = 'src/features/home/pages/HomePage.tsx';

export interface BundleSize {
  files: Array<{ file: string; gzipBytes: number; brotliBytes: number }>;
  totalGzipBytes: number;
  totalBrotliBytes: number;
}

/** The JavaScript files index.html loads up front: module scripts and modulepreload links. */
export function homeScripts(indexHtml: string): string[] {
  const found = new Set<string>();
  for (const tag of indexHtml.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isScript = /^<script/i.test(tag);
    if (!isScript && !/rel=["']?modulepreload/i.test(tag)) continue;
    const ref = tag.match(isScript ? /\bsrc=["']([^"']+)["']/i : /\bhref=["']([^"']+)["']/i)?.[1];
    if (ref && !/^(https?:)?\/\//.test(ref)) found.add(ref.split(/[?#]/)[0]!);
  }
  return [...found];
}

/**
 * The chunks a built chunk imports statically (`import {a} from "./x.js"`, `import "./x.js"`, `export {a} from
 * "./x.js"`): they load before it runs. Dynamic `import("./x.js")` is left out: it loads on demand.
 */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    found.add(match[1]!);
  }
  return [...found];
}

/** The home page's chunk: from Vite's manifest when the build writes one, else by its file name. */
function homeRouteChunk(distDir: string): string | null {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>;
    const entry = manifest[HOME_ROUTE_MODULE];
    if (entry) return `/${entry.file}`;
  }
  const assets = path.join(distDir, 'assets');
  const file = existsSync(assets) ? readdirSync(assets).find((name) => /^HomePage-[\w-]+\.js$/.test(name)) : undefined;
  return file ? `/assets/${file}` : null;
}

/**
 * The home route's JavaScript in apps/web/dist, or null when the web app is not built: what index.html loads
 * up front (the entry and its modulepreloads), the home page's chunk, and every chunk those import
 * statically, each counted once. That is everything a phone must download before home is interactive;
 * chunks loaded later on demand (other pages, the side panel, dialogs) are not part of it.
 */
export function measureHomeBundle(distDir = WEB_DIST_DIR): BundleSize | null {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const roots = homeScripts(readFileSync(indexFile, 'utf8'));
  const home = homeRouteChunk(distDir);
  if (home) roots.push(home);

  const seen = new Set<string>();
  const queue = [...roots];
  const files: BundleSize['files'] = [];
  while (queue.length) {
    const ref = queue.shift()!;
    if (seen.has(ref)) continue;
    seen.add(ref);
    const file = path.join(distDir, ref.replace(/^\//, ''));
    if (!existsSync(file)) {
      files.push({ file: ref, gzipBytes: 0, brotliBytes: 0 });
      continue;
    }
    const body = readFileSync(file);
    files.push({ file: ref, gzipBytes: gzipSync(body, { level: 9 }).length, brotliBytes: brotliCompressSync(body).length });
    for (const imported of staticImports(body.toString('utf8'))) queue.push(path.posix.join(path.posix.dirname(ref), imported));
  }
  return {
    files,
    totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    totalBrotliBytes: files.reduce((sum, f) => sum + f.brotliBytes, 0),
  };
}

/** The bench section: each file of the home route, the total gzip against the target (brotli for reference). */
export function benchWebBundle(log: (line: string) => void): void {
  log('');
  const size = measureHomeBundle();
  if (!size) {
    log('home route JavaScript: apps/web/dist is missing; run npm run build first');
    return;
  }
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  for (const f of [...size.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    log(`  ${f.file.padEnd(48)} ${kb(f.gzipBytes).padStart(6)} KB gzip`);
  }
  const total = size.totalGzipBytes / 1024;
  const met = total <= TARGET_HOME_JS_KB ? 'met' : 'NOT met';
  log(
    `home route JavaScript (entry + home chunk + their static imports, ${size.files.length} files): ` +
      `${total.toFixed(1)} KB gzip (brotli ${kb(size.totalBrotliBytes)} KB)  (target <= ${TARGET_HOME_JS_KB} KB gzip: ${met})`,
  );
}
