import type { SurveyOption } from '../../db/schema/surveys';
import { categoryImageUrl } from './images';

/**
 * The demo surveys: the satisfaction survey offered after every finished service (id 1) and the
 * home-styling survey a consultation request starts with (id 2), with their steps and questions.
 */

export interface SeedQuestion {
  kind: 'rating' | 'single' | 'multiple' | 'text';
  title: string;
  description?: string;
  options?: SurveyOption[];
  required?: boolean;
  maxLength?: number;
}

export interface SeedSurvey {
  surveyIdx: number;
  kind: 'satisfaction' | 'homestyling';
  title: string;
  description: string;
  imageUrl: string | null;
  /** Questions without steps (satisfaction), or steps with their questions (home styling). */
  questions?: SeedQuestion[];
  steps?: Array<{ name: string; description: string; questions: SeedQuestion[] }>;
}

const options = (...labels: string[]): SurveyOption[] => labels.map((label, i) => ({ value: `o${i + 1}`, label }));

export const SATISFACTION_SURVEY: SeedSurvey = {
  surveyIdx: 1,
  kind: 'satisfaction',
  title: '서비스 만족도 조사',
  description: '시공은 만족스러우셨나요? 남겨 주신 의견은 업체에 전달하고, 더 나은 업체를 모시는 데 써요. 1분이면 끝나요.',
  imageUrl: null,
  questions: [
    { kind: 'rating', title: '서비스는 전반적으로 만족스러우셨나요?', description: '별을 눌러 점수를 매겨 주세요.' },
    { kind: 'rating', title: '약속한 시간에 맞춰 방문했나요?' },
    { kind: 'rating', title: '시공 마감과 뒷정리는 깔끔했나요?' },
    {
      kind: 'single',
      title: '이웃에게 이 업체를 추천하시겠어요?',
      options: options('꼭 추천할게요', '추천할 만해요', '잘 모르겠어요', '추천하지 않을래요'),
    },
    {
      kind: 'multiple',
      title: '좋았던 점을 모두 골라 주세요.',
      description: '없으면 넘어가도 괜찮아요.',
      options: options('친절한 응대', '꼼꼼한 시공', '깔끔한 뒷정리', '정확한 시간 약속', '자세한 설명', '합리적인 가격'),
      required: false,
    },
    {
      kind: 'text',
      title: '업체나 입주에 전하고 싶은 말이 있나요?',
      description: '아쉬웠던 점도 좋아요. 업체에는 이름과 동·호수 없이 전달돼요.',
      required: false,
      maxLength: 500,
    },
  ],
};

export const HOMESTYLING_SURVEY: SeedSurvey = {
  surveyIdx: 2,
  kind: 'homestyling',
  title: '우리 집 홈스타일링 상담',
  description: '몇 가지만 알려 주시면 홈스타일리스트가 우리 집 구조와 취향에 맞춘 가구 배치, 색감, 예산 계획을 제안해 드려요. 3분이면 충분해요.',
  imageUrl: categoryImageUrl('furn', 1),
  steps: [
    {
      name: '공간',
      description: '어떤 공간을 꾸미고 싶으세요?',
      questions: [
        {
          kind: 'multiple',
          title: '스타일링하고 싶은 공간을 모두 골라 주세요.',
          options: options('거실', '침실', '아이방', '주방·식당', '서재·작업실', '드레스룸', '현관'),
        },
        {
          kind: 'single',
          title: '새 집의 구조는 어떤가요?',
          options: options('방 2개 · 욕실 1개', '방 3개 · 욕실 2개', '방 4개 이상', '복층 · 테라스가 있어요'),
        },
        {
          kind: 'multiple',
          title: '함께 알아보고 싶은 시공이나 제품이 있나요?',
          description: '고르시면 상담 때 단지 특가 업체도 함께 안내해 드려요.',
          required: false,
          options: [
            { value: 'furn', label: '가구', imageUrl: categoryImageUrl('furn', 1) },
            { value: 'curtain', label: '커튼 · 블라인드', imageUrl: categoryImageUrl('curtain', 1) },
            { value: 'lighting', label: '조명', imageUrl: categoryImageUrl('lighting', 1) },
            { value: 'builtinfurn', label: '붙박이장', imageUrl: categoryImageUrl('builtinfurn', 1) },
            { value: 'intflm', label: '인테리어 필름', imageUrl: categoryImageUrl('intflm', 1) },
          ],
        },
      ],
    },
    {
      name: '스타일',
      description: '끌리는 분위기를 알려 주세요.',
      questions: [
        {
          kind: 'single',
          title: '가장 끌리는 분위기는 무엇인가요?',
          options: options('모던 · 미니멀', '내추럴 · 우드', '북유럽', '클래식 · 호텔식', '빈티지 · 인더스트리얼'),
        },
        {
          kind: 'multiple',
          title: '좋아하는 색감을 골라 주세요.',
          required: false,
          options: options('화이트 · 아이보리', '베이지 · 브라운', '그레이 · 블랙', '파스텔 톤', '선명한 포인트 컬러'),
        },
        {
          kind: 'single',
          title: '지금 쓰는 가구는 어떻게 하실 건가요?',
          options: options('대부분 가져가요', '일부만 가져가요', '모두 새로 장만해요'),
        },
      ],
    },
    {
      name: '예산·일정',
      description: '예산과 입주 시기에 맞춰 순서를 짜 드려요.',
      questions: [
        {
          kind: 'single',
          title: '가구와 소품까지 생각하는 예산은 어느 정도인가요?',
          options: options('300만 원 이하', '300만~700만 원', '700만~1,500만 원', '1,500만 원 이상', '상담하면서 정할래요'),
        },
        {
          kind: 'single',
          title: '입주는 언제 하시나요?',
          options: options('1개월 안', '1~3개월 뒤', '3~6개월 뒤', '6개월 뒤', '이미 입주했어요'),
        },
      ],
    },
    {
      name: '생활',
      description: '함께 사는 가족과 생활 방식을 알려 주세요.',
      questions: [
        {
          kind: 'multiple',
          title: '함께 사는 가족을 모두 골라 주세요.',
          options: options('혼자 살아요', '배우자 · 연인', '영유아 자녀', '초등학생 이상 자녀', '부모님', '반려동물'),
        },
        {
          kind: 'single',
          title: '집에서 가장 중요하게 생각하는 것은 무엇인가요?',
          required: false,
          options: options('넉넉한 수납', '편안한 휴식', '아이와 반려동물의 안전', '집에서 일하기 좋은 환경', '손님 맞이'),
        },
        {
          kind: 'text',
          title: '스타일리스트에게 미리 전할 말이 있나요?',
          description: '예: 거실 한쪽 벽을 책장으로 채우고 싶어요.',
          required: false,
          maxLength: 500,
        },
      ],
    },
  ],
};

export const SURVEYS: SeedSurvey[] = [SATISFACTION_SURVEY, HOMESTYLING_SURVEY];
