import { z } from 'zod';
import { idParam, isoTime, pageQuery } from './fields';
import { POST_STATUSES, REPORT_REASONS } from './reports';

/**
 * Questions (지식인, /knowledge-in). Residents ask in plain text (never HTML); partner companies (one
 * answer per company) and ipju staff (입주 매니저) answer. Counters shown here always equal the rows they
 * count (likes, visible answers, reports) or the once-a-day reads (docs/COMMUNITY.md ## Questions).
 */

export const QUESTION_TYPES = ['estimate', 'schedule', 'construction', 'defect', 'product', 'etc'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  estimate: '견적·가격',
  schedule: '일정·순서',
  construction: '시공 방법',
  defect: '하자·A/S',
  product: '자재·제품',
  etc: '기타',
};

/**
 * List orders of GET /question: latest (newest first), popular (most likes), views (most reads),
 * answered (most answers); ties go to the newer question.
 */
export const QUESTION_SORTS = ['latest', 'popular', 'views', 'answered'] as const;
export type QuestionSort = (typeof QUESTION_SORTS)[number];

export const QUESTION_SORT_LABELS: Record<QuestionSort, string> = {
  latest: '최신순',
  popular: '좋아요순',
  views: '조회순',
  answered: '답변 많은순',
};

export const QUESTION_TITLE_MIN = 2;
export const QUESTION_TITLE_MAX = 60;
export const QUESTION_BODY_MIN = 10;
export const QUESTION_BODY_MAX = 2000;
export const QUESTION_PHOTOS_MAX = 5;
export const ANSWER_BODY_MIN = 10;
export const ANSWER_BODY_MAX = 2000;
/** A suggested title is at most this long (POST /question/create/title). */
export const SUGGESTED_TITLE_MAX = 40;
/** Services of the answering company shown under an answer. */
export const ANSWER_SERVICES_MAX = 3;

/** The message of PATCH /question/{questionIdx} once someone answered. */
export const QUESTION_ANSWERED_EDIT_MESSAGE = '답변이 달린 질문은 고칠 수 없어요.';

const questionTypeField = z.enum(QUESTION_TYPES, {
  error: `질문 유형(questionType)은 ${QUESTION_TYPES.join(', ')} 중 하나여야 해요.`,
});

/** A service category code (the /business/{code} part), e.g. tljoint. */
const itemCodeField = z
  .string({ error: '서비스(item)는 tljoint처럼 서비스 코드로 보내 주세요.' })
  .trim()
  .min(1, { error: '서비스(item)는 tljoint처럼 서비스 코드로 보내 주세요.' })
  .max(40, { error: '서비스(item) 코드를 확인해 주세요.' });

const titleField = z
  .string({ error: '제목(title)을 입력해 주세요.' })
  .trim()
  .min(QUESTION_TITLE_MIN, { error: `제목은 ${QUESTION_TITLE_MIN}자 이상 적어 주세요.` })
  .max(QUESTION_TITLE_MAX, { error: `제목은 ${QUESTION_TITLE_MAX}자 이하로 적어 주세요.` });

const bodyField = z
  .string({ error: '내용(body)을 입력해 주세요.' })
  .trim()
  .min(QUESTION_BODY_MIN, { error: `내용은 ${QUESTION_BODY_MIN}자 이상 적어 주세요.` })
  .max(QUESTION_BODY_MAX, { error: `내용은 ${QUESTION_BODY_MAX}자 이하로 적어 주세요.` });

/** Upload keys from GET /files/presigned_url?type=question (images this resident uploaded). */
const photoKeysField = z
  .array(z.string({ error: '사진(photos)은 업로드 키 목록으로 보내 주세요.' }).trim().min(1).max(200), {
    error: '사진(photos)은 업로드 키 목록으로 보내 주세요.',
  })
  .max(QUESTION_PHOTOS_MAX, { error: `사진은 ${QUESTION_PHOTOS_MAX}장까지 올릴 수 있어요.` })
  .refine((keys) => new Set(keys).size === keys.length, { error: '같은 사진을 두 번 올릴 수 없어요.' });

/** Page size of the question lists: 1-50, 20 by default. */
const limitField = z.coerce
  .number({ error: '개수는 숫자로 입력해 주세요.' })
  .int({ error: '개수는 정수로 입력해 주세요.' })
  .min(1, { error: '개수는 1 이상이어야 해요.' })
  .max(50, { error: '개수는 50 이하여야 해요.' })
  .default(20);

