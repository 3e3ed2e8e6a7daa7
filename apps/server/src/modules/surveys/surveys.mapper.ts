import type { SurveyAnswer, SurveyLine, SurveyQuestion } from '@ipju/contract';
import type { AnswerRow, LineRow, QuestionRow } from './surveys.repository';

export function toQuestion(row: QuestionRow): SurveyQuestion {
  return {
    questionIdx: row.questionIdx,
    categoryIdx: row.categoryIdx,
    kind: row.kind,
    title: row.title,
    description: row.description,
    options: row.options.map((o) => ({ value: o.value, label: o.label, imageUrl: o.imageUrl ?? null })),
    required: row.required,
    maxLength: row.kind === 'text' ? row.maxLength : null,
  };
}

export function toAnswer(row: AnswerRow): SurveyAnswer {
  return { questionIdx: row.questionIdx, value: row.value, answeredAt: row.answeredAt.toISOString() };
}

export function toSurveyLine(line: LineRow): SurveyLine {
  return {
    lineIdx: line.lineIdx,
    merchantUid: line.merchantUid,
    itemIdx: line.itemIdx,
    itemName: line.itemName,
    companyName: line.companyName,
    thumbnailUrl: line.thumbnailUrl,
    visitDate: line.visitDate,
    serviceCompletedAt: line.completedAt?.toISOString() ?? null,
    status: line.status,
  };
}
