import { ReadStream } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What the server writes itself as text: JSON (the API and its errors) and HTML (the app's pages, the PortOne
 * sandbox's payment pages). The plugin also compresses what mime-db marks compressible (CSV, for one);
 * images, PDFs, zips and spreadsheets are marked incompressible there, so they are never compressed again.
 */
export const COMPRESSED_TYPES = /^(?:application\/(?:[\w.-]+\+)?json|text\/html)\s*(?:;|$)/i;

/** Below this a compressed body saves less than the work and the headers cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Brotli at the plugin's quality (4): the same bytes whether the plugin or the copies below compress. */
const BROTLI_QUALITY = 4;
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** Compressed copies of bytes that are sent unchanged many times, made on first need, one per encoding. */
const compressedCopies = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

/**
 * Marks a memoised answer's bytes (e.g. GET /items') as sent unchanged many times: each encoding is
 * compressed once and kept beside them for as long as they live, instead of on every answer. The bytes must
 * never be changed afterwards (a new answer is a new Buffer). Marking the same bytes again keeps their copies.
 */
export function keepCompressedCopies(bytes: Buffer): Buffer {
  if (!compressedCopies.has(bytes)) compressedCopies.set(bytes, {});
  return bytes;
}

/**
 * What each `accept-encoding` header seen lately negotiates to. Browsers and the apps send a handful of distinct
 * headers, each on thousands of requests: negotiating once per header instead of per request. Bounded, since
 * the header is the client's to write.
 */
const negotiated = new Map<string, Encoding | null>();
const NEGOTIATED_MAX = 64;

/** The encoding the client asks for, as @fastify/compress negotiates it (`*` and x-gzip count as gzip). */
function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (!header) return null;
  let encoding = negotiated.get(header);
  if (encoding === undefined) {
    encoding = negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...ENCODINGS]);
    if (negotiated.size >= NEGOTIATED_MAX) negotiated.clear();
    negotiated.set(header, encoding);
  }
  return encoding;
}

const compressors: Record<Encoding, (bytes: Buffer) => Buffer> = {
  br: (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
  gzip: (bytes) => gzipSync(bytes),
};

/** The kept compressed copy for this answer when its bytes were marked and the client accepts one. */
function compressedCopy(request: FastifyRequest, reply: FastifyReply, payload: unknown): Buffer | undefined {
  if (!Buffer.isBuffer(payload) || payload.length < COMPRESSION_THRESHOLD_BYTES) return undefined;
  const copies = compressedCopies.get(payload);
  if (!copies || reply.hasHeader('content-encoding') || request.headers['x-no-compression'] !== undefined) return undefined;
  const encoding = acceptedEncoding(request);
  if (!encoding) return undefined;
  const copy = (copies[encoding] ??= compressors[encoding](payload));
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!String(vary).toLowerCase().includes('accept-encoding')) reply.header('vary', `${String(vary)}, accept-encoding`);
  reply.header('content-encoding', encoding);
  return copy;
}

/**
 * Compresses JSON and HTML responses of 1 KB and more with Brotli or gzip, whichever the client accepts
 * (Brotli preferred). Registered before the routes (it adds its onSend hook to each route as it is declared).
 *
 * Files read from disk are never compressed here: the build writes `.br` and `.gz` beside the built text files
 * of 1 KB and more (apps/web/scripts/precompress.mjs), which @fastify/static sends with their
 * `content-encoding`; the rest (smaller files, images, fonts, uploads) would gain nothing from another pass.
 * A route that streams something compressed already can also say `compress: false` (the image optimizer
 * does). Brotli runs at quality 4, the plugin's default: 11 would cost tens of milliseconds on every large
 * JSON answer for a few percent fewer bytes. A memoised answer (keepCompressedCopies) is compressed once per
 * encoding, not per request.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    // Runs before the plugin's own onSend (instance hooks come before route hooks); `x-no-compression` is
    // the plugin's documented switch for leaving one answer as it is. A callback hook: no promise per request.
    // Bytes marked by keepCompressedCopies go out as their kept compressed copy; the plugin leaves an answer
    // that already has a content-encoding as it is.
    // A string surely under the threshold (UTF-8 takes at most 3 bytes per UTF-16 unit) is marked the same
    // way, so the plugin does not negotiate the client's accept-encoding for it (most API answers are small).
    app.addHook('onSend', (request, reply, payload, done) => {
      if (payload instanceof ReadStream) request.headers['x-no-compression'] = 'file';
      else if (typeof payload === 'string' && payload.length * 3 < COMPRESSION_THRESHOLD_BYTES) request.headers['x-no-compression'] = 'small';
      done(null, compressedCopy(request, reply, payload) ?? payload);
    });
    await app.register(fastifyCompress, {
      // Request bodies are never compressed by our clients (the web app, the native apps, PortOne's
      // notifications), so the plugin's decompression hook (a preParsing hook on every route) is off: a request
      // with a content-encoding is then parsed as sent and fails as malformed JSON (400), as any bad body does.
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD_BYTES,
      customTypes: COMPRESSED_TYPES,
    });
  },
  { name: 'compression' },
);
