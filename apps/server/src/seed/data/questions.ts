import type { QuestionType } from '@ipju/contract';

/**
 * Demo 지식인 questions. Who is who: 0 is the demo resident (README), 1-8 the neighbours below. Answers
 * come from the partner company (partnerIdx of data/partners.ts) that sells the question's service, or
 * from the demo staff account (입주 매니저). Likes are listed by person, so counters equal their rows;
 * reads become that many once-a-day read rows.
 */

/** Neighbours who ask and like (no phone: they cannot sign in, and no real number is ever reused). */
export const NEIGHBOURS = [
  { name: '박하늘', referralCode: 'QNANB0001' },
  { name: '이도현', referralCode: 'QNANB0002' },
  { name: '최서연', referralCode: 'QNANB0003' },
  { name: '정민우', referralCode: 'QNANB0004' },
  { name: '한지우', referralCode: 'QNANB0005' },
  { name: '윤채원', referralCode: 'QNANB0006' },
  { name: '오태희', referralCode: 'QNANB0007' },
  { name: '강준서', referralCode: 'QNANB0008' },
] as const;

/** 0 = the demo resident, 1-8 = NEIGHBOURS[n - 1]. */
export type Person = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface SeedAnswer {
  /** A partner company, or staff (입주 매니저) when absent. */
  partnerIdx?: number;
  /** Hours after the question. */
  after: number;
  body: string;
  likedBy: Person[];
}

export interface SeedQuestion {
  asker: Person;
  type: QuestionType;
  code: string | null;
  title: string;
  body: string;
  /** Days before the seed ran (hours add to it so two questions never share a time). */
  daysAgo: number;
  hour: number;
  reads: number;
  likedBy: Person[];
  answers: SeedAnswer[];
}

