import { PassThrough, pipeline, type Readable } from 'node:stream';

/**
 * A stream handed back at once whose bytes come from a source made asynchronously (a renderer whose library
 * is loaded on first use, lib/lazy-module.ts). A failure to make the source, or of the source itself, ends
 * the stream with that error; a consumer that goes away stops the source.
 */
export function deferredStream(make: () => Promise<Readable>): Readable {
  const out = new PassThrough();
  make().then(
    (source) => pipeline(source, out, () => undefined),
    (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return out;
}
