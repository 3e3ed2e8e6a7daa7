// `npm run build`: the web app (apps/web/dist) and the server bundle (apps/server/dist), then a stamp of the
// sources they were built from. `npm start` runs this with --if-changed: it builds only when the sources,
// the lockfile, the configs or the VITE_ variables differ from the last successful build's (or an output is
// missing), so starting an unchanged checkout costs a hash of its files (~0.1 s) instead of a full build.
// The stamp lives in node_modules/.cache: `npm ci` starts over with a build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const STAMP = path.join(root, 'node_modules', '.cache', 'ipju', 'build-stamp');

/** What the builds read: the workspaces, the root manifests and the shared TypeScript config. */
const INPUTS = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'packages', 'apps/web', 'apps/server'];
/** Never part of a build: outputs, data, caches, reports, and tests (they are not bundled). */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-ssr', '.data', '.git', 'coverage', 'test-results', 'playwright-report', 'e2e', 'test', 'bench']);
const SKIPPED_FILE = /\.test\.[cm]?[jt]sx?$|\.tsbuildinfo$/;
/** A build that lost one of these is rebuilt whatever the stamp says. */
const OUTPUTS = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];

/** The input files under `relative` (itself when it is a file), in a fixed order. */
function* filesOf(relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    yield relative;
    return;
  }
  const entries = readdirSync(full, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    const child = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* filesOf(child);
    } else if (entry.isFile() && !SKIPPED_FILE.test(entry.name)) {
      yield child;
    }
  }
}

/** One hash of every input file's path and bytes, and of the build-time environment (VITE_*). */
function sourcesHash() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of filesOf(input)) hash.update(`${file}\0`).update(readFileSync(path.join(root, file))).update('\0');
  }
  const viteEnv = Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  hash.update(JSON.stringify(viteEnv));
  return hash.digest('hex');
}

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const ifChanged = process.argv.includes('--if-changed');
const hash = sourcesHash();
const built = OUTPUTS.every((file) => existsSync(path.join(root, file)));
if (ifChanged && built && existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === hash) {
  console.log('[ipju] sources unchanged since the last build: starting without building (npm run build forces one)');
  process.exit(0);
}
run(['run', 'build', '-w', '@ipju/web']);
run(['run', 'build', '-w', '@ipju/server']);
// The hash taken before building: an edit made while the build ran is picked up by the next start.
mkdirSync(path.dirname(STAMP), { recursive: true });
writeFileSync(STAMP, `${hash}\n`);