export const questionPath = z.object({ questionIdx: idParam('질문 번호') });
export const questionAnswerPath = z.object({ questionIdx: idParam('질문 번호'), answerIdx: idParam('답변 번호') });
export const moderatedAnswerPath = z.object({ answerIdx: idParam('답변 번호') });

export const listQuestionsQuery = z.object({
  page: pageQuery.page,
  limit: limitField,
  questionType: questionTypeField.optional().describe('질문 유형; 없으면 모든 유형'),
  item: itemCodeField.optional().describe('서비스 코드 (예: tljoint); 없으면 모든 서비스'),
  sort: z
    .enum(QUESTION_SORTS, { error: `정렬 방식(sort)은 ${QUESTION_SORTS.join(', ')} 중 하나여야 해요.` })
    .default('latest')
    .describe('latest 최신순, popular 좋아요순, views 조회순, answered 답변 많은순'),
});
export type ListQuestionsQuery = z.input<typeof listQuestionsQuery>;

export const myQuestionsQuery = z.object({ page: pageQuery.page, limit: limitField });

/** One row of the list (GET /question, GET /question/me). */
export const questionSummary = z.object({
  questionIdx: z.number().int(),
  title: z.string(),
  excerpt: z.string().describe('본문 앞부분 (평문, 줄바꿈 없이)'),
  questionType: z.enum(QUESTION_TYPES),
  questionTypeLabel: z.string(),
  categoryCode: z.string().nullable(),
  serviceName: z.string().nullable().describe('서비스 이름 (예: 줄눈); 일반 질문이면 null'),
  thumbnailUrl: z.string().nullable().describe('첫 사진 주소 (사진이 없으면 null)'),
  photoCount: z.number().int(),
  readCount: z.number().int(),
  likeCount: z.number().int(),
  answerCount: z.number().int().describe('보이는 답변 수'),
  partnerAnswered: z.boolean().describe('파트너 업체가 답변했는지'),
  likedByMe: z.boolean().describe('로그인하지 않았으면 false'),
  createdAt: isoTime,
});
export type QuestionSummary = z.infer<typeof questionSummary>;