export const QUESTIONS: SeedQuestion[] = [
  {
    asker: 1,
    type: 'schedule',
    code: 'tljoint',
    title: '줄눈이랑 입주청소, 어떤 걸 먼저 해야 하나요?',
    body: '다음 달 말에 잠실 입주 예정이에요.\n줄눈 업체는 청소 전에 해야 한다고 하고, 청소 업체는 줄눈 끝나고 부르라고 해서 헷갈려요.\n둘 다 같은 주에 예약하려고 하는데 순서를 어떻게 잡는 게 맞을까요?',
    daysAgo: 12,
    hour: 21,
    reads: 214,
    likedBy: [2, 3, 4, 5, 6, 7, 0],
    answers: [
      {
        partnerIdx: 6,
        after: 3,
        body: '줄눈을 먼저 하시는 걸 권해 드려요.\n줄눈 시공 때 기존 줄눈을 파내면서 분진이 꽤 나오는데, 청소를 먼저 하면 그 먼지가 다시 쌓이거든요. 줄눈은 시공 후 24시간 정도 물을 쓰지 않으면 되고, 청소는 그다음 날부터 받으셔도 괜찮아요.',
        likedBy: [1, 3, 4, 5],
      },
      {
        partnerIdx: 1,
        after: 5,
        body: '청소 업체 입장에서도 줄눈 다음이 맞아요. 다만 줄눈이 완전히 굳기 전에 욕실 바닥을 물청소하면 색이 번질 수 있어서, 줄눈 시공 다음 날 이후로 청소 날짜를 잡아 주세요. 예약하실 때 줄눈 일정을 메모로 남겨 주시면 욕실은 마른 청소 위주로 진행해요.',
        likedBy: [1, 2],
      },
      {
        after: 8,
        body: '입주 매니저예요. 보통 사전점검 → 줄눈·탄성코트 → 입주청소 → 나노코팅 순서로 잡으세요. 분진이 나는 시공을 먼저, 마무리 코팅을 마지막에 하면 돼요. 입주 3~4주 전에 예약하시면 원하는 날짜를 잡기 쉬워요.',
        likedBy: [1, 6, 7],
      },
    ],
  },
  {
    asker: 2,
    type: 'construction',
    code: 'coatpnt',
    title: '탄성코트 냄새 얼마나 가나요? 돌 지난 아기가 있어요',
    body: '베란다 탄성코트를 하려고 하는데 냄새가 걱정이에요.\n돌 지난 아기가 있어서 시공하고 며칠이나 환기해야 들어가 살 수 있는지 궁금해요. 수성 제품이면 괜찮다는 말도 있던데 맞나요?',
    daysAgo: 10,
    hour: 14,
    reads: 168,
    likedBy: [1, 3, 5, 8, 0],
    answers: [
      {
        partnerIdx: 4,
        after: 2,
        body: '저희는 수성 탄성코트만 써요. 시공 당일에는 냄새가 조금 나지만 창을 열어 두면 2~3일이면 거의 사라져요.\n아기가 있는 집이면 입주 최소 5일 전에 시공하시고, 시공 후 3일은 베란다 창을 열어 두시길 권해요. 친환경 인증(HB마크) 자재 확인서도 보여 드려요.',
        likedBy: [2, 5, 8],
      },
      {
        after: 6,
        body: '입주 매니저예요. 탄성코트는 입주 1주 전쯤 시공하시면 환기할 시간이 충분해요. 새집증후군 시공을 함께 하실 거라면 탄성코트가 먼저예요.',
        likedBy: [2],
      },
    ],
  },
  {
    asker: 3,
    type: 'defect',
    code: 'homeinsp',
    title: '사전점검 때 꼭 확인해야 할 곳이 어디예요?',
    body: '처음 아파트에 입주해서 사전점검이 처음이에요. 업체를 부를지 직접 할지 고민 중인데, 직접 한다면 꼭 봐야 하는 곳이 어디인지 알려 주세요.',
    daysAgo: 9,
    hour: 10,
    reads: 302,
    likedBy: [1, 2, 4, 5, 6, 7, 8, 0],
    answers: [
      {
        partnerIdx: 8,
        after: 1,
        body: '직접 하실 때 놓치기 쉬운 곳만 추려 드릴게요.\n1) 창호: 창틀 수평과 잠금, 방충망 찢김\n2) 욕실: 배수 구배(물이 고이는지), 타일 들뜸(두드려서 소리 확인)\n3) 마루: 들뜸과 찍힘, 걸레받이 틈\n4) 전기: 모든 콘센트와 스위치 작동\n5) 결로 흔적: 베란다와 북쪽 방 모서리\n마스킹테이프와 포스트잇으로 표시하고 사진을 찍어 두시면 접수할 때 편해요.',
        likedBy: [3, 1, 4, 6, 0],
      },
      {
        partnerIdx: 9,
        after: 4,
        body: '눈으로 보기 어려운 건 장비가 필요해요. 열화상 카메라로 단열 누락과 누수를, 레이저 레벨기로 바닥 수평을 봐요. 라돈 수치가 걱정되시면 측정도 함께 하시는 걸 권해요. 직접 점검하시더라도 이 세 가지는 전문 장비로 확인해 보세요.',
        likedBy: [3, 2],
      },
    ],
  },
  {
    asker: 4,
    type: 'estimate',
    code: 'ingate',
    title: '중문 견적이 업체마다 40만원이나 차이 나는 이유가 뭔가요?',
    body: '34평 3연동 중문 견적을 두 군데서 받았는데 가격 차이가 40만원 가까이 나요.\n둘 다 유리는 샤틴이고 색상도 같아요. 어떤 부분에서 차이가 나는지, 싼 곳을 골라도 괜찮은지 궁금합니다.',
    daysAgo: 8,
    hour: 20,
    reads: 187,
    likedBy: [1, 3, 6, 7, 8, 0],
    answers: [
      {
        partnerIdx: 17,
        after: 3,
        body: '같은 3연동이라도 프레임 두께(슬림인지), 하부 레일 방식(매립형인지), 댐퍼와 연동 부품이 국산인지에 따라 20~40만원까지 차이가 나요. 견적서에 프레임 규격과 부품 제조사가 적혀 있는지 확인해 보세요. 저희는 실측 후 부품 사양을 모두 적어 드려요.',
        likedBy: [4, 1, 7],
      },
      {
        after: 7,
        body: '입주 매니저예요. 입주 서비스의 중문 상품은 부품 사양과 A/S 기간이 상세 페이지에 적혀 있어요. 비교하실 때 A/S 기간(1년인지 2년인지)도 꼭 함께 보세요.',
        likedBy: [4],
      },
    ],
  },
  {
    asker: 5,
    type: 'estimate',
    code: 'cleaning',
    title: '입주청소 베란다 곰팡이 제거는 따로 돈을 받나요?',
    body: '입주청소 견적을 보는데 평당 가격 말고도 곰팡이 제거, 냉장고 내부 청소가 따로 있더라고요. 신축인데 곰팡이 제거까지 필요한지, 원래 별도인 게 맞는지 궁금해요.',
    daysAgo: 7,
    hour: 11,
    reads: 96,
    likedBy: [2, 4, 0],
    answers: [
      {
        partnerIdx: 2,
        after: 2,
        body: '기본 입주청소는 분진과 시공 자국, 스티커 제거까지예요. 곰팡이 제거는 약품을 쓰고 시간이 더 들어서 추가 옵션으로 받고 있어요. 신축은 대부분 필요 없지만, 입주 전에 베란다 실리콘에 검은 점이 보이면 그때 추가하시면 돼요. 현장에서 보고 필요 없으면 빼 드려요.',
        likedBy: [5, 4],
      },
    ],
  },
  {
    asker: 6,
    type: 'schedule',
    code: 'nanoct',
    title: '나노코팅이랑 줄눈 같이 해도 되나요? 순서는요?',
    body: '욕실 줄눈을 하고 나노코팅도 하려고 하는데 같은 날 해도 되는지, 아니면 며칠 간격을 둬야 하는지 알려 주세요.',
    daysAgo: 6,
    hour: 16,
    reads: 74,
    likedBy: [1, 2],
    answers: [
      {
        partnerIdx: 10,
        after: 5,
        body: '줄눈이 완전히 굳은 뒤(보통 24~48시간)에 나노코팅을 하셔야 해요. 굳기 전에 코팅하면 줄눈 표면이 얼룩질 수 있어요. 줄눈 → 입주청소 → 나노코팅 순서로, 줄눈 이틀 뒤 이후에 예약해 주세요.',
        likedBy: [6, 1],
      },
    ],
  },
  {
    asker: 7,
    type: 'construction',
    code: 'sickhs',
    title: '새집증후군 시공, 베이크아웃만 해도 충분할까요?',
    body: '베이크아웃은 직접 할 수 있다고 들었어요. 업체에 광촉매 시공까지 맡기는 게 효과가 큰지, 베이크아웃만으로 충분한지 궁금합니다. 아이가 아토피가 있어요.',
    daysAgo: 6,
    hour: 9,
    reads: 131,
    likedBy: [2, 3, 5, 0],
    answers: [
      {
        partnerIdx: 11,
        after: 4,
        body: '베이크아웃은 가구와 자재 속 유해물질을 빨리 빼내는 방법이고, 광촉매는 남은 물질을 계속 분해하는 방법이라 역할이 달라요. 아토피가 있는 아이가 있다면 두 가지를 함께 하시고, 시공 전후 포름알데히드 수치를 재서 비교해 보시길 권해요. 측정 리포트는 저희가 드려요.',
        likedBy: [7, 3],
      },
      {
        after: 9,
        body: '입주 매니저예요. 직접 베이크아웃을 하신다면 난방 35도 이상으로 7~8시간, 환기 1~2시간을 3회 이상 반복해 주세요. 붙박이장과 신발장 문은 모두 열어 두셔야 효과가 있어요.',
        likedBy: [7, 5, 2],
      },
    ],
  },
  {
    asker: 8,
    type: 'schedule',
    code: 'builtinac',
    title: '시스템에어컨은 입주 전에 꼭 해야 하나요?',
    body: '입주하고 살면서 설치하면 천장 공사 때문에 먼지가 많이 난다고 들었어요. 입주 전에 하는 게 맞는지, 입주 후에 해도 되는지 알려 주세요.',
    daysAgo: 5,
    hour: 19,
    reads: 145,
    likedBy: [1, 4, 6],
    answers: [
      {
        partnerIdx: 20,
        after: 2,
        body: '천장을 타공하고 배관을 매립해야 해서 입주 전 시공을 권해요. 입주 후에도 가능하지만 가구를 덮고 작업해야 해서 하루가 더 걸리고 분진 청소도 따로 필요해요. 입주청소 전에 시공하시면 깔끔하게 마무리돼요.',
        likedBy: [8, 1, 6],
      },
      {
        partnerIdx: 21,
        after: 6,
        body: '덧붙이면, 신축은 천장 안에 배관 자리가 미리 있는 경우가 많아요. 관리사무소에 "시스템에어컨 선배관 여부"를 확인해 보시면 공사 범위와 비용이 줄어들어요.',
        likedBy: [8],
      },
    ],
  },
  {
    asker: 1,
    type: 'defect',
    code: 'tljoint',
    title: '줄눈 시공 2주 만에 욕실 줄눈이 누렇게 변했어요',
    body: '2주 전에 욕실 바닥 줄눈을 했는데 샤워부스 쪽만 누렇게 변했어요. 청소를 잘못해서 그런 건지, 시공 문제인지 모르겠어요. A/S 받을 수 있을까요?',
    daysAgo: 5,
    hour: 8,
    reads: 88,
    likedBy: [4, 5],
    answers: [
      {
        partnerIdx: 7,
        after: 3,
        body: '락스 같은 염소계 세제를 쓰면 일부 줄눈재가 누렇게 변할 수 있어요. 시공 업체에 사진을 보내서 자재 종류를 확인해 보시고, 1년 무상 A/S 기간이면 부분 재시공을 받으실 수 있어요. 앞으로는 중성 세제로 청소해 주세요.',
        likedBy: [1],
      },
    ],
  },
  {
    asker: 2,
    type: 'product',
    code: 'noisefree',
    title: '층간소음매트 두께는 몇 cm가 적당해요?',
    body: '4살, 6살 아이가 있어요. 거실이랑 복도에 매트를 깔려고 하는데 두께가 2cm, 4cm가 있더라고요. 어떤 게 나을까요?',
    daysAgo: 4,
    hour: 22,
    reads: 102,
    likedBy: [3, 6, 7],
    answers: [
      {
        partnerIdx: 16,
        after: 10,
        body: '뛰는 아이가 둘이면 4cm를 권해요. 2cm는 걷는 소리와 물건 떨어지는 소리에 좋고, 뛰는 충격에는 4cm가 확실히 차이가 나요. 다만 4cm는 현관과 방 문턱 높이를 확인해야 해서, 실측할 때 문이 걸리지 않는지 같이 봐 드려요.',
        likedBy: [2, 6],
      },
    ],
  },
  {
    asker: 3,
    type: 'product',
    code: 'finenet',
    title: '고양이 키우는데 방충망을 스테인리스로 해야 할까요?',
    body: '고양이 두 마리를 키워요. 지금 방충망은 한 달 만에 구멍이 났어요. 스테인리스 방충망이 정말 안 찢어지는지, 미세방충망이랑 같이 할 수 있는지 궁금해요.',
    daysAgo: 4,
    hour: 13,
    reads: 67,
    likedBy: [5],
    answers: [
      {
        partnerIdx: 14,
        after: 5,
        body: '스테인리스 망은 발톱으로 긁어도 찢어지지 않아요. 다만 미세방충망보다 눈이 커서 미세먼지 차단은 약해요. 고양이가 자주 가는 거실 창은 스테인리스로, 방 창은 미세방충망으로 나눠서 시공하시는 분이 많아요.',
        likedBy: [3],
      },
    ],
  },
  {
    asker: 4,
    type: 'construction',
    code: 'insulflm',
    title: '단열필름 붙이면 겨울 결로가 확실히 줄어드나요?',
    body: '북향 집이라 겨울에 창에 물이 맺힐까 걱정이에요. 단열필름이 결로에 효과가 있는지, 창이 어두워지지는 않는지 궁금합니다.',
    daysAgo: 3,
    hour: 18,
    reads: 58,
    likedBy: [8],
    answers: [
      {
        partnerIdx: 15,
        after: 3,
        body: '단열필름은 유리 표면 온도를 조금 올려 줘서 결로가 줄어드는 효과가 있어요. 완전히 없애지는 못하니 환기와 함께 쓰셔야 해요. 투명 단열필름은 가시광선 투과율이 70% 이상이라 창이 눈에 띄게 어두워지지 않아요.',
        likedBy: [4],
      },
    ],
  },
  {
    asker: 5,
    type: 'estimate',
    code: 'intflm',
    title: '방문 필름 시공할 때 문틀까지 하면 얼마나 더 나오나요?',
    body: '방문 4개를 화이트 필름으로 바꾸고 싶어요. 문만 하는 경우와 문틀까지 하는 경우 가격 차이가 보통 어느 정도인지 알려 주세요.',
    daysAgo: 3,
    hour: 10,
    reads: 49,
    likedBy: [],
    answers: [
      {
        partnerIdx: 24,
        after: 6,
        body: '문틀은 면이 많고 모서리 마감이 까다로워서 문짝과 비슷한 비용이 들어요. 문만 하시면 문틀 색과 달라 보여서 대부분 함께 하세요. 정확한 견적은 문 개수와 문틀 형태(몰딩이 있는지)를 보고 드려요.',
        likedBy: [5],
      },
    ],
  },
  {
    asker: 6,
    type: 'construction',
    code: 'lighting',
    title: '거실 라인조명 타공하면 나중에 원상복구 되나요?',
    body: '전세라서 나중에 원상복구를 해야 할 수도 있어요. 라인조명은 천장을 파는 거라던데 복구가 가능한지, 비용은 어느 정도인지 궁금해요.',
    daysAgo: 2,
    hour: 21,
    reads: 41,
    likedBy: [1],
    answers: [
      {
        partnerIdx: 22,
        after: 12,
        body: '타공한 자리는 석고보드를 덧대고 도배하면 복구할 수 있지만, 천장 도배를 새로 해야 해서 비용이 꽤 들어요. 전세라면 매립형 대신 천장에 붙이는 노출형 라인조명을 추천해요. 철거하면 나사 구멍만 남아요.',
        likedBy: [6],
      },
    ],
  },
  {
    asker: 7,
    type: 'schedule',
    code: 'move',
    title: '이사 날짜랑 입주청소는 며칠 간격이 좋아요?',
    body: '이사는 토요일로 잡았어요. 입주청소를 이사 전날 해도 되는지, 며칠 여유를 둬야 하는지 알려 주세요.',
    daysAgo: 2,
    hour: 12,
    reads: 63,
    likedBy: [2, 4],
    answers: [
      {
        partnerIdx: 29,
        after: 4,
        body: '이사 전날 청소도 가능하지만, 청소 후 하루 정도 환기하면서 마르게 두시는 게 좋아요. 하루 이틀 여유를 두시면 청소 후 부족한 곳을 다시 봐 달라고 할 시간도 생겨요.',
        likedBy: [7],
      },
      {
        after: 6,
        body: '입주 매니저예요. 이삿날과 같은 주에 청소를 잡으실 때는 엘리베이터 사용 예약이 겹치지 않는지 관리사무소에 꼭 확인해 주세요.',
        likedBy: [7, 4],
      },
    ],
  },
  {
    asker: 8,
    type: 'defect',
    code: 'homeinsp',
    title: '사전점검에서 찾은 하자는 어떻게 접수하나요?',
    body: '사전점검에서 스무 곳 넘게 표시했어요. 접수는 어디에 어떻게 하는지, 입주 전에 다 고쳐 주는지 궁금해요.',
    daysAgo: 2,
    hour: 9,
    reads: 77,
    likedBy: [3, 6, 0],
    answers: [
      {
        after: 2,
        body: '입주 매니저예요. 사전점검 현장에서 받는 하자 접수 용지나 건설사 앱으로 접수하시면 돼요. 위치와 사진을 함께 남기시고, 접수 번호를 꼭 받아 두세요. 입주 전까지 처리되지 않은 항목은 입주 후에도 하자보수 기간 안에 계속 요청할 수 있어요.',
        likedBy: [8, 3],
      },
      {
        partnerIdx: 9,
        after: 5,
        body: '저희 사전점검을 받으시면 하자 목록을 사진과 함께 엑셀과 PDF로 드려서 그대로 접수하실 수 있어요. 보수 후 재점검 상품으로 제대로 고쳐졌는지도 확인해 드려요.',
        likedBy: [8],
      },
    ],
  },
  {
    asker: 1,
    type: 'product',
    code: 'freezerref',
    title: '냉장고 필름 리폼하면 오래 가나요? 벗겨지지 않나요?',
    body: '쓰던 냉장고가 새 주방과 색이 안 맞아서 필름 리폼을 고민 중이에요. 몇 년 지나면 모서리가 들뜨지 않는지 궁금해요.',
    daysAgo: 1,
    hour: 20,
    reads: 38,
    likedBy: [5],
    answers: [
      {
        partnerIdx: 13,
        after: 3,
        body: '도어를 분리해서 모서리 안쪽까지 감싸 붙이기 때문에 보통 5년 이상 들뜨지 않아요. 손잡이 쪽처럼 자주 닿는 곳은 프라이머를 한 번 더 발라요. 시공 후 1년 안에 들뜨면 무상으로 다시 붙여 드려요.',
        likedBy: [1],
      },
    ],
  },
  {
    asker: 2,
    type: 'etc',
    code: null,
    title: '입주 전 서비스 예약은 보통 언제쯤 하나요?',
    body: '입주 지정기간이 두 달 남았어요. 줄눈, 탄성코트, 입주청소를 하려고 하는데 너무 일찍 예약하는 건 아닌지, 다들 언제쯤 예약하시는지 궁금해요.',
    daysAgo: 1,
    hour: 11,
    reads: 356,
    likedBy: [1, 3, 4, 5, 6, 7, 8, 0],
    answers: [
      {
        after: 1,
        body: '입주 매니저예요. 인기 날짜(주말, 지정기간 첫 2주)는 4~6주 전에 마감되는 경우가 많아요. 두 달 전이면 딱 좋은 시기예요. 날짜가 확실하지 않으면 "미정"으로 먼저 예약하고 나중에 날짜를 정하셔도 돼요.',
        likedBy: [2, 1, 5, 6],
      },
    ],
  },
  {
    asker: 3,
    type: 'estimate',
    code: 'coatpnt',
    title: '확장형인데도 탄성코트를 해야 할까요?',
    body: '거실이랑 안방 베란다를 모두 확장해서 남은 곳은 다용도실과 실외기실뿐이에요. 이 정도면 탄성코트를 안 해도 되는지, 부분 시공도 되는지 알려 주세요.',
    daysAgo: 1,
    hour: 8,
    reads: 54,
    likedBy: [8],
    answers: [
      {
        partnerIdx: 4,
        after: 2,
        body: '다용도실과 실외기실은 외벽에 붙어 있어서 결로와 곰팡이가 가장 잘 생기는 곳이에요. 확장형 세대는 이 두 곳만 하는 부분 시공 상품이 있고, 전체 시공의 절반 정도 가격이에요.',
        likedBy: [3],
      },
    ],
  },
  {
    asker: 4,
    type: 'defect',
    code: 'cleaning',
    title: '입주청소 받았는데 창틀에 먼지가 그대로예요',
    body: '어제 입주청소를 받았는데 창틀 레일 안쪽에 먼지가 그대로 있어요. 다시 와 달라고 해도 되는 건가요? 이런 경우 보통 어떻게 하나요?',
    daysAgo: 0,
    hour: 2,
    reads: 29,
    likedBy: [2],
    answers: [
      {
        partnerIdx: 3,
        after: 1,
        body: '불편을 드려 죄송해요. 창틀 레일은 기본 청소 범위라서 사진을 보내 주시면 3일 안에 무상으로 다시 방문해요. 청소 업체마다 재방문 기준이 있으니, 청소가 끝난 날 함께 둘러보시고 바로 말씀하시는 게 가장 빨라요.',
        likedBy: [4],
      },
    ],
  },
  {
    asker: 5,
    type: 'product',
    code: 'curtain',
    title: '암막커튼이랑 블라인드 중에 뭐가 나을까요?',
    body: '안방은 아침 햇빛이 강해서 어둡게 하고 싶고, 거실은 낮에 빛을 조절하고 싶어요. 방마다 다르게 하는 게 좋을지 추천해 주세요.',
    daysAgo: 0,
    hour: 5,
    reads: 22,
    likedBy: [],
    answers: [
      {
        partnerIdx: 25,
        after: 2,
        body: '말씀하신 그대로 나누시는 걸 추천해요. 안방은 암막커튼(암막률 95% 이상)으로 빛을 막고, 거실은 콤비 블라인드로 빛을 조절하면 좋아요. 커튼 박스가 있는지에 따라 레일 방식이 달라져서 실측 때 같이 봐 드려요.',
        likedBy: [],
      },
    ],
  },
  {
    asker: 6,
    type: 'schedule',
    code: null,
    title: '입주 지정기간 마지막 주에도 서비스 예약이 되나요?',
    body: '사정이 있어서 입주 지정기간 마지막 주에 들어가야 해요. 그때는 업체들이 바쁘다고 들었는데 줄눈이랑 청소를 하루에 몰아서 할 수 있을까요?',
    daysAgo: 0,
    hour: 7,
    reads: 18,
    likedBy: [7],
    answers: [],
  },
  {
    asker: 7,
    type: 'construction',
    code: 'tvbrckt',
    title: 'TV 벽걸이, 석고보드 벽에도 설치할 수 있나요?',
    body: '거실 TV 벽이 두드려 보면 통통 소리가 나요. 석고보드 같은데 75인치 TV를 걸어도 괜찮은지 궁금해요.',
    daysAgo: 0,
    hour: 9,
    reads: 12,
    likedBy: [],
    answers: [],
  },
  {
    asker: 0,
    type: 'product',
    code: 'tljoint',
    title: '밝은 회색 바닥 타일에 어울리는 줄눈 색이 있을까요?',
    body: '욕실 바닥이 밝은 회색 타일이에요. 흰색 줄눈은 금방 때가 탄다고 해서 고민이에요. 많이 하는 색을 추천해 주세요.',
    daysAgo: 3,
    hour: 15,
    reads: 44,
    likedBy: [3, 5],
    answers: [
      {
        partnerIdx: 6,
        after: 4,
        body: '밝은 회색 타일에는 실버그레이나 라이트그레이 줄눈을 가장 많이 하세요. 타일보다 한 톤 진하게 하면 때가 덜 보이고 깔끔해 보여요. 샘플 색상표를 가져가서 현장에서 직접 대 보고 고르실 수 있어요.',
        likedBy: [0, 3],
      },
    ],
  },
  {
    asker: 0,
    type: 'schedule',
    code: 'homeinsp',
    title: '사전점검 대행 받을 때 저도 같이 있어야 하나요?',
    body: '사전점검 날 회사에 있어야 해서 대행을 맡기려고 해요. 꼭 같이 있어야 하는지, 세대 출입은 어떻게 하는지 궁금해요.',
    daysAgo: 0,
    hour: 4,
    reads: 9,
    likedBy: [],
    answers: [],
  },
];
