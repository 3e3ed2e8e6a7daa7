import { josa } from 'es-hangul';
import { z } from 'zod';
import { phoneNumber } from './auth';
import { isYmd } from './calendar';
import { idParam, idValue, isoTime, pageQuery } from './fields';
import { hasControlCharacters, surveyAnswerValue, surveyQuestion } from './surveys';
import { formatNumber } from './won';

/**
 * Home-styling consultations (홈스타일링 상담). A resident answers the home-styling survey step by step
 * (categories: 공간, 스타일, 예산·일정, 생활), sends it (POST /consultation/homestyling/survey/answer ->
 * surveyResponseIdx) and asks for a consultation (POST /consultation) with their contact, complex, a
 * preferred date and time and what they need. Staff are told at once and follow it up:
 * requested (접수) -> contacted (상담 중) -> done (상담 완료), or cancelled (the resident, while it is
 * still requested, or staff).
 *
 * A double tap must not make two requests: the same request (same complex, date, time and needs) sent
 * again within CONSULTATION_REPEAT_WINDOW_SECONDS is refused with 409, and a survey response is attached
 * to one request only.
 */

export const CONSULTATION_KINDS = ['homestyling'] as const;
export type ConsultationKind = (typeof CONSULTATION_KINDS)[number];
export const CONSULTATION_KIND_LABELS: Record<ConsultationKind, string> = { homestyling: '홈스타일링 상담' };

export const CONSULTATION_TIMES = ['morning', 'afternoon', 'evening', 'anytime'] as const;
export type ConsultationTime = (typeof CONSULTATION_TIMES)[number];
export const CONSULTATION_TIME_LABELS: Record<ConsultationTime, string> = {
  morning: '오전 (9시~12시)',
  afternoon: '오후 (12시~18시)',
  evening: '저녁 (18시~21시)',
  anytime: '언제든 괜찮아요',
};

export const CONSULTATION_STATUSES = ['requested', 'contacted', 'done', 'cancelled'] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];
export const CONSULTATION_STATUS_LABELS: Record<ConsultationStatus, string> = {
  requested: '접수 완료',
  contacted: '상담 중',
  done: '상담 완료',
  cancelled: '취소됨',
};

/** The moves staff may make (PATCH /staff/consultations/{id}); a request that is done or cancelled stays so. */
export const CONSULTATION_STAFF_MOVES: Record<ConsultationStatus, readonly ConsultationStatus[]> = {
  requested: ['contacted', 'done', 'cancelled'],
  contacted: ['done', 'cancelled'],
  done: [],
  cancelled: [],
};

export const CONSULTATION_NEEDS_MIN = 10;
export const CONSULTATION_NEEDS_MAX = 1000;
export const CONSULTATION_MEMO_MAX = 1000;
/** The same request again within this many seconds is taken for a double tap (409). */
export const CONSULTATION_REPEAT_WINDOW_SECONDS = 60;
/** A preferred date may be at most this many days ahead. */
export const CONSULTATION_DATE_MAX_DAYS = 365;

// ---- Home-styling survey ---------------------------------------------------------------------------

