import { POST_STATUS_LABELS, type ReviewModerationResult } from '@ipju/contract';
import type { AppDeps } from '../../app-deps';
import { AppError, notFound } from '../../lib/errors';
import { dispatchNotices, queueResidentNotice, residentPhone } from '../../lib/notifications';
import { reportsOf } from './review-feedback.repository';
import { applyStats, deltaOf } from './review-stats';
import * as repo from './reviews.repository';
import { toHiddenReview } from './reviews.mapper';

/**
 * Staff (ipju's operations team) decide on reviews hidden by reports: restore (visible again, back in the
 * figures; it takes REPORTS_TO_HIDE new reporters to hide it again) or remove (stays out; the author sees
 * it as 운영 정책에 따라 삭제됨 in their list and is told).
 */
export function createReviewModeration(deps: Pick<AppDeps, 'db' | 'jobs'>) {
  const { db } = deps;

  return {
    /** Hidden reviews, most recently hidden first, with their reports. */
    async listHidden(page: number, limit: number) {
      const { rows, total } = await repo.listHidden(db, page, limit);
      const reports = await reportsOf(db, rows.map((r) => r.review.reviewIdx));
      return {
        reviews: rows.map((r) => toHiddenReview(r, reports.filter((p) => p.reviewIdx === r.review.reviewIdx))),
        page,
        limit,
        total,
      };
    },

    async moderate(reviewIdx: number, action: 'restore' | 'remove'): Promise<ReviewModerationResult> {
      const status = await db.transaction(async (tx) => {
        const review = await repo.lockReview(tx, reviewIdx);
        if (!review || review.status === 'deleted') throw notFound('후기');
        if (review.status !== 'hidden') {
          throw new AppError('CONFLICT', `신고로 가려진 후기만 처리할 수 있어요. 지금 상태: ${POST_STATUS_LABELS[review.status]}`);
        }
        if (action === 'restore') {
          await repo.updateReview(tx, reviewIdx, { status: 'visible' });
          await applyStats(tx, review, deltaOf(review, 1));
          return 'visible' as const;
        }
        await repo.updateReview(tx, reviewIdx, { status: 'removed' });
        await queueResidentNotice(tx, {
          residentIdx: review.residentIdx,
          phone: await residentPhone(tx, review.residentIdx),
          title: '후기가 운영 정책에 따라 삭제되었어요',
          body: '신고 내용을 확인한 결과 운영 정책에 맞지 않아 후기를 삭제했어요. 내 후기에서 확인할 수 있어요.',
          link: '/my-page/reviews',
        });
        return 'removed' as const;
      });
      if (status === 'removed') void dispatchNotices(deps.jobs);
      return { reviewIdx, status, statusLabel: POST_STATUS_LABELS[status] };
    },
  };
}
