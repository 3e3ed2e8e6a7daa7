import { itemIdPath, itemReviewsQuery, reviewPage, reviewSummary, success } from '@ipju/contract';
import { ok } from '../../lib/reply';
import { optionalResidentIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { ReviewsService } from './reviews.service';

const tags = ['reviews'];

/** An item's reviews (SPEC section 7 lists them with the items). */
export async function itemReviewsRoutes(app: ApiInstance, service: ReviewsService) {
  app.get('/items/:id/reviews', {
    config: { auth: 'optional' },
    schema: {
      operationId: 'listItemReviews',
      summary: '상품 후기 목록 (사진 후기만, 정렬, 다음 페이지 위치, 우리 단지 후기)',
      description:
        '다음 페이지는 응답의 nextCursor를 after로 보내요. 새 후기가 올라와도 페이지 사이에 겹치거나 빠지는 후기가 없어요. 정렬을 바꾸면 처음부터 다시 불러요 (다른 정렬의 after는 400).',
      tags,
      params: itemIdPath,
      querystring: itemReviewsQuery,
      response: { 200: success(reviewPage) },
    },
    handler: async (req, reply) => {
      const viewer = optionalResidentIdx(req);
      // A guest's page is the same bytes for everyone while it is cached (review-reading.ts).
      if (viewer === null) return reply.type('application/json; charset=utf-8').send((await service.itemPageForGuest(req.params.id, req.query)) as never);
      return ok(await service.itemPage(viewer, req.params.id, req.query));
    },
  });

  app.get('/items/:id/reviews/summary', {
    schema: {
      operationId: 'getItemReviewSummary',
      summary: '상품 후기 요약 (평균 별점, 개수, 별점 분포, 사진 후기 수, 최근 사진)',
      tags,
      params: itemIdPath,
      response: { 200: success(reviewSummary) },
    },
    handler: async (req) => ok(await service.summary(req.params.id)),
  });
}
