import { hiddenReviewList, hiddenReviewsQuery, reviewIdPath, reviewModerationBody, reviewModerationResult, success } from '@ipju/contract';
import { ok } from '../../lib/reply';
import type { ApiInstance } from '../types';
import type { ReviewsService } from './reviews.service';

const tags = ['staff'];
const staff = { auth: 'staff' as const };

/** The operations team's side of reviews: what reports hid, and the decision on each. */
export async function staffReviewsRoutes(app: ApiInstance, service: ReviewsService) {
  app.get('/staff/reviews/hidden', {
    config: staff,
    schema: {
      operationId: 'staffListHiddenReviews',
      summary: '신고로 가려진 후기 (최근에 가려진 순, 신고 내용 포함)',
      description: 'SPEC에 없는 새 경로예요. 운영팀 계정으로만 볼 수 있어요. 신고한 사람은 보이지 않아요.',
      tags,
      querystring: hiddenReviewsQuery,
      response: { 200: success(hiddenReviewList) },
    },
    handler: async (req) => ok(await service.listHidden(req.query.page, req.query.limit)),
  });

  app.patch('/staff/reviews/:id/moderation', {
    config: staff,
    schema: {
      operationId: 'staffModerateReview',
      summary: '가려진 후기 처리 (복구 또는 삭제)',
      description:
        'SPEC에 없는 새 경로예요. restore: 다시 게시하고 별점 통계에 넣어요. remove: 운영 정책에 따라 삭제하고 작성자에게 알려요.',
      tags,
      params: reviewIdPath,
      body: reviewModerationBody,
      response: { 200: success(reviewModerationResult) },
    },
    handler: async (req) => ok(await service.moderate(req.params.id, req.body.action)),
  });
}