export const questionPage = z.object({
  questions: z.array(questionSummary),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type QuestionPage = z.infer<typeof questionPage>;

export const myQuestionSummary = questionSummary.extend({
  status: z.enum(POST_STATUSES),
  statusLabel: z.string(),
});
export type MyQuestionSummary = z.infer<typeof myQuestionSummary>;

export const myQuestionPage = z.object({
  questions: z.array(myQuestionSummary),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type MyQuestionPage = z.infer<typeof myQuestionPage>;

export const questionPhoto = z.object({
  key: z.string().describe('수정할 때 다시 보내는 업로드 키'),
  url: z.string().describe('원본 주소 (이미지 최적화 경로 /_image?url= 로 보여 줘요)'),
});
export type QuestionPhoto = z.infer<typeof questionPhoto>;

/** A service of the answering company, linked from its answer. */
export const questionAnswerService = z.object({
  itemIdx: z.number().int(),
  name: z.string(),
  categoryCode: z.string(),
  categoryName: z.string(),
  basePrice: z.number().int().describe('가장 작은 평형 가격 (원)'),
  link: z.string().describe('/business/{categoryCode}?item={itemIdx}'),
});
export type QuestionAnswerService = z.infer<typeof questionAnswerService>;

export const questionAnswerCompany = z.object({
  partnerIdx: z.number().int(),
  companyName: z.string(),
  logoUrl: z.string(),
  services: z.array(questionAnswerService).describe(`판매 중인 서비스 최대 ${ANSWER_SERVICES_MAX}개 (질문한 서비스 먼저)`),
});
export type QuestionAnswerCompany = z.infer<typeof questionAnswerCompany>;

export const questionAnswer = z.object({
  answerIdx: z.number().int(),
  questionIdx: z.number().int(),
  authorRole: z.enum(['partner', 'staff']),
  authorName: z.string().describe('업체 이름 또는 입주 매니저'),
  company: questionAnswerCompany.nullable().describe('파트너 답변이면 업체 정보, 운영팀 답변이면 null'),
  body: z.string().describe('평문 (HTML 아님)'),
  likeCount: z.number().int(),
  likedByMe: z.boolean(),
  createdAt: isoTime,
  editedAt: isoTime.nullable(),
});
export type QuestionAnswer = z.infer<typeof questionAnswer>;

export const questionDetail = z.object({
  questionIdx: z.number().int(),
  title: z.string(),
  body: z.string().describe('평문 (HTML 아님, 줄바꿈 그대로)'),
  questionType: z.enum(QUESTION_TYPES),
  questionTypeLabel: z.string(),
  categoryCode: z.string().nullable(),
  serviceName: z.string().nullable(),
  photos: z.array(questionPhoto),
  readCount: z.number().int(),
  likeCount: z.number().int(),
  answerCount: z.number().int(),
  likedByMe: z.boolean(),
  isMine: z.boolean(),
  canEdit: z.boolean().describe('작성자이고 답변이 아직 없고 게시 중일 때'),
  /** Why the author cannot edit (Korean), null when they can or are not the author. */
  editBlockedReason: z.string().nullable(),
  status: z.enum(POST_STATUSES).describe('visible 외에는 작성자 본인에게만 보여요'),
  statusLabel: z.string(),
  createdAt: isoTime,
  editedAt: isoTime.nullable(),
  answers: z.array(questionAnswer).describe('보이는 답변, 오래된 순'),
});
export type QuestionDetail = z.infer<typeof questionDetail>;

export const createQuestionBody = z.object({
  title: titleField,
  body: bodyField,
  questionType: questionTypeField,
  item: itemCodeField.nullable().optional().describe('서비스 코드; 일반 질문이면 비워요'),
  photos: photoKeysField.default([]),
});
export type CreateQuestionBody = z.input<typeof createQuestionBody>;

/** PATCH: only the fields sent change; `item: null` makes it a general question; photos replace the list. */
export const updateQuestionBody = z
  .object({
    title: titleField.optional(),
    body: bodyField.optional(),
    questionType: questionTypeField.optional(),
    item: itemCodeField.nullable().optional(),
    photos: photoKeysField.optional().describe('남길 사진과 새 사진의 업로드 키 (보내지 않으면 그대로)'),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: '고칠 내용을 보내 주세요.' });
export type UpdateQuestionBody = z.input<typeof updateQuestionBody>;

export const deleteQuestionResult = z.object({ questionIdx: z.number().int(), deleted: z.literal(true) });

export const questionReadResult = z.object({
  questionIdx: z.number().int(),
  readCount: z.number().int(),
  counted: z.boolean().describe('이번 요청으로 조회수가 올랐는지 (같은 사람은 하루에 한 번)'),
});
export type QuestionReadResult = z.infer<typeof questionReadResult>;

export const questionLikeResult = z.object({
  liked: z.boolean(),
  likeCount: z.number().int(),
});
export type QuestionLikeResult = z.infer<typeof questionLikeResult>;

export const suggestQuestionTitleBody = z.object({
  body: z
    .string({ error: '내용(body)을 입력해 주세요.' })
    .trim()
    .min(1, { error: '제목을 추천받으려면 내용을 먼저 적어 주세요.' })
    .max(QUESTION_BODY_MAX, { error: `내용은 ${QUESTION_BODY_MAX}자 이하로 적어 주세요.` }),
});

export const suggestedQuestionTitle = z.object({
  title: z.string().describe(`본문에서 뽑은 제목 (${SUGGESTED_TITLE_MAX}자 이하, 고쳐 쓸 수 있어요)`),
});
export type SuggestedQuestionTitle = z.infer<typeof suggestedQuestionTitle>;

export const questionAnswerBody = z.object({
  body: z
    .string({ error: '답변 내용(body)을 입력해 주세요.' })
    .trim()
    .min(ANSWER_BODY_MIN, { error: `답변은 ${ANSWER_BODY_MIN}자 이상 적어 주세요.` })
    .max(ANSWER_BODY_MAX, { error: `답변은 ${ANSWER_BODY_MAX}자 이하로 적어 주세요.` }),
});

/** Staff: decide on a reported question or answer. */
export const questionModerationBody = z.object({
  action: z.enum(['restore', 'remove'], { error: '처리 방법(action)은 restore 또는 remove여야 해요.' }),
});

export const questionModerationResult = z.object({
  status: z.enum(POST_STATUSES),
  statusLabel: z.string(),
});

/** Staff: one report (who reported is not shown). */
export const questionReportEntry = z.object({
  reason: z.enum(REPORT_REASONS),
  reasonLabel: z.string(),
  detail: z.string().nullable(),
  createdAt: isoTime,
});

export const hiddenQuestion = z.object({
  questionIdx: z.number().int(),
  title: z.string(),
  body: z.string(),
  questionTypeLabel: z.string(),
  serviceName: z.string().nullable(),
  reportCount: z.number().int(),
  hiddenAt: isoTime.nullable(),
  createdAt: isoTime,
  reports: z.array(questionReportEntry),
});

export const hiddenAnswer = z.object({
  answerIdx: z.number().int(),
  questionIdx: z.number().int(),
  questionTitle: z.string(),
  authorName: z.string(),
  body: z.string(),
  reportCount: z.number().int(),
  hiddenAt: isoTime.nullable(),
  createdAt: isoTime,
  reports: z.array(questionReportEntry),
});

export const hiddenQuestionPosts = z.object({
  questions: z.array(hiddenQuestion).describe('신고로 가려진 질문, 최근에 가려진 순'),
  answers: z.array(hiddenAnswer).describe('신고로 가려진 답변, 최근에 가려진 순'),
});
export type HiddenQuestionPosts = z.infer<typeof hiddenQuestionPosts>;

/**
 * Partner console (문의): the questions a company should see are the visible questions about the services it
 * offers or sells (docs/COMMUNITY.md "Questions", docs/PARTNER.md "입주민 문의"). 답변 전 means this company has
 * not answered yet (other companies' or 입주 매니저's answers do not take a question off its list).
 */
export const PARTNER_QUESTION_FILTERS = ['unanswered', 'all'] as const;
export type PartnerQuestionFilter = (typeof PARTNER_QUESTION_FILTERS)[number];

export const PARTNER_QUESTION_FILTER_LABELS: Record<PartnerQuestionFilter, string> = {
  unanswered: '답변 전',
  all: '전체',
};

export const partnerQuestionListQuery = z.object({
  page: pageQuery.page,
  limit: limitField,
  filter: z
    .enum(PARTNER_QUESTION_FILTERS, { error: `보기(filter)는 ${PARTNER_QUESTION_FILTERS.join(', ')} 중 하나여야 해요.` })
    .default('unanswered')
    .describe('unanswered 우리 업체가 아직 답변하지 않은 질문 (기본), all 전체'),
});
export type PartnerQuestionListQuery = z.input<typeof partnerQuestionListQuery>;

/** One row of the partner's list: the board's row without the resident's like, plus whether this company answered. */
export const partnerQuestionSummary = questionSummary.omit({ likedByMe: true }).extend({
  answeredByUs: z.boolean().describe('우리 업체가 이미 답변했는지 (가려진 답변도 포함: 업체는 질문마다 한 번 답변해요)'),
});
export type PartnerQuestionSummary = z.infer<typeof partnerQuestionSummary>;

export const partnerQuestionService = z.object({
  code: z.string(),
  name: z.string(),
});

export const partnerQuestionPage = z.object({
  questions: z.array(partnerQuestionSummary),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int().describe('이 보기(filter)의 질문 수'),
  unansweredTotal: z.number().int().describe('우리 업체가 아직 답변하지 않은 질문 수 (보기와 상관없이)'),
  services: z.array(partnerQuestionService).describe('목록에 들어가는 서비스: 업체 정보의 제공 서비스와 판매 중인 상품의 서비스'),
});
export type PartnerQuestionPage = z.infer<typeof partnerQuestionPage>;

/** An answer as the partner console shows it: no likes of its own, and whether it is this company's. */
export const partnerQuestionAnswer = questionAnswer.omit({ likedByMe: true }).extend({
  isOurs: z.boolean().describe('우리 업체의 답변인지'),
});
export type PartnerQuestionAnswer = z.infer<typeof partnerQuestionAnswer>;

export const partnerOwnAnswer = z.object({
  answerIdx: z.number().int(),
  body: z.string(),
  status: z.enum(POST_STATUSES),
  statusLabel: z.string(),
  createdAt: isoTime,
});
export type PartnerOwnAnswer = z.infer<typeof partnerOwnAnswer>;

/** One question as a company reads it: the board's question without the reader's likes and edit rights. */
export const partnerQuestionDetail = questionDetail
  .pick({
    questionIdx: true,
    title: true,
    body: true,
    questionType: true,
    questionTypeLabel: true,
    categoryCode: true,
    serviceName: true,
    photos: true,
    readCount: true,
    answerCount: true,
    createdAt: true,
    editedAt: true,
  })
  .extend({
    answers: z.array(partnerQuestionAnswer).describe('보이는 답변, 오래된 순 (우리 업체 답변 포함)'),
    myAnswer: partnerOwnAnswer.nullable().describe('우리 업체의 답변 (신고로 가려졌어도 상태와 함께); 아직 없으면 null'),
  });
export type PartnerQuestionDetail = z.infer<typeof partnerQuestionDetail>;
