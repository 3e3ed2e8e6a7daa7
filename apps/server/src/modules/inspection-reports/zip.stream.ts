import { once } from 'node:events';
import type { Readable } from 'node:stream';
import type { ZipArchive as ZipArchiveClass } from 'archiver';
import { deferredStream } from '../../lib/deferred-stream';
import { lazyModule } from '../../lib/lazy-module';

const loadArchiver = lazyModule(() => import('archiver'));

export interface ZipEntry {
  /** Path inside the zip, `/` separated; Korean names are written in UTF-8 with the zip's UTF-8 flag (archiver does). */
  name: string;
  data: Buffer | Readable | string;
  /** Stored without compression (JPEGs do not shrink; deflating them only costs time). */
  store?: boolean;
}

/**
 * A zip streamed as it is made: entries are pulled one at a time from `entries` and the next is read only after
 * the previous one went into the archive, so a zip of 180 photos holds one photo in memory at a time. archiver
 * is loaded with the first zip.
 */
export function zipStream(entries: () => AsyncIterable<ZipEntry>): Readable {
  return deferredStream(async () => archiveOf(entries, (await loadArchiver()).ZipArchive));
}

function archiveOf(entries: () => AsyncIterable<ZipEntry>, ZipArchive: typeof ZipArchiveClass): Readable {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  void (async () => {
    try {
      for await (const entry of entries()) {
        const added = once(archive, 'entry');
        archive.append(entry.data, { name: entry.name, store: entry.store ?? false });
        await added;
      }
      await archive.finalize();
    } catch (error) {
      archive.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return archive;
}
