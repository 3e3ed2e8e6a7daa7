import { REPORTS_TO_HIDE, type ReportResult, type ReviewHelpfulResult, type ReviewReportBody } from '@ipju/contract';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import { AppError, invalidField, notFound } from '../../lib/errors';
import { dispatchNotices, queueStaffNotice } from '../../lib/notifications';
import * as feedback from './review-feedback.repository';
import { applyStats, deltaOf } from './review-stats';
import * as repo from './reviews.repository';

/**
 * 도움이 돼요 and reports. Both are once per person per review (primary key / unique index): a repeat
 * changes nothing. The counters on the review move in the same transaction as the rows they count, so
 * helpful_count equals the marks even when many people tap at once.
 */
export function createReviewFeedback(deps: Pick<AppDeps, 'db' | 'jobs'>) {
  const { db } = deps;

  async function visibleReview(tx: Tx, reviewIdx: number, residentIdx: number, own: string) {
    const review = await repo.lockReview(tx, reviewIdx);
    if (!review || review.status !== 'visible') throw notFound('후기');
    if (review.residentIdx === residentIdx) throw invalidField('reviewIdx', own);
    return review;
  }

  return {
    /** Marks the review helpful (idempotent). */
    async markHelpful(residentIdx: number, reviewIdx: number): Promise<ReviewHelpfulResult> {
      return db.transaction(async (tx) => {
        const review = await visibleReview(tx, reviewIdx, residentIdx, '내가 쓴 후기에는 도움이 돼요를 누를 수 없어요.');
        const added = await feedback.insertHelpful(tx, reviewIdx, residentIdx);
        const helpfulCount = added ? await feedback.bumpHelpful(tx, reviewIdx, 1) : review.helpfulCount;
        return { reviewIdx, helpfulCount, helpedByMe: true };
      });
    },

    /** Takes the mark back (idempotent). */
    async unmarkHelpful(residentIdx: number, reviewIdx: number): Promise<ReviewHelpfulResult> {
      return db.transaction(async (tx) => {
        const review = await visibleReview(tx, reviewIdx, residentIdx, '내가 쓴 후기에는 도움이 돼요를 누를 수 없어요.');
        const removed = await feedback.deleteHelpful(tx, reviewIdx, residentIdx);
        const helpfulCount = removed ? await feedback.bumpHelpful(tx, reviewIdx, -1) : review.helpfulCount;
        return { reviewIdx, helpfulCount, helpedByMe: false };
      });
    },

    /**
     * Reports a visible review (once per person, never one's own). When REPORTS_TO_HIDE different people
     * have reported it (since staff last looked at it), it is hidden pending review, leaves the figures,
     * and staff are told.
     */
    async report(residentIdx: number, body: ReviewReportBody): Promise<ReportResult> {
      const result = await db.transaction(async (tx) => {
        const review = await visibleReview(tx, body.reviewIdx, residentIdx, '내가 쓴 후기는 신고할 수 없어요.');
        const inserted = await feedback.insertReport(tx, {
          reviewIdx: review.reviewIdx,
          residentIdx,
          reason: body.reason,
          detail: body.detail?.length ? body.detail : null,
        });
        if (!inserted) throw new AppError('CONFLICT', '이미 신고한 후기예요.');
        await feedback.bumpReportCount(tx, review.reviewIdx);
        const reporters = await feedback.reportersSince(tx, review.reviewIdx, review.hiddenAt);
        if (reporters < REPORTS_TO_HIDE) return { reported: true as const, hidden: false };

        await repo.hideReview(tx, review.reviewIdx);
        await applyStats(tx, review, deltaOf(review, -1));
        await queueStaffNotice(tx, {
          title: '신고로 가려진 후기가 있어요',
          body: `${reporters}명의 신고로 후기 한 건(#${review.reviewIdx}, ${review.categoryCode})을 가렸어요. 내용을 보고 복구하거나 삭제해 주세요.`,
          link: '/staff/reviews/hidden',
        });
        return { reported: true as const, hidden: true };
      });
      if (result.hidden) void dispatchNotices(deps.jobs);
      return result;
    },
  };
}
