import type { SatisfactionSurvey, SurveyOffer, SurveyQuestion } from '@ipju/contract';

export const question = (overrides: Partial<SurveyQuestion>): SurveyQuestion => ({
  questionIdx: 1,
  categoryIdx: null,
  kind: 'rating',
  title: '서비스는 전반적으로 만족스러우셨나요?',
  description: null,
  options: [],
  required: true,
  maxLength: null,
  ...overrides,
});

export const QUESTIONS: SurveyQuestion[] = [
  question({ questionIdx: 1, title: '서비스는 전반적으로 만족스러우셨나요?' }),
  question({
    questionIdx: 2,
    kind: 'single',
    title: '이웃에게 이 업체를 추천하시겠어요?',
    options: [
      { value: 'o1', label: '꼭 추천할게요', imageUrl: null },
      { value: 'o2', label: '추천하지 않을래요', imageUrl: null },
    ],
  }),
  question({ questionIdx: 3, kind: 'text', title: '업체에 전하고 싶은 말이 있나요?', required: false, maxLength: 50 }),
];

export function makeSurvey(overrides: Partial<SatisfactionSurvey> = {}): SatisfactionSurvey {
  return {
    surveyIdx: 1,
    title: '서비스 만족도 조사',
    description: '시공은 만족스러우셨나요?',
    imageUrl: null,
    isActive: true,
    questions: QUESTIONS,
    line: {
      lineIdx: 55,
      merchantUid: 'ipju_20261201_ABCDEFGHIJ',
      itemIdx: 101,
      itemName: '입주청소 스탠다드',
      companyName: '깨끗한집',
      thumbnailUrl: '/files/seed/cat-cleaning-1.webp',
      visitDate: '2026-12-01',
      serviceCompletedAt: '2026-12-01T08:00:00.000Z',
      status: 'completed',
    },
    answers: [],
    completedAt: null,
    ...overrides,
  };
}

export function makeOffer(overrides: Partial<SurveyOffer> = {}): SurveyOffer {
  return {
    lineIdx: 55,
    merchantUid: 'ipju_20261201_ABCDEFGHIJ',
    itemIdx: 101,
    itemName: '입주청소 스탠다드',
    companyName: '깨끗한집',
    thumbnailUrl: '/files/seed/cat-cleaning-1.webp',
    visitDate: '2026-12-01',
    serviceCompletedAt: '2026-12-01T08:00:00.000Z',
    surveyIdx: 1,
    surveyTitle: '서비스 만족도 조사',
    questionCount: 3,
    answeredCount: 0,
    completedAt: null,
    ...overrides,
  };
}
