import {
  createReviewBody,
  deleteReviewResult,
  myReview,
  myReviewList,
  myReviewsQuery,
  reportResult,
  reviewDetail,
  reviewHelpfulResult,
  reviewIdPath,
  reviewInit,
  reviewInitPath,
  reviewList,
  reviewReportBody,
  serviceTypeReviewsQuery,
  success,
  updateReviewBody,
  writableReviews,
} from '@ipju/contract';
import { ok } from '../../lib/reply';
import { optionalResidentIdx, residentIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import { itemReviewsRoutes } from './item-reviews.routes';
import type { ReviewsService } from './reviews.service';
import { staffReviewsRoutes } from './staff.routes';

const tags = ['reviews'];
const resident = { auth: 'resident' as const };
const NEW_PATH = 'SPEC에 없는 새 경로예요.';

/**
 * /reviews (SPEC section 7) and the paths added for the review screens. Static segments (/mine,
 * /writable, /service_type, /reports) win over /reviews/:id in Fastify's router.
 */
export async function reviewsRoutes(app: ApiInstance, { reviews: service }: { reviews: ReviewsService }) {
  await residentReviewRoutes(app, service);
  await itemReviewsRoutes(app, service);
  await staffReviewsRoutes(app, service);
}

async function residentReviewRoutes(app: ApiInstance, service: ReviewsService) {
  app.get('/reviews/get_review_init/:merchantUid/:itemIdx', {
    config: resident,
    schema: {
      operationId: 'getReviewInit',
      summary: '후기 쓰기 준비 (주문의 그 서비스를 후기로 쓸 수 있는지, 적립 기준)',
      description: '구매한 본인만 볼 수 있어요 (다른 사람 주문은 없는 주문처럼 404). 시공완료(구매확정 여부와 관계없이)된 줄만 쓸 수 있고, 한 줄에 후기는 한 번이에요.',
      tags,
      params: reviewInitPath,
      response: { 200: success(reviewInit) },
    },
    handler: async (req) => ok(await service.init(residentIdx(req), req.params.merchantUid, req.params.itemIdx)),
  });

  app.post('/reviews', {
    config: resident,
    schema: {
      operationId: 'createReview',
      summary: '후기 쓰기 (별점, 내용, 사진 최대 10장; 포인트 적립)',
      description:
        '사진은 GET /files/presigned_url?type=review로 받은 주소에 올린 뒤 그 key를 보내요. 사진 후기는 사진 적립, 사진 없이 최소 글자 수를 넘으면 글 적립 포인트를 한 번 드려요.',
      tags,
      body: createReviewBody,
      response: { 200: success(myReview) },
    },
    handler: async (req) => ok(await service.create(residentIdx(req), req.body)),
  });

  app.get('/reviews/mine', {
    config: resident,
    schema: {
      operationId: 'listMyReviews',
      summary: '내 후기 목록 (최근에 쓴 순, 가려지거나 삭제된 후기도 상태와 함께)',
      tags,
      querystring: myReviewsQuery,
      response: { 200: success(myReviewList) },
    },
    handler: async (req) => ok(await service.mine(residentIdx(req), req.query.page, req.query.limit)),
  });

  app.get('/reviews/writable', {
    config: resident,
    schema: {
      operationId: 'listWritableReviews',
      summary: '후기를 쓸 수 있는 서비스 (시공완료, 아직 후기 없음; 최근에 끝난 순)',
      description: `${NEW_PATH} 내 후기 화면의 '쓸 수 있는 후기' 목록과 적립 기준이에요.`,
      tags,
      response: { 200: success(writableReviews) },
    },
    handler: async (req) => ok(await service.writable(residentIdx(req))),
  });

  app.get('/reviews/service_type', {
    config: { auth: 'optional' },
    schema: {
      operationId: 'listServiceTypeReviews',
      summary: '서비스 종류별 후기 (페이지, 정렬)',
      description: 'itemType은 서비스 코드(cleaning) 또는 묶음 코드(clean)예요. 없으면 모든 서비스의 후기예요.',
      tags,
      querystring: serviceTypeReviewsQuery,
      response: { 200: success(reviewList) },
    },
    handler: async (req) => ok(await service.serviceType(optionalResidentIdx(req), req.query)),
  });

  app.post('/reviews/reports', {
    config: resident,
    schema: {
      operationId: 'reportReview',
      summary: '후기 신고 (한 사람이 한 후기에 한 번)',
      description: '여러 사람(3명)이 신고하면 운영팀이 확인할 때까지 후기를 가려요. 내가 쓴 후기는 신고할 수 없어요.',
      tags,
      body: reviewReportBody,
      response: { 200: success(reportResult) },
    },
    handler: async (req) => ok(await service.report(residentIdx(req), req.body)),
  });

  app.get('/reviews/:id', {
    config: { auth: 'optional' },
    schema: {
      operationId: 'getReview',
      summary: '후기 하나 (게시 중인 후기, 또는 내가 쓴 후기)',
      description: '작성자 본인에게는 가려지거나 운영 정책으로 삭제된 후기도 보여요. 주문번호와 적립 포인트는 본인에게만 보여요.',
      tags,
      params: reviewIdPath,
      response: { 200: success(reviewDetail) },
    },
    handler: async (req) => ok(await service.get(optionalResidentIdx(req), req.params.id)),
  });

  app.put('/reviews/:id', {
    config: resident,
    schema: {
      operationId: 'updateReview',
      summary: '후기 고치기 (별점, 내용, 사진을 새로)',
      description: '작성자만 고칠 수 있어요. 보내지 않은 사진은 빠져요. 포인트는 다시 적립되지 않아요.',
      tags,
      params: reviewIdPath,
      body: updateReviewBody,
      response: { 200: success(myReview) },
    },
    handler: async (req) => ok(await service.update(residentIdx(req), req.params.id, req.body)),
  });

  app.delete('/reviews/:id', {
    config: resident,
    schema: {
      operationId: 'deleteReview',
      summary: '후기 지우기',
      description: '작성자만 지울 수 있어요. 쓴 지 정해진 기간(기본 30일) 안에 지우면 적립한 포인트를 돌려받아요. 지운 서비스에는 다시 후기를 쓸 수 없어요.',
      tags,
      params: reviewIdPath,
      response: { 200: success(deleteReviewResult) },
    },
    handler: async (req) => ok(await service.remove(residentIdx(req), req.params.id)),
  });

  app.post('/reviews/:id/helpful', {
    config: resident,
    schema: {
      operationId: 'markReviewHelpful',
      summary: '도움이 돼요 누르기',
      description: `${NEW_PATH} 여러 번 보내도 한 번만 세요. 내가 쓴 후기에는 누를 수 없어요.`,
      tags,
      params: reviewIdPath,
      response: { 200: success(reviewHelpfulResult) },
    },
    handler: async (req) => ok(await service.markHelpful(residentIdx(req), req.params.id)),
  });

  app.delete('/reviews/:id/helpful', {
    config: resident,
    schema: {
      operationId: 'unmarkReviewHelpful',
      summary: '도움이 돼요 취소',
      description: `${NEW_PATH} 누르지 않았어도 같은 결과를 돌려줘요.`,
      tags,
      params: reviewIdPath,
      response: { 200: success(reviewHelpfulResult) },
    },
    handler: async (req) => ok(await service.unmarkHelpful(residentIdx(req), req.params.id)),
  });
}
