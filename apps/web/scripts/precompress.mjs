// Writes file.br and file.gz beside every built text file of 1 KB or more (run after `vite build`:
// `node scripts/precompress.mjs [dir]`, dir defaulting to dist). The server sends these as they are
// (@fastify/static `preCompressed`), so each asset is compressed once, at the highest levels, instead of on
// every request at a level fast enough for that. A copy that is not smaller than its file is not written.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the browser loads; fonts (woff2) and images are compressed formats already. */
const EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest']);
/** Below this the compressed copy saves less than a round trip's headers. */
export const MIN_BYTES = 1024;

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

/** Writes `copy` to `target` when it is smaller than the plain file, else removes any copy left from before. */
async function keepIfSmaller(target, copy, plainBytes) {
  if (copy.length < plainBytes) await writeFile(target, copy);
  else await rm(target, { force: true });
}

async function precompressFile(file) {
  const plain = await readFile(file);
  if (plain.length < MIN_BYTES) return null;
  const [br, gz] = await Promise.all([
    brotli(plain, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    }),
    gzip(plain, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await keepIfSmaller(`${file}.br`, br, plain.length);
  await keepIfSmaller(`${file}.gz`, gz, plain.length);
  return { plainBytes: plain.length, brBytes: Math.min(br.length, plain.length) };
}

/** Precompresses every eligible file under `dir`; returns how many files and their bytes before and after (Brotli). */
export async function precompressDir(dir) {
  const queue = [];
  for await (const file of filesUnder(dir)) if (EXTENSIONS.has(path.extname(file))) queue.push(file);
  const results = [];
  // zlib runs on the libuv pool (4 threads by default): more files at once would only wait there.
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const result = await precompressFile(file);
      if (result) results.push(result);
    }
  };
  await Promise.all([worker(), worker()]);
  return {
    files: results.length,
    plainBytes: results.reduce((sum, r) => sum + r.plainBytes, 0),
    brBytes: results.reduce((sum, r) => sum + r.brBytes, 0),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  const started = Date.now();
  const done = await precompressDir(dir);
  const kb = (n) => `${Math.round(n / 1024)} KB`;
  console.log(
    `precompressed ${done.files} files in ${path.relative(process.cwd(), dir) || '.'}: ${kb(done.plainBytes)} -> ${kb(done.brBytes)} brotli (${Date.now() - started} ms)`,
  );
}
