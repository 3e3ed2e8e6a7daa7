import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/server directory, found by walking up from this module: the same code runs from src/ (tsx,
 * tests) and from the bundled dist/main.js, which sit at different depths.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'drizzle')) && existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/server directory not found');
    dir = parent;
  }
}

export const SERVER_ROOT = findServerRoot();
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
export const WEB_DIST_DIR = path.resolve(SERVER_ROOT, '../web/dist');
/** The server renderer built by `vite build --ssr` (docs/RENDERING.md); absent until the web app is built. */
export const WEB_SSR_ENTRY = path.resolve(SERVER_ROOT, '../web/dist-ssr/entry-server.js');
