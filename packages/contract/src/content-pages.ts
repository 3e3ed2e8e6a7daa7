/**
 * Copy of the /contents/{slug} pages (SPEC section 2), shared by the web page and the server's link-preview
 * metadata (title, lead as the description), so a shared link says what the page says. Plain data and two
 * small helpers for the all-at-{product} pages, which take the service's name from the catalogue.
 */
export interface ContentPageSection {
  title: string;
  body: string;
  bullets?: string[];
}

export interface ContentPageCta {
  label: string;
  /** An app path, or 'chat' for the consultation channel. */
  to: string;
}

export interface ContentPageCopy {
  /** Page header title. */
  title: string;
  eyebrow: string;
  headline: string;
  lead: string;
  highlights?: { value: string; label: string }[];
  sections: ContentPageSection[];
  cta: ContentPageCta;
}

export const CONTENT_SLUGS = [
  'login-info',
  'special-price',
  'schedule-undefined',
  'supporters',
  'pro-consultation',
  'alone-apartment',
  'all-at-{product}',
  'price-comparision',
  'fix-schedule',
  'delegate-all',
  'credit-benefit',
  'serve-all-apts',
  'pay50-50',
] as const;

export const CONTENT_PAGES: Record<string, ContentPageCopy> = {
  'login-info': {
    title: '로그인 안내',
    eyebrow: '로그인 안내',
    headline: '휴대폰 번호 하나로\n간편하게 시작해요',
    lead: '비밀번호를 따로 만들 필요 없어요. 문자로 받은 인증번호만 입력하면 가입과 로그인이 한 번에 끝나요.',
    sections: [
      {
        title: '이렇게 로그인해요',
        body: '휴대폰 번호를 입력하고 인증번호 받기를 누르세요. 문자로 온 6자리 숫자를 5분 안에 입력하면 돼요.',
        bullets: ['처음이면 약관 동의 후 바로 가입돼요', '이미 가입했다면 그대로 로그인돼요', 'iPhone에서는 Apple로 로그인할 수도 있어요'],
      },
      {
        title: '로그인하면 할 수 있는 일',
        body: '우리 단지와 평형을 저장해 두고 어느 기기에서든 같은 특가를 볼 수 있어요. 예약 일정 확인, 쿠폰과 포인트, 후기 작성도 로그인 후에 쓸 수 있어요.',
      },
      {
        title: '인증번호가 오지 않을 때',
        body: '번호를 다시 확인하고 1분 뒤에 다시 받아 보세요. 스팸 문자함도 확인해 주세요. 한 시간에 5번까지 받을 수 있어요.',
      },
    ],
    cta: { label: '로그인하기', to: '/login' },
  },
  'special-price': {
    title: '단지 특가',
    eyebrow: '단지 특가',
    headline: '같은 단지 이웃이 모이면\n가격이 내려가요',
    lead: '업체는 한 단지에서 여러 집을 맡으면 이동과 준비 비용을 아낄 수 있어요. 그만큼을 입주민 가격에 돌려 드리는 게 단지 특가예요.',
    highlights: [
      { value: '평형별', label: '우리 집 크기에 맞춘 가격' },
      { value: '정가 공개', label: '할인 전 가격도 함께 보여요' },
    ],
    sections: [
      {
        title: '특가는 이렇게 정해져요',
        body: '단지와 업체가 함께 정한 할인율을 평형별 정가에 적용해요. 결제 금액은 서버에서 계산하기 때문에 화면마다 다르게 보일 일이 없어요.',
      },
      {
        title: '특가를 보려면',
        body: '홈에서 단지 이름이나 초성(예: ㅈㅅ)으로 단지를 찾고 평형을 고르세요. 특가가 있는 서비스에는 빨간 할인율과 함께 “단지 특가” 표시가 붙어요.',
      },
      {
        title: '특가가 아직 없다면',
        body: '입주민이 모이면 특가가 열려요. 지금도 업체별 정가를 비교해서 예약할 수 있고, 특가가 열리면 알려 드려요.',
      },
    ],
    cta: { label: '우리 단지 특가 보기', to: '/' },
  },
  'schedule-undefined': {
    title: '일정 미정 예약',
    eyebrow: '일정 미정 예약',
    headline: '입주 날짜가 아직 없어도\n먼저 예약해 둘 수 있어요',
    lead: '입주 시기에는 인기 업체의 일정이 빨리 차요. 날짜를 “미정”으로 두고 먼저 예약하면 특가와 순서를 지킬 수 있어요.',
    sections: [
      {
        title: '이렇게 진행돼요',
        body: '예약할 때 날짜 선택 화면에서 “미정”을 고르세요. 입주 날짜가 정해지면 내 예약에서 날짜를 정하면 돼요.',
        bullets: ['미정으로 예약해도 단지 특가가 그대로 적용돼요', '날짜는 오늘로부터 3일 뒤부터 고를 수 있어요', '날짜를 정하면 업체가 해피콜로 시간을 확인해요'],
      },
      {
        title: '날짜를 정하지 못했을 때',
        body: '입주 예정일이 가까워지면 알림으로 알려 드려요. 일정이 바뀌어도 상담으로 말씀해 주시면 조정해 드려요.',
      },
    ],
    cta: { label: '서비스 둘러보기', to: '/' },
  },
  supporters: {
    title: '입주 서포터즈',
    eyebrow: '입주 서포터즈',
    headline: '먼저 입주한 이웃이\n우리 단지 입주를 도와요',
    lead: '입주 서포터즈는 같은 단지에서 먼저 서비스를 받아 본 입주민이에요. 실제 시공 사진과 솔직한 후기로 이웃의 선택을 도와요.',
    sections: [
      {
        title: '서포터즈가 하는 일',
        body: '시공 전후 사진과 후기를 남기고, 단지 커뮤니티에서 받은 질문에 답해요.',
        bullets: ['시공 후기 작성', '단지별 체크리스트 공유', '새 입주민 질문에 답하기'],
      },
      {
        title: '서포터즈 혜택',
        body: '활동에 따라 포인트를 드려요. 추천으로 이웃이 가입하면 1명마다 5,000원 포인트가 쌓여요.',
      },
      {
        title: '신청 방법',
        body: '서비스를 받은 뒤 후기를 남기고 상담으로 서포터즈 신청을 알려 주세요. 확인 후 연락드려요.',
      },
    ],
    cta: { label: '상담으로 신청하기', to: 'chat' },
  },
  'pro-consultation': {
    title: '전문가 상담',
    eyebrow: '홈스타일링 무료 상담',
    headline: '새집 꾸미기,\n전문가와 함께 정해요',
    lead: '입주 전에 가구 배치, 커튼·조명, 수납까지 정해 두면 이사 날 헤매지 않아요. 몇 가지 질문에 답하고 연락받을 시간을 고르면 홈스타일링 전문가가 무료로 상담해 드려요.',
    sections: [
      {
        title: '상담에서 알려 드려요',
        body: '',
        bullets: ['평형과 구조에 맞는 가구 배치', '원하는 분위기에 맞는 커튼·조명·필름', '입주 날짜에 맞춘 시공 순서', '예산에 맞춘 서비스 조합'],
      },
      {
        title: '상담은 이렇게 받아요',
        body: '공간, 스타일, 예산·일정, 생활 습관을 차례로 골라 주세요. 연락처와 희망 상담 시간을 남기면 운영팀이 확인하고 고른 시간에 전화드려요. 신청한 상담은 내 정보 > 홈스타일링 상담 내역에서 볼 수 있어요.',
      },
    ],
    cta: { label: '홈스타일링 상담 신청하기', to: '/consultation/homestyling' },
  },
  'alone-apartment': {
    title: '나홀로 아파트',
    eyebrow: '나홀로 아파트',
    headline: '한 동짜리 단지도\n합리적인 가격으로',
    lead: '세대 수가 적은 단지는 공동구매가 어려워 가격이 비싸지기 쉬워요. 입주는 가까운 단지 일정과 묶어 업체 동선을 줄이고, 그만큼 가격을 낮춰요.',
    sections: [
      {
        title: '이렇게 가격을 낮춰요',
        body: '같은 동네의 다른 단지 시공 일정에 맞춰 업체가 방문해요. 이동 비용이 줄어든 만큼 할인해 드려요.',
      },
      {
        title: '찾는 단지가 목록에 없다면',
        body: '단지 이름으로 찾아지지 않으면 상담으로 알려 주세요. 확인 후 단지를 등록하고 평형별 가격을 안내해 드려요.',
      },
    ],
    cta: { label: '우리 단지 찾기', to: '/apartment-register' },
  },
  'price-comparision': {
    title: '가격 비교',
    eyebrow: '투명한 가격 비교',
    headline: '업체별 가격을\n한 화면에서 비교해요',
    lead: '전화로 하나하나 견적을 받을 필요 없어요. 같은 평형, 같은 옵션으로 업체별 가격과 평점, 후기를 나란히 보여 드려요.',
    sections: [
      {
        title: '숨은 비용 없이',
        body: '옵션을 고르면 정가, 할인, 최종 금액을 그대로 보여 드려요. 현장에서 추가 비용이 생길 수 있는 경우는 주의사항에 미리 적어 둬요.',
      },
      {
        title: '가격만 보지 마세요',
        body: '평점, 후기 수, 업력, 직원 수와 서비스 지역까지 업체 정보에서 확인할 수 있어요. 가격 낮은 순, 평점 높은 순으로 정렬해 보세요.',
      },
    ],
    cta: { label: '입주청소 가격 비교하기', to: '/business/cleaning' },
  },
  'fix-schedule': {
    title: '일정 확정',
    eyebrow: '일정 확정 안내',
    headline: '예약하면 해피콜로\n방문 시간을 확정해요',
    lead: '예약한 날짜 2~3일 전에 업체 담당자가 전화를 드려요. 방문 시간과 준비할 것을 함께 확인해요.',
    sections: [
      {
        title: '방문 시간은 이렇게 골라요',
        body: '서비스마다 고를 수 있는 시간이 달라요. 예를 들어 입주청소는 오전 9시나 오후 1시, 사전점검은 오전 10시, 낮 12시, 오후 2시 중에서 골라요.',
      },
      {
        title: '일정을 바꾸고 싶다면',
        body: '날짜를 바꾸고 싶으면 되도록 일찍 상담으로 알려 주세요. 방문일이 가까울수록 업체 일정에 따라 바꾸기 어려울 수 있어요.',
      },
    ],
    cta: { label: '서비스 둘러보기', to: '/' },
  },
  'delegate-all': {
    title: '모두 맡기기',
    eyebrow: '입주 준비 한 번에',
    headline: '입주 준비,\n한 곳에 모두 맡기세요',
    lead: '청소, 줄눈, 탄성코트, 나노코팅, 사전점검, 이사까지. 업체를 따로 찾고 일정을 맞추는 수고를 입주가 대신해요.',
    highlights: [
      { value: '23가지', label: '입주에서 예약할 수 있는 서비스' },
      { value: '95%', label: '고객이 함께 고르는 입주청소' },
    ],
    sections: [
      {
        title: '일정은 순서에 맞게',
        body: '사전점검 → 줄눈·탄성코트 → 입주청소 → 이사처럼 시공 순서가 겹치지 않게 일정을 맞춰 드려요.',
      },
      {
        title: '결제와 관리는 한 번에',
        body: '여러 서비스를 장바구니에 담아 한 번에 결제하고, 일정과 진행 상황은 내 예약에서 모두 확인해요.',
      },
    ],
    cta: { label: '전문가와 상담하기', to: '/contents/pro-consultation' },
  },
  'credit-benefit': {
    title: '카드 결제 혜택',
    eyebrow: '결제 혜택',
    headline: '목돈 부담은 덜고\n혜택은 챙겨요',
    lead: '입주 서비스는 한 번에 큰 금액이 나가요. 신용카드 무이자 할부와 간편결제로 부담을 나눠 보세요.',
    sections: [
      {
        title: '이런 결제수단을 쓸 수 있어요',
        body: '',
        bullets: ['신용카드 (카드사 무이자 할부 행사 적용)', '카카오페이, 네이버페이', '무통장입금 (가상계좌)'],
      },
      {
        title: '결제 금액별 상품권',
        body: '이벤트 기간에는 결제 금액에 따라 상품권을 드려요. 80만 원 이상 1만 원, 100만 원 이상 3만 원, 200만 원 이상 5만 원, 400만 원 이상 10만 원이에요.',
      },
      {
        title: '꼭 확인하세요',
        body: '무이자 할부 개월 수와 대상 카드는 카드사 행사에 따라 달라요. 결제 화면에서 최종 조건을 확인해 주세요.',
      },
    ],
    cta: { label: '서비스 둘러보기', to: '/' },
  },
  'serve-all-apts': {
    title: '전국 모든 단지',
    eyebrow: '전국 서비스',
    headline: '신축도, 구축도\n전국 어디든 찾아가요',
    lead: '새 아파트 입주뿐 아니라 살던 집 리모델링, 이사 전 청소도 맡겨 주세요. 전국의 검증된 협력 업체가 우리 단지로 찾아가요.',
    highlights: [
      { value: '13,000명+', label: '입주와 함께한 회원' },
      { value: '30곳+', label: '검증된 협력 업체' },
    ],
    sections: [
      {
        title: '업체는 이렇게 골라요',
        body: '사업자 등록, 업력, 시공 사례와 후기를 확인한 업체만 입점해요. 업체 정보에서 대표자, 사업자등록번호, 서비스 지역을 모두 확인할 수 있어요.',
      },
      {
        title: '우리 단지가 안 보이면',
        body: '단지 목록은 계속 늘고 있어요. 찾는 단지가 없으면 상담으로 알려 주세요.',
      },
    ],
    cta: { label: '우리 단지 찾기', to: '/apartment-register' },
  },
  'pay50-50': {
    title: '반반 결제',
    eyebrow: '반반 결제',
    headline: '지금 절반, 시공 후 절반\n안심하고 결제해요',
    lead: '예약할 때 금액의 50%만 먼저 결제하고, 시공이 끝나고 결과를 확인한 뒤 나머지 50%를 결제해요.',
    sections: [
      {
        title: '이렇게 진행돼요',
        body: '',
        bullets: ['예약할 때 50% 결제', '업체 방문과 시공', '결과 확인 후 남은 50% 결제', '결제가 끝나면 후기를 남겨 주세요'],
      },
      {
        title: '시공이 마음에 들지 않으면',
        body: '남은 금액을 결제하기 전에 상담으로 알려 주세요. 업체와 함께 재시공이나 보완 작업을 조율해 드려요.',
      },
    ],
    cta: { label: '서비스 둘러보기', to: '/' },
  },
};

