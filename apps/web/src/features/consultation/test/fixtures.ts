import type { Consultation, HomestylingSurvey } from '@ipju/contract';

export const HOMESTYLING: HomestylingSurvey = {
  surveyIdx: 2,
  title: '우리 집 홈스타일링 상담',
  description: '몇 가지만 알려 주시면 홈스타일리스트가 제안해 드려요.',
  imageUrl: '/files/seed/cat-furn-1.webp',
  categoryCount: 2,
  questionCount: 3,
  categories: [
    {
      categoryIdx: 11,
      name: '공간',
      description: '어떤 공간을 꾸미고 싶으세요?',
      sortOrder: 1,
      questions: [
        {
          questionIdx: 21,
          categoryIdx: 11,
          kind: 'multiple',
          title: '꾸밀 공간',
          description: null,
          options: [
            { value: 'o1', label: '거실', imageUrl: null },
            { value: 'o2', label: '침실', imageUrl: null },
          ],
          required: true,
          maxLength: null,
        },
      ],
    },
    {
      categoryIdx: 12,
      name: '예산·일정',
      description: '예산과 입주 시기를 알려 주세요.',
      sortOrder: 2,
      questions: [
        {
          questionIdx: 22,
          categoryIdx: 12,
          kind: 'single',
          title: '생각하는 예산',
          description: null,
          options: [
            { value: 'o1', label: '300만 원 이하', imageUrl: null },
            { value: 'o2', label: '300만~700만 원', imageUrl: null },
          ],
          required: true,
          maxLength: null,
        },
        {
          questionIdx: 23,
          categoryIdx: 12,
          kind: 'text',
          title: '전할 말',
          description: null,
          options: [],
          required: false,
          maxLength: 100,
        },
      ],
    },
  ],
};

export function makeConsultation(overrides: Partial<Consultation> = {}): Consultation {
  return {
    consultationIdx: 7,
    kind: 'homestyling',
    kindLabel: '홈스타일링 상담',
    name: '김입주',
    phone: '01023456789',
    apartmentIdx: null,
    complexName: '헬리오시티',
    pyeong: 34,
    preferredDate: '2026-12-10',
    preferredTime: 'morning',
    preferredTimeLabel: '오전 (9시~12시)',
    needs: '거실을 넓어 보이게 꾸미고 싶어요.',
    status: 'requested',
    statusLabel: '접수 완료',
    canCancel: true,
    survey: null,
    createdAt: '2026-12-01T03:00:00.000Z',
    updatedAt: '2026-12-01T03:00:00.000Z',
    ...overrides,
  };
}
