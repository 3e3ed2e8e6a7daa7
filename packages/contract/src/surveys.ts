import { z } from 'zod';
import { idParam, idValue, isoTime } from './fields';
import { quoted } from './quoted';
import { formatNumber } from './won';

/**
 * Surveys (설문). Two kinds share the tables and the answer rules:
 *
 * - satisfaction (만족도 조사, /survey/*): offered for every service of the resident that the partner finished
 *   (order line status 시공완료), answered once per line. Answers are saved one question at a time
 *   (POST /survey/{surveyIdx}/question/{questionIdx}/answer) and the survey is closed by
 *   POST /survey/{surveyIdx}/completed once every required question has an answer.
 * - homestyling (홈스타일링 상담 설문, /consultation/homestyling/*): asked in steps (categories) before a
 *   consultation request and sent in one go (consultation.ts).
 *
 * A question is one of four kinds; `checkSurveyAnswer` is the one rule for what each accepts, used by the
 * server before anything is written and by the web before it sends.
 */

export const SURVEY_QUESTION_KINDS = ['rating', 'single', 'multiple', 'text'] as const;
export type SurveyQuestionKind = (typeof SURVEY_QUESTION_KINDS)[number];

/** A text answer without its own maxLength may be this long. */
export const SURVEY_TEXT_MAX_DEFAULT = 500;

/** What the stars of a rating question say (1-5). */
export const SURVEY_RATING_LABELS: Record<number, string> = {
  1: '별로예요',
  2: '아쉬워요',
  3: '보통이에요',
  4: '좋아요',
  5: '최고예요',
};

export const surveyOption = z.object({
  value: z.string().describe('답변으로 저장되는 값'),
  label: z.string(),
  imageUrl: z.string().nullable().describe('보기 이미지 (없으면 null)'),
});
export type SurveyOption = z.infer<typeof surveyOption>;

export const surveyQuestion = z.object({
  questionIdx: z.number().int(),
  categoryIdx: z.number().int().nullable(),
  kind: z.enum(SURVEY_QUESTION_KINDS).describe('rating: 별점 1~5, single: 하나 고르기, multiple: 여러 개 고르기, text: 직접 쓰기'),
  title: z.string(),
  description: z.string().nullable(),
  options: z.array(surveyOption),
  required: z.boolean(),
  maxLength: z.number().int().nullable().describe('text 질문의 최대 글자 수'),
});
export type SurveyQuestion = z.infer<typeof surveyQuestion>;

/** An answer as stored: a rating (number), one option value, several option values, or text. */
export const surveyAnswerValue = z.union([z.number(), z.string(), z.array(z.string())], {
  error: '답변(value)은 별점 숫자, 보기 값, 보기 값 목록, 글 중 하나로 보내 주세요.',
});
export type SurveyAnswerValue = z.infer<typeof surveyAnswerValue>;

export const surveyAnswer = z.object({
  questionIdx: z.number().int(),
  value: surveyAnswerValue,
  answeredAt: isoTime,
});
export type SurveyAnswer = z.infer<typeof surveyAnswer>;

/** Control characters other than tab and line feed (plain text keeps only those). */
export function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10) || code === 127) return true;
  }
  return false;
}

/**
 * Checks one answer against its question and returns the value to store (text trimmed, options in the
 * question's order), or the Korean reason it is refused. `null` as the value means "no answer": allowed
 * for optional questions only (an optional text left empty clears the answer).
 */
/** What the answer rules read of a question (a stored row or the DTO). */
export interface SurveyQuestionRule {
  kind: SurveyQuestionKind;
  title: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  required: boolean;
  maxLength: number | null;
}

export function checkSurveyAnswer(
  question: SurveyQuestionRule,
  value: unknown,
): { ok: true; value: SurveyAnswerValue | null } | { ok: false; message: string } {
  const q = quoted(question.title);
  const eun = quoted(question.title, '은/는');
  const eul = quoted(question.title, '을/를');
  const fail = (message: string) => ({ ok: false as const, message });
  if (value === null || value === undefined) return question.required ? fail(`${q}에 답해 주세요.`) : { ok: true, value: null };
  const optionValues = question.options.map((o) => o.value);
  switch (question.kind) {
    case 'rating':
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 5) {
        return fail(`${eun} 별점 1~5점 중에서 골라 주세요.`);
      }
      return { ok: true, value };
    case 'single':
      if (typeof value !== 'string' || !optionValues.includes(value)) {
        return fail(`${eun} 보기 중 하나를 골라 주세요.`);
      }
      return { ok: true, value };
    case 'multiple': {
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
        return fail(`${eun} 보기 값 목록으로 보내 주세요.`);
      }
      const chosen = value as string[];
      if (chosen.some((v) => !optionValues.includes(v))) return fail(`${q}에 없는 보기를 골랐어요. 보기 중에서 골라 주세요.`);
      if (new Set(chosen).size !== chosen.length) return fail(`${q}에서 같은 보기를 두 번 고를 수 없어요.`);
      if (chosen.length === 0) {
        return question.required ? fail(`${eun} 하나 이상 골라 주세요.`) : { ok: true, value: null };
      }
      return { ok: true, value: optionValues.filter((v) => chosen.includes(v)) };
    }
    case 'text': {
      if (typeof value !== 'string') return fail(`${eun} 글로 적어 주세요.`);
      const text = value.replace(/\r\n?/g, '\n').trim();
      const max = question.maxLength ?? SURVEY_TEXT_MAX_DEFAULT;
      // Plain text only: control characters other than line breaks and tabs are refused, never stored.
      if (hasControlCharacters(text)) return fail(`${q}에 쓸 수 없는 문자가 있어요.`);
      if (text.length === 0) return question.required ? fail(`${eul} 적어 주세요.`) : { ok: true, value: null };
      if (text.length > max) return fail(`${eun} ${formatNumber(max)}자까지 적을 수 있어요.`);
      return { ok: true, value: text };
    }
  }
}