const ALL_AT_PREFIX = 'all-at-';

export function isAllAtSlug(slug: string): boolean {
  return slug.startsWith(ALL_AT_PREFIX) && slug.length > ALL_AT_PREFIX.length;
}

export function allAtProduct(slug: string): string {
  return slug.slice(ALL_AT_PREFIX.length);
}

/** The all-at-{product} page for a service name ("입주청소도 입주에서 한 번에"). */
export function allAtContent(product: string, name: string, headline?: string): ContentPageCopy {
  return {
    title: `${name}도 입주에서`,
    eyebrow: `${name} 한 번에`,
    headline: `${name}도\n입주에서 한 번에`,
    lead:
      headline ??
      `${name} 업체를 따로 찾을 필요 없어요. 우리 단지 특가로 업체별 가격과 후기를 비교하고 바로 상담받으세요.`,
    sections: [
      {
        title: '입주에서 하면 좋은 점',
        body: '',
        bullets: [
          '단지와 평형에 맞춘 가격을 바로 확인해요',
          '업체별 평점, 후기, 업력을 한 화면에서 비교해요',
          '다른 입주 서비스와 일정을 겹치지 않게 맞춰요',
          '예약 후에는 해피콜로 방문 시간을 확정해요',
        ],
      },
      {
        title: '이렇게 시작해요',
        body: `우리 단지와 평형을 고른 뒤 ${name} 페이지에서 옵션을 선택하면 예상 금액을 바로 알려 드려요.`,
      },
    ],
    cta: { label: `${name} 가격 보기`, to: `/business/${product}` },
  };
}
