import { z } from 'zod';
import { idParam, idValue, isoTime, merchantUid, pageQuery } from './fields';
import { POST_STATUSES, REPORT_REASONS, reportFields } from './reports';

/**
 * Reviews (후기). Every review belongs to one order line: a service the resident bought and that was
 * finished (시공완료, purchase-confirmed or not); at most one review per line, ever. A review shows that
 * it comes from a verified order and where the work was done (complex and 평형 band), never who wrote
 * it (no name, no unit number).
 */

export const REVIEW_CONTENT_MIN = 10;
export const REVIEW_CONTENT_MAX = 1000;
export const REVIEW_PHOTOS_MAX = 10;

/**
 * Review reward defaults (points, SPEC section 1's points): a text review of at least `minLength`
 * characters earns `text`; a review with a photo earns `photo` instead. Deleting a review within
 * `clawbackDays` of writing it takes the reward back. The server reads the live values from its
 * configuration (REVIEW_POINTS_TEXT, REVIEW_POINTS_PHOTO, REVIEW_POINTS_MIN_LENGTH,
 * REVIEW_POINTS_CLAWBACK_DAYS); GET /reviews/get_review_init returns them.
 */
export const REVIEW_REWARD_DEFAULTS = { text: 500, photo: 1000, minLength: 20, clawbackDays: 30 } as const;

/** List orders of GET /items/{id}/reviews (sortType) and GET /reviews/service_type (sort). */
export const REVIEW_SORT_TYPES = ['latest', 'highest', 'lowest', 'helpful'] as const;
export type ReviewSortType = (typeof REVIEW_SORT_TYPES)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSortType, string> = {
  latest: '최신순',
  highest: '별점 높은순',
  lowest: '별점 낮은순',
  helpful: '도움 많은순',
};

const sortTypeField = z
  .enum(REVIEW_SORT_TYPES, { error: `정렬 방식은 ${REVIEW_SORT_TYPES.join(', ')} 중 하나여야 해요.` })
  .default('latest');

/** "30평대" from 34; under 10 "10평 미만"; null when unknown. */
export function pyeongBand(pyeong: number | null | undefined): string | null {
  if (pyeong == null || pyeong <= 0) return null;
  if (pyeong < 10) return '10평 미만';
  return `${Math.floor(pyeong / 10) * 10}평대`;
}

const ratingField = z
  .number({ error: '별점(rating)을 1~5 사이 숫자로 보내 주세요.' })
  .int({ error: '별점(rating)은 1~5 사이 정수여야 해요.' })
  .min(1, { error: '별점은 1점 이상 골라 주세요.' })
  .max(5, { error: '별점은 5점까지 줄 수 있어요.' });

const contentField = z
  .string({ error: '후기 내용(content)을 입력해 주세요.' })
  .trim()
  .min(REVIEW_CONTENT_MIN, { error: `후기 내용은 ${REVIEW_CONTENT_MIN}자 이상 적어 주세요.` })
  .max(REVIEW_CONTENT_MAX, { error: `후기 내용은 ${REVIEW_CONTENT_MAX}자 이하로 적어 주세요.` });

/** Upload keys from GET /files/presigned_url?type=review (already uploaded by this resident). */
const photoKeysField = z
  .array(z.string({ error: '사진(photos)은 업로드 키 목록으로 보내 주세요.' }).trim().min(1).max(200), {
    error: '사진(photos)은 업로드 키 목록으로 보내 주세요.',
  })
  .max(REVIEW_PHOTOS_MAX, { error: `사진은 ${REVIEW_PHOTOS_MAX}장까지 올릴 수 있어요.` })
  .refine((keys) => new Set(keys).size === keys.length, { error: '같은 사진을 두 번 올릴 수 없어요.' })
  .default([]);

export const reviewIdPath = z.object({ id: idParam('후기 번호') });

export const reviewInitPath = z.object({
  merchantUid,
  itemIdx: idParam('상품 번호'),
});

