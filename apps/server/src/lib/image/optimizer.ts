import { createHash } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { loadSharp } from './sharp';
import { randomToken } from '../tokens';
import { CONTENT_TYPES, type ImageFormat } from './format';

export interface OptimizeRequest {
  /** The source file on disk and its public address (part of the cache key). */
  file: string;
  url: string;
  width: number;
  quality: number;
  format: ImageFormat;
}

export interface OptimizedImage {
  path: string;
  etag: string;
  contentType: string;
}

/** The source is missing (404) or is not an image sharp can read (400). */
export class ImageSourceError extends Error {
  constructor(readonly reason: 'missing' | 'unreadable') {
    super(reason);
  }
}

/**
 * Resizes local images with sharp and keeps the results on disk (DATA_DIR/image-cache), keyed by
 * address, width, quality, format and the source's size and modification time. Concurrent requests for
 * the same result share one resize.
 */
export class ImageOptimizer {
  private readonly inFlight = new Map<string, Promise<OptimizedImage>>();

  constructor(private readonly cacheDir: string) {}

  async optimize(request: OptimizeRequest): Promise<OptimizedImage> {
    const source = await stat(request.file).catch(() => null);
    if (!source?.isFile()) throw new ImageSourceError('missing');
    const hash = createHash('sha256')
      .update([request.url, request.width, request.quality, request.format, source.size, source.mtimeMs].join('|'))
      .digest('hex');
    const result: OptimizedImage = {
      path: path.join(this.cacheDir, hash.slice(0, 2), `${hash}.${request.format}`),
      etag: `"${hash.slice(0, 32)}"`,
      contentType: CONTENT_TYPES[request.format],
    };
    if (await stat(result.path).catch(() => null)) return result;
    let pending = this.inFlight.get(hash);
    if (!pending) {
      pending = this.render(request, result).finally(() => this.inFlight.delete(hash));
      this.inFlight.set(hash, pending);
    }
    return pending;
  }

  private async render(request: OptimizeRequest, result: OptimizedImage): Promise<OptimizedImage> {
    await mkdir(path.dirname(result.path), { recursive: true });
    const temporary = `${result.path}.${randomToken().slice(0, 8)}.part`;
    try {
      const sharp = await loadSharp();
      const pipeline = sharp(request.file, { failOn: 'error' })
        .rotate()
        .resize({ width: request.width, withoutEnlargement: true });
      const encoded =
        request.format === 'avif'
          ? pipeline.avif({ quality: request.quality, effort: 2 })
          : request.format === 'webp'
            ? pipeline.webp({ quality: request.quality })
            : pipeline.jpeg({ quality: request.quality, mozjpeg: true });
      await encoded.toFile(temporary);
      await rename(temporary, result.path);
      return result;
    } catch (error) {
      await rm(temporary, { force: true });
      // File-system failures (disk full, permissions) carry a code and are ours; anything sharp reports
      // about the input (unknown format, HEIC without a decoder, corrupt data) means it cannot be shown.
      if (error instanceof Error && !('code' in error)) throw new ImageSourceError('unreadable');
      throw error;
    }
  }
}
