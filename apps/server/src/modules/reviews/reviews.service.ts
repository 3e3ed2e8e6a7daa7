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
  /** Every change to reviews goes through one of these: the cached item pages are forgotten after it. */
  const changing = <A extends unknown[], R>(change: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await change(...args);
      } finally {
        reading.forgetPages();
      }
    };
  const feedback = createReviewFeedback(deps);
  const moderation = createReviewModeration(deps);
  return {
    ...reading,
    create: changing(async (residentIdx: number, body: Parameters<typeof writing.create>[1]) => {
      const reviewIdx = await writing.create(residentIdx, body);
      // The company's 알림 of the new review was queued with it.
      void dispatchNotices(deps.jobs);
      return reading.mineOne(residentIdx, reviewIdx);
    }),
    update: changing(async (residentIdx: number, reviewIdx: number, body: Parameters<typeof writing.update>[2]) => {
      await writing.update(residentIdx, reviewIdx, body);
      return reading.mineOne(residentIdx, reviewIdx);
    }),
    remove: changing(writing.remove),
    markHelpful: changing(feedback.markHelpful),
    unmarkHelpful: changing(feedback.unmarkHelpful),
    report: changing(feedback.report),
    listHidden: moderation.listHidden,
    moderate: changing(moderation.moderate),
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
