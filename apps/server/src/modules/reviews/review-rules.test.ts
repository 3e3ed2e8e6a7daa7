import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { decodeCursor, encodeCursor, sortKeyOf } from './review-cursor';
import { rewardFor, textLength, withinClawback } from './review-reward';
import { deltaOf, editDelta } from './review-stats';

const rule = { textPoints: 500, photoPoints: 1000, minLength: 20, clawbackDays: 30 };

describe('review cursor', () => {
  it('round-trips the sort key of each sort, lowest as 6 - rating', () => {
    const review = { reviewIdx: 42, rating: 2, helpfulCount: 7 };
    expect(sortKeyOf('latest', review)).toEqual([42]);
    expect(sortKeyOf('highest', review)).toEqual([2, 42]);
    expect(sortKeyOf('lowest', review)).toEqual([4, 42]);
    expect(sortKeyOf('helpful', review)).toEqual([7, 42]);
    for (const sort of ['latest', 'highest', 'lowest', 'helpful'] as const) {
      const token = encodeCursor({ sort, key: sortKeyOf(sort, review) });
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeCursor(token, sort)).toEqual({ sort, key: sortKeyOf(sort, review) });
    }
  });

  it('refuses a cursor of another sort or a tampered one with a 400 naming after', () => {
    const token = encodeCursor({ sort: 'latest', key: [10] });
    const refuse = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).statusCode).toBe(400);
        expect((error as AppError).details?.[0]?.field).toBe('after');
        return (error as AppError).message;
      }
      throw new Error('not refused');
    };
    expect(refuse(() => decodeCursor(token, 'helpful'))).toContain('다른 정렬 방식');
    for (const bad of ['', '%%%', Buffer.from('[1,2]').toString('base64url'), encodeCursor({ sort: 'latest', key: [1, 2] }), encodeCursor({ sort: 'latest', key: [1.5] })]) {
      expect(refuse(() => decodeCursor(bad, 'latest'))).toContain('올바르지 않아요');
    }
  });
});

describe('review reward rule', () => {
  it('gives the photo reward with a photo, the text reward from the minimum length, else nothing', () => {
    expect(rewardFor(rule, '짧은 후기예요 좋아요', 1)).toBe(1000);
    expect(rewardFor(rule, '가'.repeat(20), 0)).toBe(500);
    expect(rewardFor(rule, '가'.repeat(19), 0)).toBe(0);
    expect(textLength(' 😀👍 좋아요 ')).toBe(6);
  });

  it('takes the reward back only within the period', () => {
    const written = new Date('2026-11-01T00:00:00Z');
    expect(withinClawback(rule, written, new Date('2026-11-30T23:59:00Z'))).toBe(true);
    expect(withinClawback(rule, written, new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });
});

describe('review stats deltas', () => {
  it('adds, subtracts and moves one review between ratings', () => {
    expect(deltaOf({ rating: 4, photoCount: 2 }, 1)).toEqual({ count: 1, ratingSum: 4, ratings: [0, 0, 0, 1, 0], photos: 1 });
    expect(deltaOf({ rating: 1, photoCount: 0 }, -1)).toEqual({ count: -1, ratingSum: -1, ratings: [-1, 0, 0, 0, 0], photos: 0 });
    expect(editDelta({ rating: 5, photoCount: 1 }, { rating: 2, photoCount: 0 })).toEqual({
      count: 0,
      ratingSum: -3,
      ratings: [0, 1, 0, 0, -1],
      photos: -1,
    });
  });
});
