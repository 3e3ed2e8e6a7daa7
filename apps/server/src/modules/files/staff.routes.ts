import { presignedUpload, presignedUrlQuery, success } from '@ipju/contract';
import { invalidField } from '../../lib/errors';
import { ok } from '../../lib/reply';
import type { ApiInstance } from '../types';
import type { FilesService } from './files.service';

/** What staff upload: photos in ipju 상담 chats. Other types belong to residents and companies. */
const STAFF_UPLOAD_TYPES: ReadonlySet<string> = new Set(['chat']);

/**
 * The staff console's upload address: the same presigned upload as GET /files/presigned_url, with the staff
 * bearer credential (the console sends no resident cookie), for the photos staff send in ipju 상담 chats.
 */
export async function staffFilesRoutes(app: ApiInstance, { files: service }: { files: FilesService }) {
  app.get('/staff/files/presigned_url', {
    config: { auth: 'staff' },
    schema: {
      operationId: 'staffGetPresignedUrl',
      summary: '운영팀 파일 업로드 주소 받기 (상담 채팅 사진)',
      description: 'SPEC에 없는 새 경로예요. GET /files/presigned_url과 같지만 운영팀 인증 토큰으로 받고, 채팅 사진(chat)만 올려요.',
      tags: ['files'],
      querystring: presignedUrlQuery,
      response: { 200: success(presignedUpload) },
    },
    handler: async (req) => {
      if (!STAFF_UPLOAD_TYPES.has(req.query.type)) throw invalidField('type', '운영팀은 채팅 사진(chat)만 올릴 수 있어요. 파일 종류(type)를 확인해 주세요.');
      return ok(await service.getPresignedUrl(req.session, req.query));
    },
  });
}