export const reviewPhoto = z.object({
  url: z.string().describe('원본 주소 (이미지 최적화 경로 /_image?url= 로 보여 줘요)'),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type ReviewPhotoDto = z.infer<typeof reviewPhoto>;

/** One review as anyone sees it. */
export const review = z.object({
  reviewIdx: z.number().int(),
  itemIdx: z.number().int(),
  itemName: z.string(),
  categoryCode: z.string(),
  categoryName: z.string(),
  companyName: z.string(),
  rating: z.number().int().describe('1~5'),
  content: z.string().describe('평문 (HTML 아님)'),
  photos: z.array(reviewPhoto),
  /** What was bought, e.g. "34평 · 전체 시공 · 베란다 추가". */
  optionSummary: z.string(),
  verified: z.literal(true).describe('실제 주문·시공완료 건의 후기'),
  complexName: z.string().nullable().describe('시공한 단지 (이름·동호수는 보이지 않아요)'),
  pyeongBand: z.string().nullable().describe('예: 30평대'),
  helpfulCount: z.number().int(),
  helpedByMe: z.boolean().describe('내가 도움이 돼요를 눌렀는지 (로그인하지 않았으면 false)'),
  isMine: z.boolean(),
  status: z.enum(POST_STATUSES).describe('visible 외에는 작성자 본인에게만 보여요'),
  createdAt: isoTime,
  editedAt: isoTime.nullable(),
});
export type Review = z.infer<typeof review>;

/** GET /items/{id}/reviews: keyset paging. `after` is the opaque `nextCursor` of the previous page. */
export const itemReviewsQuery = z.object({
  onlyImageReview: z
    .enum(['true', 'false', '1', '0'], { error: '사진 후기만 보기(onlyImageReview)는 true 또는 false로 보내 주세요.' })
    .transform((v) => v === 'true' || v === '1')
    .optional()
    .describe('true: 사진이 있는 후기만'),
  sortType: sortTypeField,
  after: z
    .string({ error: '다음 페이지 위치(after)를 확인해 주세요.' })
    .trim()
    .max(200, { error: '다음 페이지 위치(after)를 확인해 주세요.' })
    .optional()
    .describe('이전 페이지의 nextCursor'),
  limit: pageQuery.limit.default(10),
  apartmentIdx: idParam('단지 번호').optional().describe('이 단지에서 쓴 후기만 (우리 단지 후기)'),
});
export type ItemReviewsQuery = z.input<typeof itemReviewsQuery>;

export const reviewPage = z.object({
  reviews: z.array(review),
  nextCursor: z.string().nullable().describe('다음 페이지를 받을 after 값 (마지막 페이지면 null)'),
});
export type ReviewPage = z.infer<typeof reviewPage>;

export const reviewSummary = z.object({
  itemIdx: z.number().int(),
  ratingAvg: z.number().describe('소수 첫째 자리 (후기가 없으면 0)'),
  reviewCount: z.number().int(),
  distribution: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() }),
  photoReviewCount: z.number().int(),
  /** The newest photos (at most 10) for the photo strip above the list. */
  recentPhotos: z.array(reviewPhoto.extend({ reviewIdx: z.number().int() })),
});
export type ReviewSummary = z.infer<typeof reviewSummary>;

/** GET /reviews/service_type: reviews across a service category (itemType), page by page. */
export const serviceTypeReviewsQuery = z.object({
  itemType: z
    .string({ error: '서비스 종류(itemType)를 확인해 주세요.' })
    .trim()
    .max(40, { error: '서비스 종류(itemType)를 확인해 주세요.' })
    .optional()
    .describe('서비스 코드 또는 묶음 코드; 없으면 모든 서비스'),
  page: pageQuery.page,
  limit: pageQuery.limit,
  sort: sortTypeField,
});

