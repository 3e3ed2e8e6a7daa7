import {
  ANSWER_SERVICES_MAX,
  POST_STATUS_LABELS,
  QUESTION_TYPE_LABELS,
  reportReasonLabel,
  STAFF_DISPLAY_NAME,
  type MyQuestionSummary,
  type QuestionAnswer,
  type QuestionAnswerService,
  type QuestionSummary,
  type QuestionType,
  type ReportReason,
} from '@ipju/contract';
import type { AnswerWithCompany, PartnerService } from './answers.repository';
import type { QuestionWithService } from './questions.repository';
import { cutAtWord } from './title-suggestion';

/** Characters of the body shown under a title in lists. */
const EXCERPT_MAX = 90;

export type FileUrl = (key: string) => string;

/** The start of the body on one line, cut at a word. */
export function excerptOf(body: string): string {
  return cutAtWord(body.replace(/\s+/g, ' ').trim(), EXCERPT_MAX);
}

export const typeLabel = (type: string) => QUESTION_TYPE_LABELS[type as QuestionType] ?? QUESTION_TYPE_LABELS.etc;

export function toSummary(row: QuestionWithService, likedByMe: boolean, fileUrl: FileUrl): QuestionSummary {
  return {
    questionIdx: row.questionIdx,
    title: row.title,
    excerpt: excerptOf(row.body),
    questionType: row.questionType as QuestionType,
    questionTypeLabel: typeLabel(row.questionType),
    categoryCode: row.categoryCode,
    serviceName: row.serviceName,
    thumbnailUrl: row.photos[0] ? fileUrl(row.photos[0]) : null,
    photoCount: row.photos.length,
    readCount: row.readCount,
    likeCount: row.likeCount,
    answerCount: row.answerCount,
    partnerAnswered: row.partnerAnswered,
    likedByMe,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toMySummary(row: QuestionWithService, likedByMe: boolean, fileUrl: FileUrl): MyQuestionSummary {
  return { ...toSummary(row, likedByMe, fileUrl), status: row.status, statusLabel: POST_STATUS_LABELS[row.status] };
}

export const serviceLink = (categoryCode: string, itemIdx: number) => `/business/${categoryCode}?item=${itemIdx}`;

/** Each company's first few services (the list comes ordered by preference). */
export function servicesByPartner(services: PartnerService[]): Map<number, QuestionAnswerService[]> {
  const byPartner = new Map<number, QuestionAnswerService[]>();
  for (const s of services) {
    const list = byPartner.get(s.partnerIdx) ?? [];
    if (list.length >= ANSWER_SERVICES_MAX) continue;
    list.push({
      itemIdx: s.itemIdx,
      name: s.name,
      categoryCode: s.categoryCode,
      categoryName: s.categoryName,
      basePrice: s.basePrice,
      link: serviceLink(s.categoryCode, s.itemIdx),
    });
    byPartner.set(s.partnerIdx, list);
  }
  return byPartner;
}

export function authorNameOf(answer: Pick<AnswerWithCompany, 'authorRole' | 'companyName'>): string {
  return answer.authorRole === 'partner' ? (answer.companyName ?? '파트너 업체') : STAFF_DISPLAY_NAME;
}

export function toAnswer(
  answer: AnswerWithCompany,
  likedByMe: boolean,
  services: Map<number, QuestionAnswerService[]>,
): QuestionAnswer {
  const partner = answer.authorRole === 'partner' && answer.partnerIdx !== null;
  return {
    answerIdx: answer.answerIdx,
    questionIdx: answer.questionIdx,
    authorRole: answer.authorRole,
    authorName: authorNameOf(answer),
    company: partner
      ? {
          partnerIdx: answer.partnerIdx!,
          companyName: answer.companyName ?? '파트너 업체',
          logoUrl: answer.logoUrl ?? '',
          services: services.get(answer.partnerIdx!) ?? [],
        }
      : null,
    body: answer.body,
    likeCount: answer.likeCount,
    likedByMe,
    createdAt: answer.createdAt.toISOString(),
    editedAt: answer.editedAt?.toISOString() ?? null,
  };
}

export function toReportEntry(report: { reason: string; detail: string | null; createdAt: Date }) {
  const reason = report.reason as ReportReason;
  return {
    reason,
    reasonLabel: reportReasonLabel(reason, 'post'),
    detail: report.detail,
    createdAt: report.createdAt.toISOString(),
  };
}
