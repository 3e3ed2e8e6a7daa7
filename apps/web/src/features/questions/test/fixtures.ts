import type { QuestionAnswer, QuestionDetail, QuestionPage, QuestionSummary } from '@ipju/contract';

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

export function makeSummary(overrides: Partial<QuestionSummary> = {}): QuestionSummary {
  return {
    questionIdx: 7,
    title: '줄눈이랑 입주청소, 어떤 걸 먼저 해야 하나요?',
    excerpt: '다음 달 말에 잠실 입주 예정이에요. 줄눈 업체는 청소 전에 해야 한다고 하고…',
    questionType: 'schedule',
    questionTypeLabel: '일정·순서',
    categoryCode: 'tljoint',
    serviceName: '줄눈',
    thumbnailUrl: null,
    photoCount: 0,
    readCount: 214,
    likeCount: 7,
    answerCount: 2,
    partnerAnswered: true,
    likedByMe: false,
    createdAt: ago(30),
    ...overrides,
  };
}

export function page(questions: QuestionSummary[], total = questions.length, pageNo = 1): QuestionPage {
  return { questions, page: pageNo, limit: 20, total };
}

export function makeAnswer(overrides: Partial<QuestionAnswer> = {}): QuestionAnswer {
  return {
    answerIdx: 31,
    questionIdx: 7,
    authorRole: 'partner',
    authorName: '줄눈명가',
    company: {
      partnerIdx: 6,
      companyName: '줄눈명가',
      logoUrl: '/files/seed/logo-06.webp',
      services: [
        { itemIdx: 131, name: '케라폴리 줄눈 (욕실 2곳 바닥)', categoryCode: 'tljoint', categoryName: '줄눈', basePrice: 480000, link: '/business/tljoint?item=131' },
      ],
    },
    body: '줄눈을 먼저 하시는 걸 권해 드려요.\n분진이 나오거든요.',
    likeCount: 4,
    likedByMe: false,
    createdAt: ago(20),
    editedAt: null,
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<QuestionDetail> = {}): QuestionDetail {
  return {
    questionIdx: 7,
    title: '줄눈이랑 입주청소, 어떤 걸 먼저 해야 하나요?',
    body: '다음 달 말에 잠실 입주 예정이에요.\n<b>굵게</b> 쓴 것처럼 보여도 글자 그대로예요.',
    questionType: 'schedule',
    questionTypeLabel: '일정·순서',
    categoryCode: 'tljoint',
    serviceName: '줄눈',
    photos: [
      { key: 'question/a.jpg', url: '/files/uploads/question/a.jpg' },
      { key: 'question/b.jpg', url: '/files/uploads/question/b.jpg' },
    ],
    readCount: 214,
    likeCount: 7,
    answerCount: 2,
    likedByMe: false,
    isMine: false,
    canEdit: false,
    editBlockedReason: null,
    status: 'visible',
    statusLabel: '게시 중',
    createdAt: ago(30),
    editedAt: null,
    answers: [
      makeAnswer(),
      makeAnswer({ answerIdx: 32, authorRole: 'staff', authorName: '입주 매니저', company: null, body: '입주 매니저예요. 분진이 나는 시공을 먼저 하세요.', likeCount: 1 }),
    ],
    ...overrides,
  };
}
