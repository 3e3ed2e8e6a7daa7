import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config';
import { invalidField, notFound } from '../lib/errors';
import { pickFormat } from '../lib/image/format';
import { ImageOptimizer, ImageSourceError } from '../lib/image/optimizer';
import { imageQuery } from '../lib/image/query';
import { localFileRoots, resolveLocalFile } from '../lib/image/sources';

/**
 * The image optimizer at /_image?url=&w=&q= (SPEC section 7): local images only, resized to one of the
 * offered widths, AVIF or WebP by the Accept header, cached on disk and by browsers for good.
 */
export const imageOptimizerPlugin = fp(async (instance: FastifyInstance, opts: { config: AppConfig }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const roots = localFileRoots(opts.config);
  const optimizer = new ImageOptimizer(path.join(opts.config.dataDir, 'image-cache'));

  app.get('/_image', {
    schema: { hide: true, querystring: imageQuery },
    // Pages load many images; the resize work itself is bounded by sharp's thread pool.
    config: { rateLimit: { max: opts.config.rateLimitMax * 4, timeWindow: '1 minute' } },
    // AVIF and WebP are compressed already: another pass would cost time and save nothing.
    compress: false,
    handler: async (request, reply) => {
      const { url, w, q } = request.query;
      const file = resolveLocalFile(url, roots);
      if (!file) throw invalidField('url', '이미지 주소(url)는 /files/seed/ 또는 /files/uploads/ 아래의 파일이어야 해요.');
      const format = pickFormat(request.headers.accept);
      let image;
      try {
        image = await optimizer.optimize({ file, url, width: w, quality: q, format });
      } catch (error) {
        if (error instanceof ImageSourceError) {
          if (error.reason === 'missing') throw notFound('이미지');
          throw invalidField('url', '이미지 파일이 아니어서 변환할 수 없어요. 이미지 주소(url)를 확인해 주세요.');
        }
        throw error;
      }
      reply
        .header('vary', 'Accept')
        .header('etag', image.etag)
        .header('cache-control', 'public, max-age=31536000, immutable');
      if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
      return reply.type(image.contentType).send(createReadStream(image.path));
    },
  });
});
