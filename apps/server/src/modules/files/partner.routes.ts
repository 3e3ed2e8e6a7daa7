import { presignedUpload, presignedUrlQuery, success } from '@ipju/contract';
import { ok } from '../../lib/reply';
import type { ApiInstance } from '../types';
import type { FilesService } from './files.service';

/**
 * The partner console's upload address: the same presigned upload as GET /files/presigned_url, with the
 * partner's bearer credential (the console sends no resident cookie). Certificates, logos and 시공 사례 photos.
 */
export async function partnerFilesRoutes(app: ApiInstance, { files: service }: { files: FilesService }) {
  app.get('/partner/files/presigned_url', {
    config: { auth: 'partner' },
    schema: {
      operationId: 'partnerGetPresignedUrl',
      summary: '파트너 파일 업로드 주소 받기 (인증 서류, 로고, 시공 사례 사진)',
      description: 'SPEC에 없는 새 경로예요. GET /files/presigned_url과 같지만 파트너 인증 토큰으로 받아요.',
      tags: ['files'],
      querystring: presignedUrlQuery,
      response: { 200: success(presignedUpload) },
    },
    handler: async (req) => ok(await service.getPresignedUrl(req.session, req.query)),
  });
}
