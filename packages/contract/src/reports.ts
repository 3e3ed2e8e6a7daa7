import { z } from 'zod';

/**
 * Reasons to report a review, a question or an answer (SPEC section 3's review report reasons; the
 * same six serve questions and answers).
 */
export const REPORT_REASONS = ['unrelated', 'abuse', 'obscene', 'privacy', 'promotion', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The reasons as a review's reader sees them (SPEC section 3: a review is about a product). */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  unrelated: '상품과 관련 없는 내용이에요',
  abuse: '단순 비방이나 욕설이 있어요',
  obscene: '음란하거나 청소년에게 부적합해요',
  privacy: '개인정보 노출 위험이 있어요',
  promotion: '관련 없거나 부적절한 홍보예요',
  other: '기타',
};

/** The same reasons worded for a 지식인 question or answer, which is about no product. */
export const POST_REPORT_REASON_LABELS: Record<ReportReason, string> = {
  ...REPORT_REASON_LABELS,
  unrelated: '질문·답변과 관련 없는 내용이에요',
};

/** What is reported: a review, or a post (a question or an answer). */
export type ReportedKind = 'review' | 'post';

/** The reason labels for what is reported. */
export function reportReasonLabels(kind: ReportedKind): Record<ReportReason, string> {
  return kind === 'review' ? REPORT_REASON_LABELS : POST_REPORT_REASON_LABELS;
}

/** One reason's label for what is reported. */
export function reportReasonLabel(reason: ReportReason, kind: ReportedKind): string {
  return reportReasonLabels(kind)[reason];
}

/** How many different people's reports hide a post until staff look at it. */
export const REPORTS_TO_HIDE = 3;

export const REPORT_DETAIL_MAX = 500;

/** The body of every report: a reason, and for 'other' a few words on what is wrong. */
export const reportFields = {
  reason: z.enum(REPORT_REASONS, { error: `신고 사유(reason)는 ${REPORT_REASONS.join(', ')} 중 하나여야 해요.` }),
  detail: z
    .string({ error: '신고 내용(detail)은 글자로 보내 주세요.' })
    .trim()
    .max(REPORT_DETAIL_MAX, { error: `신고 내용은 ${REPORT_DETAIL_MAX}자 이하로 적어 주세요.` })
    .optional(),
};

export const reportBody = z.object(reportFields).refine((b) => b.reason !== 'other' || (b.detail?.length ?? 0) > 0, {
  error: '기타 사유로 신고할 때는 신고 내용(detail)을 적어 주세요.',
  path: ['detail'],
});
export type ReportBody = z.infer<typeof reportBody>;

export const reportResult = z.object({
  reported: z.literal(true),
  /** True when this report was the one that hid the post (several people reported it). */
  hidden: z.boolean(),
});
export type ReportResult = z.infer<typeof reportResult>;

/** Statuses of reviews, questions and answers. */
export const POST_STATUSES = ['visible', 'hidden', 'removed', 'deleted'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  visible: '게시 중',
  hidden: '신고로 가려짐 (검토 중)',
  removed: '운영 정책에 따라 삭제됨',
  deleted: '작성자가 삭제함',
};