export const homestylingSurveySummary = z.object({
  surveyIdx: z.number().int(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  categoryCount: z.number().int().describe('단계 수'),
  questionCount: z.number().int(),
});
export type HomestylingSurveySummary = z.infer<typeof homestylingSurveySummary>;

export const surveyCategory = z.object({
  categoryIdx: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type SurveyCategory = z.infer<typeof surveyCategory>;

export const surveyStep = surveyCategory.extend({ questions: z.array(surveyQuestion) });
export type SurveyStep = z.infer<typeof surveyStep>;

export const homestylingSurvey = homestylingSurveySummary.extend({
  categories: z.array(surveyStep).describe('단계 순서대로, 단계마다 질문'),
});
export type HomestylingSurvey = z.infer<typeof homestylingSurvey>;

export const homestylingSurveyPath = z.object({ id: idParam('설문 번호') });

export const homestylingQuestionQuery = z.object({
  surveyIdx: idParam('설문 번호'),
  categoryIdx: idParam('설문 분류'),
});

export const homestylingQuestions = z.object({
  surveyIdx: z.number().int(),
  category: surveyCategory,
  questions: z.array(surveyQuestion),
});
export type HomestylingQuestions = z.infer<typeof homestylingQuestions>;

export const homestylingAnswerBody = z.object({
  surveyIdx: idValue('설문 번호'),
  answers: z
    .array(
      z.object({
        questionIdx: idValue('질문 번호'),
        value: surveyAnswerValue.nullable(),
      }),
      { error: '답변 목록(answers)을 보내 주세요.' },
    )
    .min(1, { error: '답변을 하나 이상 보내 주세요.' })
    .max(100, { error: '답변은 100개까지 보낼 수 있어요.' }),
});
export type HomestylingAnswerBody = z.infer<typeof homestylingAnswerBody>;

export const homestylingAnswerResult = z.object({
  surveyResponseIdx: z.number().int().describe('상담 신청(POST /consultation)에 함께 보내요'),
  surveyIdx: z.number().int(),
  completedAt: isoTime,
});
export type HomestylingAnswerResult = z.infer<typeof homestylingAnswerResult>;

// ---- Consultation requests ------------------------------------------------------------------------

const plainText = (label: string, min: number, max: number) =>
  z
    .string({ error: `${josa(label, '을/를')} 입력해 주세요.` })
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(min, { error: min <= 1 ? `${josa(label, '을/를')} 입력해 주세요.` : `${josa(label, '은/는')} ${min}자 이상 적어 주세요.` })
        .max(max, { error: `${josa(label, '은/는')} ${formatNumber(max)}자까지 적을 수 있어요.` })
        .refine((v) => !hasControlCharacters(v), { error: `${label}에 쓸 수 없는 문자가 있어요.` }),
    );

export const consultationBody = z.object({
  kind: z.enum(CONSULTATION_KINDS, { error: '상담 종류는 homestyling이어야 해요.' }).default('homestyling'),
  name: plainText('이름', 1, 20),
  phone: phoneNumber,
  apartmentIdx: idValue('단지 번호').optional().describe('입주 단지 (있으면 단지명은 단지 이름으로 저장해요)'),
  complexName: plainText('단지명', 1, 50).optional().describe('단지 번호가 없을 때 필수'),
  pyeong: z
    .number({ error: '평형은 34처럼 숫자로 보내 주세요.' })
    .int({ error: '평형은 34처럼 정수로 보내 주세요.' })
    .min(1, { error: '평형은 1평 이상이어야 해요.' })
    .max(200, { error: '평형은 200평 이하여야 해요.' })
    .optional(),
  preferredDate: z
    .string({ error: '희망 상담일을 2026-12-05처럼 보내 주세요.' })
    .trim()
    .refine((v) => isYmd(v), { error: '희망 상담일을 2026-12-05처럼 올바른 날짜로 보내 주세요.' })
    .nullable()
    .optional()
    .describe('YYYY-MM-DD, 오늘(서울)부터 1년 안 (없으면 매니저와 정해요)'),
  preferredTime: z.enum(CONSULTATION_TIMES, { error: '희망 상담 시간을 오전, 오후, 저녁, 언제든 중에서 골라 주세요.' }),
  needs: plainText('요청 사항', CONSULTATION_NEEDS_MIN, CONSULTATION_NEEDS_MAX),
  surveyResponseIdx: idValue('설문 응답 번호').optional().describe('POST /consultation/homestyling/survey/answer의 결과'),
});
export type ConsultationBody = z.input<typeof consultationBody>;

export const consultationSurveyAnswer = z.object({
  questionIdx: z.number().int(),
  question: z.string(),
  answer: z.string().describe('보기 이름이나 글로 풀어 쓴 답'),
});

export const consultation = z.object({
  consultationIdx: z.number().int(),
  kind: z.enum(CONSULTATION_KINDS),
  kindLabel: z.string(),
  name: z.string(),
  phone: z.string().describe('숫자만'),
  apartmentIdx: z.number().int().nullable(),
  complexName: z.string(),
  pyeong: z.number().int().nullable(),
  preferredDate: z.string().nullable(),
  preferredTime: z.enum(CONSULTATION_TIMES),
  preferredTimeLabel: z.string(),
  needs: z.string(),
  status: z.enum(CONSULTATION_STATUSES),
  statusLabel: z.string(),
  canCancel: z.boolean().describe('접수 완료 상태일 때만 취소할 수 있어요'),
  survey: z
    .object({ surveyResponseIdx: z.number().int(), surveyIdx: z.number().int(), title: z.string(), answers: z.array(consultationSurveyAnswer) })
    .nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type Consultation = z.infer<typeof consultation>;

export const consultationPath = z.object({ consultationIdx: idParam('상담 번호') });

export const staffConsultation = consultation.extend({
  residentIdx: z.number().int(),
  staffIdx: z.number().int().nullable().describe('마지막으로 처리한 운영팀'),
  staffMemo: z.string().nullable(),
});
export type StaffConsultation = z.infer<typeof staffConsultation>;

export const staffConsultationsQuery = z.object({
  status: z
    .enum(CONSULTATION_STATUSES, { error: '상태는 requested, contacted, done, cancelled 중 하나여야 해요.' })
    .optional(),
  ...pageQuery,
});

export const staffConsultationPage = z.object({
  consultations: z.array(staffConsultation),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type StaffConsultationPage = z.infer<typeof staffConsultationPage>;

export const staffConsultationUpdateBody = z
  .object({
    status: z
      .enum(['contacted', 'done', 'cancelled'], { error: '상태는 contacted, done, cancelled 중 하나여야 해요.' })
      .optional(),
    memo: z
      .string({ error: '메모를 글로 보내 주세요.' })
      .trim()
      .max(CONSULTATION_MEMO_MAX, { error: `메모는 ${formatNumber(CONSULTATION_MEMO_MAX)}자까지 적을 수 있어요.` })
      .nullable()
      .optional(),
  })
  .refine((b) => b.status !== undefined || b.memo !== undefined, { error: '바꿀 상태나 메모를 보내 주세요.' });
