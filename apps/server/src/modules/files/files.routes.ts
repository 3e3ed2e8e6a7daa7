import {
  MAX_UPLOAD_BYTES,
  presignedUpload,
  presignedUrlQuery,
  success,
  uploadedFile,
  uploadFileParams,
  uploadFileQuery,
} from '@ipju/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import type { ApiInstance } from '../types';
import type { FilesService } from './files.service';

const tags = ['files'];

export async function filesRoutes(api: ApiInstance, { files: service }: { files: FilesService }) {
  // A scope of its own, so the raw-bytes body parser applies to the upload route only.
  await api.register(async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_req, body, done) => done(null, body));

    app.get('/files/presigned_url', {
      schema: {
        operationId: 'getPresignedUrl',
        summary: '파일 업로드 주소 받기',
        tags,
        querystring: presignedUrlQuery,
        response: { 200: success(presignedUpload) },
      },
      config: { auth: 'optional' },
      handler: async (req) => ok(await service.getPresignedUrl(req.session, req.query)),
    });

    app.put('/files/upload/:type/:name', {
      schema: {
        operationId: 'uploadFile',
        summary: '서명된 업로드 주소로 파일 올리기 (로컬 저장소)',
        tags,
        params: uploadFileParams,
        querystring: uploadFileQuery,
        consumes: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'application/pdf'],
        response: { 200: success(uploadedFile) },
      },
      bodyLimit: MAX_UPLOAD_BYTES,
      handler: async (req) =>
        ok(
          await service.uploadFile({
            ...req.params,
            ...req.query,
            contentType: req.headers['content-type'],
            body: req.body,
          }),
        ),
    });
  });
}
