import type { MyReview, Review, ReviewableLine, ReviewInit, ReviewPage, ReviewReward, ReviewSummary } from '@ipju/contract';

export const REWARD: ReviewReward = { textPoints: 500, photoPoints: 1000, minLength: 20, clawbackDays: 30 };

const DAY = 86_400_000;
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

export function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    reviewIdx: 1,
    itemIdx: 101,
    itemName: '입주청소 스탠다드',
    categoryCode: 'cleaning',
    categoryName: '입주청소',
    companyName: '깨끗한집 입주청소',
    rating: 5,
    content: '꼼꼼하게 청소해 주셔서 입주 날 바로 짐을 풀 수 있었어요.',
    photos: [],
    optionSummary: '25~34평 · 곰팡이 제거',
    verified: true,
    complexName: '잠실래미안아이파크',
    pyeongBand: '30평대',
    helpfulCount: 3,
    helpedByMe: false,
    isMine: false,
    status: 'visible',
    createdAt: daysAgo(3),
    editedAt: null,
    ...overrides,
  };
}

export function makeMyReview(overrides: Partial<MyReview> = {}): MyReview {
  return {
    ...makeReview({ isMine: true }),
    photoKeys: [],
    rewardPoints: 1000,
    merchantUid: 'ipju_20261122_ABCDEFGHIJ',
    lineIdx: 7,
    statusLabel: '게시 중',
    ...overrides,
  };
}

export const page = (reviews: Review[], nextCursor: string | null = null): ReviewPage => ({ reviews, nextCursor });

export function makeSummary(overrides: Partial<ReviewSummary> = {}): ReviewSummary {
  return {
    itemIdx: 101,
    ratingAvg: 4.6,
    reviewCount: 128,
    distribution: { 1: 2, 2: 3, 3: 8, 4: 20, 5: 95 },
    photoReviewCount: 41,
    recentPhotos: [
      { reviewIdx: 1, url: '/files/review/a.jpg', width: 800, height: 600 },
      { reviewIdx: 2, url: '/files/review/b.jpg', width: 800, height: 600 },
    ],
    ...overrides,
  };
}

export function makeLine(overrides: Partial<ReviewableLine> = {}): ReviewableLine {
  return {
    lineIdx: 7,
    merchantUid: 'ipju_20261122_ABCDEFGHIJ',
    itemIdx: 101,
    itemName: '입주청소 스탠다드',
    categoryName: '입주청소',
    companyName: '깨끗한집 입주청소',
    thumbnailUrl: '/files/seed/cat-cleaning-1.webp',
    optionSummary: '25~34평 · 곰팡이 제거',
    visitDate: '2026-12-05',
    completedAt: '2026-12-05T08:00:00.000Z',
    confirmedAt: null,
    reviewIdx: null,
    canReview: true,
    reason: null,
    ...overrides,
  };
}

export function makeInit(lines: ReviewableLine[] = [makeLine()]): ReviewInit {
  return { merchantUid: 'ipju_20261122_ABCDEFGHIJ', itemIdx: 101, lines, reward: REWARD };
}
