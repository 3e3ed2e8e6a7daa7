import {
  POST_STATUS_LABELS,
  pyeongBand,
  REPORT_REASON_LABELS,
  type HiddenReview,
  type MyReview,
  type ReportReason,
  type Review,
  type ReviewableLine,
  type ReviewPhotoDto,
} from '@ipju/contract';
import type { ReviewPhoto } from '../../db/schema';
import type { DisplayRow, LineRow, LineWithReview } from './reviews.repository';

/** Rows -> contract shapes. A review never carries its author's name, phone or unit (dong/ho). */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const photoDto = (p: ReviewPhoto): ReviewPhotoDto => ({ url: p.url, width: p.width, height: p.height });

/**
 * What was bought, from the line's snapshot: the 평형 tier bought (a price band such as "25~34평", not the
 * exact size), then the areas and add-ons, e.g. "25~34평 · 베란다 · 곰팡이 제거".
 */
export function optionSummary(options: LineRow['options']): string {
  const tier = options.filter((o) => o.kind === 'pyeong').map((o) => o.name);
  const rest = options.filter((o) => o.kind !== 'pyeong').map((o) => o.name);
  return [...tier, ...rest].join(' · ');
}

export interface Viewer {
  residentIdx: number | null;
  /** Reviews on this page the viewer marked helpful. */
  helped: Set<number>;
}

export function toReview(row: DisplayRow, viewer: Viewer): Review {
  const r = row.review;
  return {
    reviewIdx: r.reviewIdx,
    itemIdx: r.itemIdx,
    itemName: row.itemName,
    categoryCode: r.categoryCode,
    categoryName: row.categoryName,
    companyName: row.companyName,
    rating: r.rating,
    content: r.content,
    photos: r.photos.map(photoDto),
    optionSummary: optionSummary(row.options),
    verified: true,
    complexName: r.apartmentName,
    pyeongBand: pyeongBand(r.pyeong),
    helpfulCount: r.helpfulCount,
    helpedByMe: viewer.helped.has(r.reviewIdx),
    isMine: viewer.residentIdx !== null && viewer.residentIdx === r.residentIdx,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    editedAt: iso(r.editedAt),
  };
}

export function toMyReview(row: DisplayRow, helped: Set<number>): MyReview {
  const r = row.review;
  return {
    ...toReview(row, { residentIdx: r.residentIdx, helped }),
    photoKeys: r.photos.map((p) => p.key).filter((k): k is string => k !== null),
    rewardPoints: r.rewardPoints,
    merchantUid: row.merchantUid,
    lineIdx: r.lineIdx,
    statusLabel: POST_STATUS_LABELS[r.status],
  };
}

export function toHiddenReview(
  row: DisplayRow,
  reports: Array<{ reason: string; detail: string | null; createdAt: Date }>,
): HiddenReview {
  const r = row.review;
  return {
    ...toReview(row, { residentIdx: null, helped: new Set() }),
    merchantUid: row.merchantUid,
    reportCount: r.reportCount,
    hiddenAt: iso(r.hiddenAt),
    reports: reports.map((p) => ({
      reason: p.reason as ReportReason,
      reasonLabel: REPORT_REASON_LABELS[p.reason as ReportReason],
      detail: p.detail,
      createdAt: p.createdAt.toISOString(),
    })),
  };
}

export function toReviewableLine(
  row: LineWithReview,
  verdict: { canReview: boolean; reason: string | null },
): ReviewableLine {
  const l = row.line;
  return {
    lineIdx: l.lineIdx,
    merchantUid: row.merchantUid,
    itemIdx: l.itemIdx,
    itemName: l.itemName,
    categoryName: l.categoryName,
    companyName: l.companyName,
    thumbnailUrl: l.thumbnailUrl,
    optionSummary: optionSummary(l.options),
    visitDate: l.visitDate,
    completedAt: iso(l.completedAt),
    confirmedAt: iso(l.confirmedAt),
    // A deleted review still closes the line, but there is nothing to open.
    reviewIdx: row.reviewIdx !== null && row.reviewStatus !== 'deleted' ? row.reviewIdx : null,
    canReview: verdict.canReview,
    reason: verdict.reason,
  };
}
