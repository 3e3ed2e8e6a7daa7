import type { createReviewBody, updateReviewBody } from '@ipju/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { asResident, authorize, residentOwned } from '../../lib/authorize';
import { AppError } from '../../lib/errors';
import { partnerNotices, queuePartnerNotice } from '../../lib/notifications';
import { grantPoints, takeBackReviewReward } from '../points';
import { verdictOf } from './review-eligibility';
import { resolvePhotos } from './review-photos';
import { reviewOwners } from './review-owners';
import { rewardFor, rewardRule, withinClawback } from './review-reward';
import { applyStats, deltaOf, editDelta } from './review-stats';
import * as repo from './reviews.repository';

/**
 * Writing, editing and deleting a review. Each is one transaction that moves the review, the item's and
 * partner's figures (review-stats.ts) and the reward points together; locks are taken in one order: the
 * review row, stats, item, partner, then the resident's balance.
 */

type CreateInput = z.output<typeof createReviewBody>;
type UpdateInput = z.output<typeof updateReviewBody>;

/** The buyer's lines of an item in an order: 404 for an unknown order, someone else's, or an item not in it. */
export async function buyerLines(db: AppDeps['db'], residentIdx: number, merchantUid: string, itemIdx: number) {
  const order = authorize(asResident(residentIdx), await repo.findOrder(db, merchantUid), residentOwned, '주문');
  const lines = await repo.linesOfOrderItem(db, order.orderIdx, itemIdx);
  if (lines.length === 0) throw new AppError('NOT_FOUND', '이 주문에서 그 서비스를 찾을 수 없어요. 주문번호와 상품 번호를 확인해 주세요.');
  return { order, lines };
}

export function createReviewWriting(deps: Pick<AppDeps, 'db' | 'storage' | 'config'>) {
  const { db } = deps;
  const rule = rewardRule(deps.config);

  return {
    /** Writes the review of a finished line; returns its id. */
    async create(residentIdx: number, body: CreateInput): Promise<number> {
      const { order, lines } = await buyerLines(db, residentIdx, body.merchantUid, body.itemIdx);
      let target: repo.LineWithReview | undefined;
      if (body.lineIdx !== undefined) {
        target = lines.find((l) => l.line.lineIdx === body.lineIdx);
        if (!target) throw new AppError('NOT_FOUND', '이 주문에서 그 주문 상품(lineIdx)을 찾을 수 없어요.');
      } else {
        target = lines.find((l) => verdictOf(l).canReview) ?? lines[0]!;
      }
      const verdict = verdictOf(target);
      if (!verdict.canReview) throw new AppError('CONFLICT', verdict.reason!);

      const photos = await resolvePhotos(deps, { residentIdx, keys: body.photos, current: [], reviewIdx: null });
      const line = target.line;
      return db.transaction(async (tx) => {
        const review = await repo.insertReview(tx, {
          lineIdx: line.lineIdx,
          orderIdx: order.orderIdx,
          residentIdx,
          itemIdx: line.itemIdx,
          partnerIdx: line.partnerIdx,
          categoryCode: line.categoryCode,
          rating: body.rating,
          content: body.content,
          photos,
          photoCount: photos.length,
          apartmentIdx: line.apartmentIdx,
          apartmentName: line.apartmentName,
          pyeong: line.pyeong,
        });
        // A second submit (a double tap, another device) waited on the unique index and finds it taken.
        if (!review) throw new AppError('CONFLICT', '이미 후기를 썼어요.');
        await applyStats(tx, review, deltaOf(review, 1));
        await queuePartnerNotice(tx, partnerNotices.review(line, review));
        const points = rewardFor(rule, review.content, review.photoCount);
        if (points > 0) {
          const memo = review.photoCount > 0 ? '사진 후기 적립' : '후기 적립';
          if (await grantPoints(tx, { residentIdx, amount: points, reason: 'review', reviewIdx: review.reviewIdx, memo })) {
            await repo.updateReview(tx, review.reviewIdx, { rewardPoints: points });
          }
        }
        return review.reviewIdx;
      });
    },

    /** Replaces rating, text and photos; the stats move by the difference. The reward is not granted again. */
    async update(residentIdx: number, reviewIdx: number, body: UpdateInput): Promise<void> {
      const current = await ownReview(db, residentIdx, reviewIdx);
      const photos = await resolvePhotos(deps, { residentIdx, keys: body.photos, current: current.photos, reviewIdx });
      await db.transaction(async (tx) => {
        const locked = await repo.lockReview(tx, reviewIdx);
        assertEditable(locked, residentIdx);
        const next = { rating: body.rating, photoCount: photos.length };
        if (locked.status === 'visible') await applyStats(tx, locked, editDelta(locked, next));
        await repo.updateReview(tx, reviewIdx, {
          rating: body.rating,
          content: body.content,
          photos,
          photoCount: photos.length,
          editedAt: new Date(),
        });
      });
    },

    /**
     * The author deletes the review: it leaves every list and the figures, the line stays closed, and the
     * reward comes back within the set period (in full: what the balance lacks is owed, points.ledger.ts).
     */
    async remove(residentIdx: number, reviewIdx: number): Promise<{ deleted: true; pointsTakenBack: number }> {
      return db.transaction(async (tx) => {
        const locked = authorize(asResident(residentIdx), await repo.lockReview(tx, reviewIdx), reviewOwners, '후기');
        if (locked.status === 'visible') await applyStats(tx, locked, deltaOf(locked, -1));
        const now = new Date();
        await repo.updateReview(tx, reviewIdx, { status: 'deleted', deletedAt: now });
        let pointsTakenBack = 0;
        if (locked.rewardPoints > 0 && withinClawback(rule, locked.createdAt, now)) {
          pointsTakenBack = await takeBackReviewReward(tx, {
            residentIdx,
            amount: locked.rewardPoints,
            reviewIdx,
            memo: `후기 삭제 (${rule.clawbackDays}일 안에 삭제)`,
          });
        }
        return { deleted: true as const, pointsTakenBack };
      });
    },
  };
}

async function ownReview(db: AppDeps['db'], residentIdx: number, reviewIdx: number) {
  const row = await repo.findDisplay(db, reviewIdx);
  assertEditable(row?.review, residentIdx);
  return row!.review;
}

function assertEditable(review: repo.ReviewRow | undefined, residentIdx: number): asserts review is repo.ReviewRow {
  const own = authorize(asResident(residentIdx), review, reviewOwners, '후기');
  if (own.status === 'removed') throw new AppError('CONFLICT', '운영 정책에 따라 삭제된 후기는 고칠 수 없어요.');
}
