import type { PartnerQuestionAnswer, PartnerQuestionDetail, PartnerQuestionPage, PartnerQuestionSummary } from '@ipju/contract';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

export function makeSummary(overrides: Partial<PartnerQuestionSummary> = {}): PartnerQuestionSummary {
  return {
    questionIdx: 31,
    title: '입주청소 범위에 베란다 창틀도 들어가나요?',
    excerpt: '34평이고 다음 달 입주예요. 베란다 창틀과 실외기실도 청소해 주시는지 궁금해요.',
    questionType: 'construction',
    questionTypeLabel: '시공 방법',
    categoryCode: 'cleaning',
    serviceName: '입주청소',
    thumbnailUrl: null,
    photoCount: 0,
    readCount: 12,
    likeCount: 1,
    answerCount: 0,
    partnerAnswered: false,
    answeredByUs: false,
    createdAt: hoursAgo(5),
    ...overrides,
  };
}

export function makePage(questions: PartnerQuestionSummary[], overrides: Partial<PartnerQuestionPage> = {}): PartnerQuestionPage {
  return {
    questions,
    page: 1,
    limit: 20,
    total: questions.length,
    unansweredTotal: questions.filter((q) => !q.answeredByUs).length,
    services: [{ code: 'cleaning', name: '입주청소' }],
    ...overrides,
  };
}

export function makeAnswer(overrides: Partial<PartnerQuestionAnswer> = {}): PartnerQuestionAnswer {
  return {
    answerIdx: 501,
    questionIdx: 31,
    authorRole: 'partner',
    authorName: '깔끔입주청소',
    company: { partnerIdx: 9, companyName: '깔끔입주청소', logoUrl: '', services: [] },
    body: '저희는 베란다 창틀까지 기본으로 해 드려요.',
    likeCount: 2,
    createdAt: hoursAgo(2),
    editedAt: null,
    isOurs: false,
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<PartnerQuestionDetail> = {}): PartnerQuestionDetail {
  return {
    questionIdx: 31,
    title: '입주청소 범위에 베란다 창틀도 들어가나요?',
    body: '34평이고 다음 달 입주예요.\n베란다 창틀과 실외기실도 청소해 주시는지 궁금해요.',
    questionType: 'construction',
    questionTypeLabel: '시공 방법',
    categoryCode: 'cleaning',
    serviceName: '입주청소',
    photos: [],
    readCount: 12,
    answerCount: 0,
    createdAt: hoursAgo(5),
    editedAt: null,
    answers: [],
    myAnswer: null,
    ...overrides,
  };
}
