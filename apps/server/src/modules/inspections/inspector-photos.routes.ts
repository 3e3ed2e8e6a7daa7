import {
  addInspectionPhotoBody,
  inspectionIdParam,
  inspectionPhoto,
  inspectionPhotoList,
  inspectionPhotoPage,
  inspectionPhotoPageQuery,
  okPayload,
  photoIdParam,
  success,
  updateInspectionPhotoBody,
} from '@ipju/contract';
import { ok } from '../../lib/reply';
import { partnerIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import { inspectorOf } from './caller';
import type { PhotosService } from './photos.service';

const tags = ['inspection'];
const config = { auth: 'inspector' as const };

/** Inspection photos (SPEC section 7) and their annotations (PATCH, a new path). */
export async function inspectorPhotoRoutes(app: ApiInstance, { inspectionPhotos: service }: { inspectionPhotos: PhotosService }) {
  app.get('/inspection/:inspectionId/photos', {
    config,
    schema: {
      operationId: 'inspectorListInspectionPhotos',
      summary: '점검 사진 전체',
      tags,
      params: inspectionIdParam,
      response: { 200: success(inspectionPhotoList) },
    },
    handler: async (req) => ok(await service.list(partnerIdx(req), req.params.inspectionId)),
  });

  app.post('/inspection/:inspectionId/photos', {
    config,
    schema: {
      operationId: 'inspectorAddInspectionPhoto',
      summary: '점검 사진 붙이기',
      description:
        '먼저 GET /files/presigned_url?type=inspection 으로 올린 파일의 key를 보내요. clientKey가 같은 요청은 처음 사진을 돌려줘요. 표시(annotations)는 사진 너비·높이에 대한 0~1 좌표예요.',
      tags,
      params: inspectionIdParam,
      body: addInspectionPhotoBody,
      response: { 200: success(inspectionPhoto) },
    },
    handler: async (req) => ok(await service.add(inspectorOf(req), req.params.inspectionId, req.body)),
  });

  app.get('/inspection/photos/list', {
    config,
    schema: {
      operationId: 'inspectorListPhotoPage',
      summary: '점검 사진 (종류별, 페이지)',
      description: '한 페이지에 30장, 최근 것부터예요.',
      tags,
      querystring: inspectionPhotoPageQuery,
      response: { 200: success(inspectionPhotoPage) },
    },
    handler: async (req) => ok(await service.page(partnerIdx(req), req.query)),
  });

  app.patch('/inspection/photos/:photoId', {
    config,
    schema: {
      operationId: 'inspectorUpdateInspectionPhoto',
      summary: '사진 표시(화살표·원·글자)·구분·연결한 기록 바꾸기',
      description: 'SPEC에 없는 새 경로예요.',
      tags,
      params: photoIdParam,
      body: updateInspectionPhotoBody,
      response: { 200: success(inspectionPhoto) },
    },
    handler: async (req) => ok(await service.update(partnerIdx(req), req.params.photoId, req.body)),
  });

  app.delete('/inspection/photos/:photoId', {
    config,
    schema: {
      operationId: 'inspectorDeleteInspectionPhoto',
      summary: '점검 사진 삭제',
      tags,
      params: photoIdParam,
      response: { 200: success(okPayload) },
    },
    handler: async (req) => ok(await service.remove(partnerIdx(req), req.params.photoId)),
  });
}
