// Decodes HEIC/HEIF photos for lib/image/heic.ts, one message at a time, in a worker thread: libheif's
// WebAssembly decoder is synchronous (about a second for a 12-megapixel photo) and its memory only grows,
// so it runs here, off the server's event loop, in a thread that is ended when idle. Plain JavaScript so
// the same file runs from src/ (tests, tsx) and beside the bundle in dist/ (scripts/build.mjs copies it).
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const libheif = require('libheif-js/wasm-bundle');

// libheif-js prints parse failures with console.log; the caller answers them instead.
console.log = () => {};

/** Pixels of the primary image with its rotation and mirroring (irot/imir) applied, as RGBA. */
async function decode(bytes, maxPixels) {
  await libheif.ready;
  const decoder = new libheif.HeifDecoder();
  let images = [];
  try {
    images = decoder.decode(bytes);
    const image = images.find((i) => i.is_primary()) ?? images[0];
    if (!image) return { error: 'unreadable' };
    // The size comes from the header (ispe, with the rotation applied): refuse before any pixel is decoded.
    const width = image.get_width();
    const height = image.get_height();
    if (!(width > 0 && height > 0)) return { error: 'unreadable' };
    if (width * height > maxPixels) return { error: 'too_many_pixels' };
    const shown = await new Promise((resolve) => {
      image.display({ data: new Uint8ClampedArray(width * height * 4), width, height }, resolve);
    });
    if (!shown) return { error: 'unreadable' };
    return { width, height, data: shown.data };
  } finally {
    for (const image of images) image.free();
    decoder.decoder?.delete?.();
  }
}

parentPort.on('message', async ({ id, bytes, maxPixels }) => {
  let result;
  try {
    result = await decode(new Uint8Array(bytes), maxPixels);
  } catch {
    result = { error: 'unreadable' };
  }
  parentPort.postMessage({ id, ...result }, result.data ? [result.data.buffer] : []);
});
