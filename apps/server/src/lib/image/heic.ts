import { Worker } from 'node:worker_threads';

/**
 * HEIC/HEIF (phone photos) decoded to RGBA pixels by libheif's WebAssembly build (libheif-js), in one worker
 * thread (`heic-worker.mjs`): the decode is synchronous CPU work, so the event loop keeps answering other
 * requests meanwhile. Photos are decoded one at a time, which bounds the memory to one photo's pixels; the
 * worker is ended after a while without work, which gives its WebAssembly memory back.
 */
export interface DecodedHeic {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel, rotation (irot) and mirroring (imir) applied. */
  data: Uint8Array;
}

export type HeicFailure = 'too_many_pixels' | 'unreadable';

export class HeicDecodeError extends Error {
  constructor(readonly reason: HeicFailure) {
    super(reason);
  }
}

/** The worker file sits beside this module in src/ and beside the bundle in dist/ (scripts/build.mjs). */
const WORKER_URL = new URL('./heic-worker.mjs', import.meta.url);
/** A 12-megapixel photo takes about a second; a file that takes this long is treated as unreadable. */
const DECODE_TIMEOUT_MS = 60_000;
const IDLE_MS = 30_000;

interface Reply {
  id: number;
  width?: number;
  height?: number;
  data?: Uint8Array;
  error?: HeicFailure;
}

let worker: Worker | null = null;
let idleTimer: NodeJS.Timeout | null = null;
let queue: Promise<unknown> = Promise.resolve();
let nextId = 1;

function startWorker(): Worker {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  if (!worker) {
    const started = new Worker(WORKER_URL);
    // An idle decoder never keeps the process (a test run, a shutdown) alive.
    started.unref();
    started.on('exit', () => {
      if (worker === started) worker = null;
    });
    worker = started;
  }
  return worker;
}

function stopWhenIdle() {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => void worker?.terminate(), IDLE_MS);
  idleTimer.unref();
}

function decodeNow(bytes: Buffer, maxPixels: number): Promise<DecodedHeic> {
  const current = startWorker();
  const id = nextId++;
  return new Promise<DecodedHeic>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      current.off('message', onMessage);
      current.off('error', onFailure);
      current.off('exit', onFailure);
    };
    const onMessage = (reply: Reply) => {
      if (reply.id !== id) return;
      done();
      if (reply.error || !reply.data || !reply.width || !reply.height) {
        reject(new HeicDecodeError(reply.error ?? 'unreadable'));
      } else {
        resolve({ width: reply.width, height: reply.height, data: reply.data });
      }
    };
    // The worker died (out of memory on a hostile file) or hung: the photo is unreadable, the next one
    // gets a fresh worker.
    const onFailure = () => {
      done();
      void current.terminate();
      if (worker === current) worker = null;
      reject(new HeicDecodeError('unreadable'));
    };
    const timer = setTimeout(onFailure, DECODE_TIMEOUT_MS);
    current.on('message', onMessage);
    current.on('error', onFailure);
    current.on('exit', onFailure);
    // A copy the worker owns (the upload's Buffer may be a slice of a shared pool).
    const copy = new Uint8Array(bytes);
    current.postMessage({ id, bytes: copy.buffer, maxPixels }, [copy.buffer]);
  });
}

/**
 * The primary image of a HEIC/HEIF file as RGBA pixels. Refuses (HeicDecodeError 'too_many_pixels') a
 * photo whose header gives more than `maxPixels` before decoding it, and anything libheif cannot read
 * ('unreadable'). Calls wait their turn.
 */
export function decodeHeic(bytes: Buffer, maxPixels: number): Promise<DecodedHeic> {
  const result = queue.then(() => decodeNow(bytes, maxPixels));
  queue = result.catch(() => undefined).finally(stopWhenIdle);
  return result;
}