export const reviewList = z.object({
  reviews: z.array(review),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type ReviewList = z.infer<typeof reviewList>;

export const myReviewsQuery = z.object({ page: pageQuery.page, limit: pageQuery.limit });

/** An order line the resident may review (GET /reviews/get_review_init, GET /reviews/writable). */
export const reviewableLine = z.object({
  lineIdx: z.number().int(),
  merchantUid: z.string(),
  itemIdx: z.number().int(),
  itemName: z.string(),
  categoryName: z.string(),
  companyName: z.string(),
  thumbnailUrl: z.string(),
  optionSummary: z.string(),
  visitDate: z.string().nullable(),
  completedAt: isoTime.nullable(),
  confirmedAt: isoTime.nullable(),
  /** The review already written for this line. */
  reviewIdx: z.number().int().nullable(),
  canReview: z.boolean(),
  /** Why it cannot be reviewed (Korean), e.g. 시공이 끝난 뒤에 후기를 쓸 수 있어요. */
  reason: z.string().nullable(),
});
export type ReviewableLine = z.infer<typeof reviewableLine>;

export const reviewReward = z.object({
  textPoints: z.number().int(),
  photoPoints: z.number().int(),
  minLength: z.number().int().describe('텍스트 후기 적립에 필요한 글자 수'),
  clawbackDays: z.number().int().describe('이 기간 안에 지우면 적립한 포인트를 돌려받아요'),
});
export type ReviewReward = z.infer<typeof reviewReward>;

export const reviewInit = z.object({
  merchantUid: z.string(),
  itemIdx: z.number().int(),
  lines: z.array(reviewableLine),
  reward: reviewReward,
});
export type ReviewInit = z.infer<typeof reviewInit>;

export const writableReviews = z.object({ lines: z.array(reviewableLine), reward: reviewReward });
export type WritableReviews = z.infer<typeof writableReviews>;

export const createReviewBody = z.object({
  merchantUid,
  itemIdx: idValue('상품 번호'),
  lineIdx: idValue('주문 상품 번호').optional().describe('주문에 같은 상품이 여러 줄이면 어느 줄인지'),
  rating: ratingField,
  content: contentField,
  photos: photoKeysField,
});
export type CreateReviewBody = z.input<typeof createReviewBody>;

/** PUT /reviews/{id}: the whole review again (rating, text, photos); photos not listed are removed. */
export const updateReviewBody = z.object({
  rating: ratingField,
  content: contentField,
  photos: photoKeysField.describe('남길 사진과 새 사진의 업로드 키 (기존 사진은 응답의 key)'),
});
export type UpdateReviewBody = z.input<typeof updateReviewBody>;

/** A review as its author sees it (GET /reviews/mine, POST/PUT result): with photo keys and the reward. */
export const myReview = review.extend({
  photoKeys: z.array(z.string()).describe('수정할 때 다시 보내는 사진 키'),
  rewardPoints: z.number().int().describe('이 후기로 적립한 포인트'),
  merchantUid: z.string(),
  lineIdx: z.number().int(),
  statusLabel: z.string(),
});
export type MyReview = z.infer<typeof myReview>;

export const myReviewList = z.object({
  reviews: z.array(myReview),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});

export const deleteReviewResult = z.object({
  deleted: z.literal(true),
  pointsTakenBack: z.number().int().describe('돌려받은 적립 포인트 (없으면 0)'),
});

export const reviewReportBody = z.object({ reviewIdx: idValue('후기 번호'), ...reportFields }).refine(
  (b) => b.reason !== 'other' || (b.detail?.length ?? 0) > 0,
  { error: '기타 사유로 신고할 때는 신고 내용(detail)을 적어 주세요.', path: ['detail'] },
);
export type ReviewReportBody = z.infer<typeof reviewReportBody>;

export const reviewHelpfulResult = z.object({
  reviewIdx: z.number().int(),
  helpfulCount: z.number().int(),
  helpedByMe: z.boolean(),
});
export type ReviewHelpfulResult = z.infer<typeof reviewHelpfulResult>;

/** Staff: decide on a review hidden by reports. */
export const reviewModerationBody = z.object({
  action: z.enum(['restore', 'remove'], { error: '처리 방법(action)은 restore 또는 remove여야 해요.' }),
});

/** Staff: one report of a hidden review (who reported is not shown). */
export const reviewReportEntry = z.object({
  reason: z.enum(REPORT_REASONS),
  reasonLabel: z.string(),
  detail: z.string().nullable(),
  createdAt: isoTime,
});

/** Staff: a review hidden by reports, with the reports that hid it. */
export const hiddenReview = review.extend({
  merchantUid: z.string(),
  reportCount: z.number().int(),
  hiddenAt: isoTime.nullable(),
  reports: z.array(reviewReportEntry),
});
export type HiddenReview = z.infer<typeof hiddenReview>;

export const hiddenReviewsQuery = z.object({ page: pageQuery.page, limit: pageQuery.limit });

export const hiddenReviewList = z.object({
  reviews: z.array(hiddenReview),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});

export const reviewModerationResult = z.object({
  reviewIdx: z.number().int(),
  status: z.enum(POST_STATUSES),
  statusLabel: z.string(),
});
export type ReviewModerationResult = z.infer<typeof reviewModerationResult>;

/**
 * GET /reviews/{id}: the review with the author's fields (photo keys, reward, order) when the viewer wrote
 * it; for anyone else merchantUid, lineIdx and rewardPoints are null (the order stays private).
 */
export const reviewDetail = myReview.extend({
  merchantUid: z.string().nullable().describe('작성자 본인에게만 (아니면 null)'),
  lineIdx: z.number().int().nullable().describe('작성자 본인에게만 (아니면 null)'),
  rewardPoints: z.number().int().nullable().describe('작성자 본인에게만 (아니면 null)'),
});
export type ReviewDetail = z.infer<typeof reviewDetail>;
