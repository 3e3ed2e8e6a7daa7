import { ReadStream } from 'node:fs';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What the server writes itself as text: JSON (the API and its errors) and HTML (the app's pages, the PortOne
 * sandbox's payment pages). The plugin also compresses what mime-db marks compressible (CSV, for one);
 * images, PDFs, zips and spreadsheets are marked incompressible there, so they are never compressed again.
 */
export const COMPRESSED_TYPES = /^(?:application\/(?:[\w.-]+\+)?json|text\/html)\s*(?:;|$)/i;

/** Below this a compressed body saves less than the work and the headers cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses JSON and HTML responses of 1 KB and more with Brotli or gzip, whichever the client accepts
 * (Brotli preferred). Registered before the routes (it adds its onSend hook to each route as it is declared).
 *
 * Files read from disk are never compressed here: the build writes `.br` and `.gz` beside the built text files
 * of 1 KB and more (apps/web/scripts/precompress.mjs), which @fastify/static sends with their
 * `content-encoding`; the rest (smaller files, images, fonts, uploads) would gain nothing from another pass.
 * A route that streams something compressed already can also say `compress: false` (the image optimizer
 * does). Brotli runs at quality 4, the plugin's default: 11 would cost tens of milliseconds on every large
 * JSON answer for a few percent fewer bytes.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    // Runs before the plugin's own onSend (instance hooks come before route hooks); `x-no-compression` is
    // the plugin's documented switch for leaving one answer as it is. A callback hook: no promise per request.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (payload instanceof ReadStream) request.headers['x-no-compression'] = 'file';
      done(null, payload);
    });
    await app.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD_BYTES,
      customTypes: COMPRESSED_TYPES,
    });
  },
  { name: 'compression' },
);
