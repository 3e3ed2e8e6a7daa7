import type { AppDeps } from '../../app-deps';
import { dispatchNotices } from '../../lib/notifications';
import { createReviewFeedback } from './review-feedback';
import { createReviewModeration } from './review-moderation';
import { createReviewReading } from './review-reading';
import { createReviewWriting } from './review-writing';

/**
 * The reviews module's service: the routes call these. Each part lives in its own file —
 * writing (create, edit, delete with stats and points), reading (init, lists, summary), feedback
 * (helpful marks, reports and hiding) and staff moderation.
 */
export function createReviewsService(deps: AppDeps) {
  const writing = createReviewWriting(deps);
  const reading = createReviewReading(deps);
  return {
    ...reading,
    create: async (residentIdx: number, body: Parameters<typeof writing.create>[1]) => {
      const reviewIdx = await writing.create(residentIdx, body);
      // The company's 알림 of the new review was queued with it.
      void dispatchNotices(deps.jobs);
      return reading.mineOne(residentIdx, reviewIdx);
    },
    update: async (residentIdx: number, reviewIdx: number, body: Parameters<typeof writing.update>[2]) => {
      await writing.update(residentIdx, reviewIdx, body);
      return reading.mineOne(residentIdx, reviewIdx);
    },
    remove: writing.remove,
    ...createReviewFeedback(deps),
    ...createReviewModeration(deps),
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