/** True when the stored value counts as an answer (required questions need one). */
export function isAnswered(value: SurveyAnswerValue | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim().length > 0;
  return true;
}

/** The answer in words: '★ 4 (좋아요)', option labels joined, or the text itself. */
export function describeSurveyAnswer(question: Pick<SurveyQuestionRule, 'kind' | 'options'>, value: SurveyAnswerValue): string {
  const label = (v: string) => question.options.find((o) => o.value === v)?.label ?? v;
  if (question.kind === 'rating' && typeof value === 'number') return `${value}점 (${SURVEY_RATING_LABELS[value] ?? ''})`;
  if (Array.isArray(value)) return value.map(label).join(', ');
  if (question.kind === 'single' && typeof value === 'string') return label(value);
  return String(value);
}

/** The service a satisfaction survey is about (one order line of the resident). */
export const surveyLine = z.object({
  lineIdx: z.number().int(),
  merchantUid: z.string(),
  itemIdx: z.number().int(),
  itemName: z.string(),
  companyName: z.string(),
  thumbnailUrl: z.string(),
  visitDate: z.string().nullable().describe('방문일 YYYY-MM-DD (미정이면 null)'),
  serviceCompletedAt: isoTime.nullable().describe('시공을 마친 시각 (아직이면 null)'),
  status: z.string().describe('주문 상품 상태 (completed일 때만 설문에 답할 수 있어요)'),
});
export type SurveyLine = z.infer<typeof surveyLine>;

/** GET /survey/{surveyIdx}: the satisfaction survey; with lineIdx (signed in) the line and the answers so far. */
export const satisfactionSurvey = z.object({
  surveyIdx: z.number().int(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  isActive: z.boolean().describe('false면 끝난 설문 (답할 수 없어요)'),
  questions: z.array(surveyQuestion),
  line: surveyLine.nullable().describe('lineIdx를 보냈고 로그인했을 때 그 서비스'),
  answers: z.array(surveyAnswer).describe('이 서비스에 대해 지금까지 저장한 답변'),
  completedAt: isoTime.nullable().describe('이 서비스의 만족도 조사를 제출한 시각 (아직이면 null)'),
});
export type SatisfactionSurvey = z.infer<typeof satisfactionSurvey>;

/** One finished service and its satisfaction survey (GET /survey/offers). */
export const surveyOffer = surveyLine.omit({ status: true }).extend({
  serviceCompletedAt: isoTime,
  surveyIdx: z.number().int(),
  surveyTitle: z.string(),
  questionCount: z.number().int(),
  answeredCount: z.number().int().describe('지금까지 답한 질문 수 (이어서 답하기)'),
  completedAt: isoTime.nullable().describe('설문을 제출한 시각 (참여 전이면 null)'),
});
export type SurveyOffer = z.infer<typeof surveyOffer>;

export const surveyOffers = z.object({
  pending: z.array(surveyOffer).describe('참여할 수 있는 설문 (시공을 마친 순서, 최근 것부터)'),
  done: z.array(surveyOffer).describe('참여한 설문 (제출한 순서, 최근 것부터)'),
});
export type SurveyOffers = z.infer<typeof surveyOffers>;

export const surveyPath = z.object({ surveyIdx: idParam('설문 번호') });
export const surveyQuestionPath = z.object({ surveyIdx: idParam('설문 번호'), questionIdx: idParam('질문 번호') });

export const surveyLineQuery = z.object({
  lineIdx: idParam('주문 상품 번호').optional().describe('답변을 함께 받을 서비스 (로그인 필요)'),
});
export const surveyCompletedQuery = z.object({ lineIdx: idParam('주문 상품 번호') });

export const surveyAnswerBody = z.object({
  lineIdx: idValue('주문 상품 번호').describe('설문 대상 서비스 (시공완료된 내 주문 상품)'),
  value: surveyAnswerValue
    .nullable()
    .describe('rating: 1~5 정수, single: 보기 값, multiple: 보기 값 목록, text: 글 (선택 질문은 null이나 빈 값으로 지워요)'),
});

export const surveyAnswerResult = z.object({
  surveyIdx: z.number().int(),
  lineIdx: z.number().int(),
  questionIdx: z.number().int(),
  value: surveyAnswerValue.nullable().describe('저장된 값 (지웠으면 null)'),
  answeredCount: z.number().int(),
});
export type SurveyAnswerResult = z.infer<typeof surveyAnswerResult>;

export const surveyCompleteBody = z.object({ lineIdx: idValue('주문 상품 번호') });

export const surveyCompletion = z.object({
  surveyIdx: z.number().int(),
  lineIdx: z.number().int(),
  completed: z.boolean(),
  completedAt: isoTime.nullable(),
});
export type SurveyCompletion = z.infer<typeof surveyCompletion>;
