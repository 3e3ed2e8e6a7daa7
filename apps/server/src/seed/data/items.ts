import type { VisitTimeSet } from './categories';

/**
 * Demo items (services a partner sells), 2-4 per category, with stable ids.
 *
 * Visit-time overrides (SPEC section 3: "item ids 114 and 181 use one list, 527 and 528 another"):
 *   114, 181 (입주청소 premium and the cleaning + 새집증후군 package) -> 'morningAfternoon14' (9 or 14: the
 *   crew needs a full morning, so the afternoon start is later than the category's 9/13);
 *   527, 528 (refrigerator film sold in the 인테리어필름 category) -> 'refrigerator' (9/11/13/15, the
 *   list of 냉장고 리폼, as the work is the same).
 *
 * Prices: `tiers` are the 평형 tier prices [~24평, 25~34평, 35~44평, 45평 이상] in won; `flat` is one price
 * for every 평형 (a single tier "전 평형"). basePrice = the smallest tier price.
 */
export const PYEONG_TIERS = [
  { name: '~24평', min: 1, max: 24 },
  { name: '25~34평', min: 25, max: 34 },
  { name: '35~44평', min: 35, max: 44 },
  { name: '45평 이상', min: 45, max: 999 },
] as const;

export interface SeedItem {
  itemIdx: number;
  code: string;
  partnerIdx: number;
  name: string;
  summary: string;
  tiers?: [number, number, number, number];
  flat?: number;
  visitTimeSet?: VisitTimeSet;
  /** Replaces the category's add-ons for this item. */
  addons?: Array<[string, number]>;
  /** Replaces the category's area group for this item (null: none). */
  area?: AreaGroup | null;
  /** Priced after a free 방문 견적 (no options, no price of its own, no special price). */
  quoteOnVisit?: true;
}

export interface AreaGroup {
  name: string;
  multiple: boolean;
  options: Array<[string, number]>;
}

/** Per-category option groups besides the 평형 tiers. */
export const OPTION_TEMPLATES: Record<string, { area?: AreaGroup; addons: Array<[string, number]> }> = {
  cleaning: { addons: [['곰팡이 제거', 30000], ['냉장고·김치냉장고 내부 청소', 30000], ['피톤치드 살균 마무리', 40000]] },
  coatpnt: {
    area: { name: '시공 공간 추가', multiple: true, options: [['다용도실', 120000], ['실외기실', 90000], ['현관 팬트리', 80000]] },
    addons: [['곰팡이 제거', 30000], ['결로 방지 하도 보강', 60000]],
  },
  tljoint: {
    area: { name: '시공 공간 추가', multiple: true, options: [['현관', 80000], ['베란다', 150000], ['욕실 벽 전체', 250000], ['주방 벽 타일', 120000]] },
    addons: [['펄 색상 줄눈', 50000], ['욕실 실리콘 재시공', 40000]],
  },
  homeinsp: { addons: [['라돈 측정', 50000], ['포름알데히드 측정', 50000], ['하자 접수 대행', 30000]] },
  nanoct: {
    area: { name: '시공 공간 추가', multiple: true, options: [['욕실 1곳 추가', 90000], ['현관 바닥', 70000], ['주방 벽 타일', 80000]] },
    addons: [['샤워부스 유리 발수 코팅', 40000]],
  },
  sickhs: { addons: [['공기질 측정 리포트', 50000], ['붙박이장·신발장 내부 시공', 40000]] },
  tvbrckt: { addons: [['75인치 이상 대형 TV', 30000], ['사운드바 함께 설치', 40000], ['석고보드 보강 작업', 30000]] },
  freezerref: {
    area: { name: '냉장고 형태', multiple: false, options: [['양문형 2도어', 0], ['4도어', 80000], ['키친핏(빌트인형)', 40000]] },
    addons: [['메탈 질감 필름', 50000], ['손잡이 교체', 30000]],
  },
  finenet: { addons: [['현관 롤 방충망', 150000], ['방충망 프레임 교체(창 1개)', 40000]] },
  insulflm: {
    area: { name: '시공 창 추가', multiple: true, options: [['안방 창', 90000], ['작은방 창(1개)', 70000], ['주방 창', 60000]] },
    addons: [['사생활 보호 반사 필름으로 변경', 40000]],
  },
  noisefree: { addons: [['모서리 마감재', 30000], ['두께 업그레이드(4cm)', 150000]] },
  ingate: { addons: [['샤틴(간유리) 유리', 60000], ['상부 고정창', 120000], ['도어 스토퍼', 20000]] },
  restprod: {
    area: { name: '욕실 추가', multiple: false, options: [['욕실 1곳 추가', 90000]] },
    addons: [['해바라기 샤워 수전으로 변경', 150000]],
  },
  builtinac: { addons: [['실외기 앵글 설치', 150000], ['배관 연장(5m)', 120000]] },
  lighting: { addons: [['현관 센서등', 40000], ['디밍 스위치', 60000]] },
  builtinfurn: { addons: [['거울 도어', 150000], ['내부 LED 센서등', 80000]] },
  intflm: { addons: [['걸레받이 필름', 120000], ['몰딩 필름', 200000]] },
  curtain: { addons: [['속커튼 추가', 150000], ['커튼 박스 설치', 100000]] },
  inducheat: { addons: [['전기 전용선 증설', 150000], ['기존 가스레인지 철거', 30000]] },
  sinkbowl: { addons: [['배수 트랩 교체', 30000], ['절수 페달', 120000]] },
  aircon_clean: {
    area: { name: '대수 추가', multiple: false, options: [['1대 추가', 70000], ['2대 추가', 130000]] },
    addons: [['실외기 세척', 40000]],
  },
  furn: { addons: [['기존 가구 수거', 50000]] },
  move: { addons: [['에어컨 이전 설치', 150000], ['사다리차', 200000]] },
  tef: {
    area: { name: '욕실 추가', multiple: false, options: [['욕실 1곳 추가', 90000]] },
    addons: [['역류 방지 댐퍼 추가', 30000]],
  },
  fwd: { addons: [['싱크대 하부장 보강', 50000]] },
  hea: { addons: [['기존 하부장 개조', 100000]] },
};

export const ITEMS: SeedItem[] = [
  // 입주청소
  { itemIdx: 101, code: 'cleaning', partnerIdx: 1, name: '입주청소 스탠다드', summary: '4~6인 1팀이 하루 만에 끝내는 신축 입주청소, 평당 12,000원', tiers: [288000, 408000, 528000, 660000] },
  { itemIdx: 114, code: 'cleaning', partnerIdx: 2, name: '입주청소 프리미엄', summary: '스팀 살균과 HEPA 미세먼지 마무리까지, 꼼꼼함이 다른 입주청소', tiers: [336000, 476000, 616000, 770000], visitTimeSet: 'morningAfternoon14' },
  { itemIdx: 181, code: 'cleaning', partnerIdx: 3, name: '입주청소 + 새집증후군 패키지', summary: '청소 후 바로 광촉매 시공까지, 하루에 끝내는 입주 준비', tiers: [490000, 650000, 820000, 990000], visitTimeSet: 'morningAfternoon14' },
  { itemIdx: 102, code: 'cleaning', partnerIdx: 1, name: '이사청소 (구축·거주 전)', summary: '살던 집·구축 아파트의 묵은 때와 주방 기름때까지 빼는 이사청소', tiers: [320000, 440000, 560000, 700000] },
  // 탄성코트
  { itemIdx: 121, code: 'coatpnt', partnerIdx: 4, name: '탄성코트 베란다 전체', summary: '베란다 벽·천장 3회 도장으로 결로와 곰팡이를 막아요', tiers: [550000, 700000, 850000, 1000000] },
  { itemIdx: 122, code: 'coatpnt', partnerIdx: 5, name: '탄성코트 + 곰팡이 방지 프리미엄', summary: '항균 하도와 곰팡이 방지 상도로 북향 베란다도 안심', tiers: [640000, 800000, 960000, 1120000] },
  { itemIdx: 123, code: 'coatpnt', partnerIdx: 4, name: '확장형 세대 부분 탄성코트', summary: '확장한 집의 남은 베란다·실외기실만 골라 시공해요', tiers: [350000, 450000, 550000, 650000] },
  // 줄눈
  { itemIdx: 131, code: 'tljoint', partnerIdx: 6, name: '케라폴리 줄눈 (욕실 2곳 바닥)', summary: '변색에 강한 케라폴리로 욕실 바닥 줄눈을 새로 채워요', tiers: [480000, 600000, 680000, 760000] },
  { itemIdx: 132, code: 'tljoint', partnerIdx: 7, name: '폴리우레아 줄눈 (욕실 2곳 바닥)', summary: '탄성이 좋아 갈라짐이 적은 폴리우레아 줄눈', tiers: [420000, 550000, 620000, 700000] },
  { itemIdx: 133, code: 'tljoint', partnerIdx: 6, name: '에폭시 줄눈 프리미엄', summary: '물때가 스며들지 않는 에폭시, 욕실 바닥·벽 하단까지', tiers: [600000, 780000, 880000, 980000] },
  // 사전점검
  { itemIdx: 141, code: 'homeinsp', partnerIdx: 8, name: '사전점검 대행 기본', summary: '점검 전문가 2인이 육안·장비로 세대 전체를 살피고 보고서를 드려요', tiers: [250000, 300000, 350000, 400000] },
  { itemIdx: 142, code: 'homeinsp', partnerIdx: 9, name: '사전점검 정밀 (열화상·레벨기)', summary: '열화상 카메라, 레이저 레벨기, 라돈 측정기로 보이지 않는 하자까지', tiers: [350000, 420000, 490000, 560000] },
  { itemIdx: 143, code: 'homeinsp', partnerIdx: 8, name: '하자 보수 재점검', summary: '접수한 하자가 제대로 고쳐졌는지 입주 전에 다시 확인해요', tiers: [150000, 180000, 210000, 240000] },
  // 나노코팅
  { itemIdx: 151, code: 'nanoct', partnerIdx: 10, name: '나노코팅 욕실·주방', summary: '세면대·변기·욕조·주방 상판에 세라믹 나노 코팅 2회', tiers: [300000, 380000, 450000, 520000] },
  { itemIdx: 152, code: 'nanoct', partnerIdx: 10, name: '나노코팅 전체 세트', summary: '욕실 2곳, 주방, 현관 바닥까지 물 닿는 곳을 모두 코팅해요', tiers: [450000, 560000, 660000, 760000] },
  { itemIdx: 153, code: 'nanoct', partnerIdx: 5, name: '주방 상판 세라믹 코팅', summary: '엔지니어드스톤 상판 얼룩·착색 방지 코팅', flat: 250000, area: null },
  // 새집증후군
  { itemIdx: 161, code: 'sickhs', partnerIdx: 11, name: '새집증후군 광촉매 시공', summary: '가시광 광촉매로 포름알데히드·VOC를 분해해요, 시공 전후 측정 포함', tiers: [250000, 320000, 390000, 460000] },
  { itemIdx: 162, code: 'sickhs', partnerIdx: 11, name: '베이크아웃 + 피톤치드', summary: '난방으로 유해물질을 빼내고 피톤치드로 마무리하는 기본 시공', tiers: [180000, 240000, 300000, 360000] },
  { itemIdx: 163, code: 'sickhs', partnerIdx: 2, name: '친환경 VOC 저감 프리미엄', summary: '광촉매·음이온·피톤치드 3단계, 아이 방은 2회 시공', tiers: [390000, 480000, 570000, 660000] },
  // TV 벽걸이
  { itemIdx: 171, code: 'tvbrckt', partnerIdx: 12, name: 'TV 벽걸이 기본 설치', summary: '벽 구조를 확인하고 수평을 맞춰 거는 기본 설치, 브라켓 포함', flat: 89000 },
  { itemIdx: 172, code: 'tvbrckt', partnerIdx: 12, name: 'TV 벽걸이 + 매립 배선', summary: '전선이 보이지 않게 벽 안으로 배선하는 깔끔한 설치', flat: 189000 },
  // 냉장고 리폼
  { itemIdx: 191, code: 'freezerref', partnerIdx: 13, name: '냉장고 도어 필름 리폼', summary: '쓰던 냉장고 도어에 고광택·메탈 필름을 입혀 새것처럼', flat: 290000 },
  { itemIdx: 192, code: 'freezerref', partnerIdx: 13, name: '김치냉장고 도어 리폼', summary: '스탠드형 김치냉장고 도어를 주방 색에 맞춰 리폼해요', flat: 220000, area: null },
  { itemIdx: 193, code: 'freezerref', partnerIdx: 13, name: '냉장고 + 김치냉장고 세트 리폼', summary: '두 대를 같은 필름으로 맞춰 주방 분위기를 통일해요', flat: 470000 },
  // 방충망
  { itemIdx: 201, code: 'finenet', partnerIdx: 14, name: '미세방충망 전체 교체', summary: '촘촘한 미세방충망으로 벌레와 미세먼지를 함께 막아요', tiers: [280000, 360000, 440000, 520000] },
  { itemIdx: 202, code: 'finenet', partnerIdx: 14, name: '스테인리스 방충망 (반려동물)', summary: '고양이·강아지가 긁어도 찢어지지 않는 스테인리스 망', tiers: [380000, 480000, 580000, 680000] },
  { itemIdx: 203, code: 'finenet', partnerIdx: 14, name: '현관 롤 방충망', summary: '현관문을 열어 환기할 때 쓰는 접이식 롤 방충망', flat: 230000, addons: [['방충망 색상 변경(블랙)', 20000]] },
  // 단열필름
  { itemIdx: 211, code: 'insulflm', partnerIdx: 15, name: '단열필름 거실 창', summary: '거실 큰 창에 단열·자외선 차단 필름을 붙여요', tiers: [250000, 300000, 360000, 420000] },
  { itemIdx: 212, code: 'insulflm', partnerIdx: 15, name: '단열필름 전체 창', summary: '거실·방·주방 모든 창을 한 번에, 냉난방비 절감', tiers: [520000, 680000, 840000, 990000], area: null },
  // 층간소음매트
  { itemIdx: 221, code: 'noisefree', partnerIdx: 16, name: '층간소음매트 거실', summary: '거실 실측 후 맞춤 재단한 매트를 틈 없이 시공해요', tiers: [450000, 560000, 680000, 800000] },
  { itemIdx: 222, code: 'noisefree', partnerIdx: 16, name: '층간소음매트 거실 + 복도', summary: '아이가 뛰어다니는 동선 전체를 한 번에 덮어요', tiers: [620000, 760000, 900000, 1040000] },
  { itemIdx: 223, code: 'noisefree', partnerIdx: 16, name: '아이방 층간소음매트', summary: '아이방 한 곳을 맞춤 재단 매트로 시공해요', flat: 290000 },
  // 중문
  { itemIdx: 231, code: 'ingate', partnerIdx: 17, name: '3연동 슬라이딩 중문', summary: '세 짝이 함께 열리는 3연동 중문, 외풍과 소음 차단', tiers: [1350000, 1450000, 1550000, 1650000] },
  { itemIdx: 232, code: 'ingate', partnerIdx: 17, name: '슬림 스윙 중문', summary: '좁은 현관에 알맞은 초슬림 프레임 여닫이 중문', tiers: [990000, 1050000, 1120000, 1190000] },
  { itemIdx: 234, code: 'ingate', partnerIdx: 17, name: '맞춤 중문 (방문 견적)', summary: '현관 폭과 바닥 높이를 재고 디자인을 골라 견적을 드려요', quoteOnVisit: true },
  { itemIdx: 233, code: 'ingate', partnerIdx: 18, name: '원슬라이딩 중문', summary: '한 짝이 벽 쪽으로 미끄러지는 깔끔한 원슬라이딩', tiers: [1250000, 1320000, 1400000, 1480000] },
  // 욕실
  { itemIdx: 241, code: 'restprod', partnerIdx: 19, name: '욕실 수전 교체 (2곳)', summary: '세면대·샤워 수전을 원하는 제품으로 교체해요', flat: 240000 },
  { itemIdx: 242, code: 'restprod', partnerIdx: 19, name: '비데 설치', summary: '방수 등급 비데를 제품 포함으로 설치해요', flat: 290000, addons: [['전원 콘센트 신설', 50000]] },
  { itemIdx: 243, code: 'restprod', partnerIdx: 19, name: '욕실 액세서리 세트', summary: '수건걸이·휴지걸이·선반을 스테인리스 세트로 교체', flat: 180000 },
  // 시스템에어컨
  { itemIdx: 251, code: 'builtinac', partnerIdx: 20, name: '시스템에어컨 2대 (거실·안방)', summary: '천장 매립형 2대, 실외기 1대, 기본 배관 포함', tiers: [2400000, 2600000, 2800000, 3000000] },
  { itemIdx: 252, code: 'builtinac', partnerIdx: 20, name: '시스템에어컨 3대', summary: '거실·안방·작은방 3대, 입주 전 천장 매립 시공', tiers: [3300000, 3500000, 3700000, 3900000] },
  { itemIdx: 254, code: 'builtinac', partnerIdx: 20, name: '시스템에어컨 맞춤 설계 (방문 견적)', summary: '방 구조와 배관 길이를 보고 대수·용량을 맞춰 견적을 드려요', quoteOnVisit: true },
  { itemIdx: 253, code: 'builtinac', partnerIdx: 21, name: '시스템에어컨 4대', summary: '모든 방에 한 대씩, 대형 실외기 1대로 연결해요', tiers: [4200000, 4400000, 4600000, 4900000] },
  // 조명
  { itemIdx: 261, code: 'lighting', partnerIdx: 22, name: 'LED 조명 전체 교체', summary: '거실·방·주방·복도 기본 조명을 고효율 LED로', tiers: [390000, 490000, 590000, 690000] },
  { itemIdx: 262, code: 'lighting', partnerIdx: 22, name: '거실 디자인 조명', summary: '거실 중앙 조명을 디자인 조명으로 바꿔 분위기 있게', flat: 350000 },
  { itemIdx: 264, code: 'lighting', partnerIdx: 22, name: '조명 맞춤 설계 (방문 견적)', summary: '천장 구조와 원하는 분위기를 보고 조명 배치와 견적을 드려요', quoteOnVisit: true },
  { itemIdx: 263, code: 'lighting', partnerIdx: 22, name: '거실 라인조명 시공', summary: '천장 타공 후 매립하는 거실 라인조명', tiers: [450000, 550000, 650000, 750000] },
  // 붙박이장
  { itemIdx: 271, code: 'builtinfurn', partnerIdx: 23, name: '안방 붙박이장', summary: '벽 한 면을 채우는 맞춤 붙박이장, 내부 구성 선택', tiers: [1500000, 1800000, 2100000, 2400000] },
  { itemIdx: 272, code: 'builtinfurn', partnerIdx: 23, name: '드레스룸 시스템', summary: '선반·행거·서랍을 조합하는 드레스룸 시스템 가구', tiers: [1200000, 1450000, 1700000, 1950000] },
  { itemIdx: 274, code: 'builtinfurn', partnerIdx: 23, name: '맞춤 붙박이장 (방문 견적)', summary: '벽 치수를 재고 내부 구성을 함께 정해 견적을 드려요', quoteOnVisit: true },
  { itemIdx: 273, code: 'builtinfurn', partnerIdx: 23, name: '현관 신발장 확장', summary: '현관 벽면까지 키를 맞춘 신발장으로 수납을 두 배로', flat: 890000 },
  // 인테리어필름
  { itemIdx: 281, code: 'intflm', partnerIdx: 24, name: '방문·문틀 인테리어필름', summary: '방문과 문틀을 원하는 색으로, 철거 없이 하루 시공', tiers: [800000, 1000000, 1200000, 1400000] },
  { itemIdx: 282, code: 'intflm', partnerIdx: 24, name: '주방 상하부장 필름', summary: '주방 가구 도어를 무광·우드 필름으로 새것처럼', tiers: [900000, 1100000, 1300000, 1500000] },
  { itemIdx: 527, code: 'intflm', partnerIdx: 24, name: '냉장고 필름 리폼', summary: '인테리어필름 전문가가 하는 냉장고 도어 필름 시공', flat: 270000, visitTimeSet: 'refrigerator', addons: [['메탈 질감 필름', 50000], ['4도어 냉장고', 80000]] },
  { itemIdx: 528, code: 'intflm', partnerIdx: 24, name: '냉장고 + 김치냉장고 필름 세트', summary: '주방 가전 두 대를 같은 필름으로 맞춰 시공해요', flat: 450000, visitTimeSet: 'refrigerator', addons: [['메탈 질감 필름', 80000]] },
  // 커튼/블라인드
  { itemIdx: 291, code: 'curtain', partnerIdx: 25, name: '암막 커튼 (전체 창)', summary: '실측 후 맞춤 제작하는 암막 커튼, 레일 설치 포함', tiers: [490000, 650000, 820000, 990000] },
  { itemIdx: 292, code: 'curtain', partnerIdx: 25, name: '콤비 블라인드 (전체 창)', summary: '빛 조절이 쉬운 콤비 블라인드, 창마다 맞춤 제작', tiers: [390000, 520000, 650000, 780000] },
  { itemIdx: 293, code: 'curtain', partnerIdx: 25, name: '거실 전동 커튼', summary: '리모컨·앱으로 여닫는 거실 전동 커튼', flat: 890000 },
  // 인덕션
  { itemIdx: 301, code: 'inducheat', partnerIdx: 26, name: '3구 인덕션 교체 설치', summary: '가스레인지 철거 후 3구 인덕션 설치, 제품 포함', flat: 990000 },
  { itemIdx: 302, code: 'inducheat', partnerIdx: 26, name: '하이브리드 전기레인지', summary: '인덕션 2구 + 하이라이트 1구, 모든 냄비 사용 가능', flat: 790000 },
  // 싱크볼
  { itemIdx: 311, code: 'sinkbowl', partnerIdx: 26, name: '사각 언더 싱크볼 교체', summary: '넓고 깊은 사각 싱크볼로, 상판 타공과 마감 포함', flat: 450000 },
  { itemIdx: 312, code: 'sinkbowl', partnerIdx: 26, name: '싱크볼 + 수전 세트', summary: '싱크볼과 풀아웃 수전을 함께 교체해요', flat: 620000 },
  // 에어컨 청소
  { itemIdx: 321, code: 'aircon_clean', partnerIdx: 27, name: '벽걸이 에어컨 분해 청소', summary: '송풍팬까지 분해해 고압 세척하는 벽걸이 에어컨 청소', flat: 90000 },
  { itemIdx: 322, code: 'aircon_clean', partnerIdx: 27, name: '스탠드 에어컨 분해 청소', summary: '스탠드 에어컨 완전 분해 세척과 항균 코팅', flat: 140000 },
  { itemIdx: 323, code: 'aircon_clean', partnerIdx: 27, name: '시스템에어컨 청소 (2대)', summary: '천장형 시스템에어컨 2대 분해 세척, 드레인 팬 살균', tiers: [180000, 240000, 300000, 360000] },
  // 가구
  { itemIdx: 331, code: 'furn', partnerIdx: 28, name: '4인 패브릭 소파', summary: '생활 방수 패브릭 4인 소파, 배송·설치 포함', flat: 1890000 },
  { itemIdx: 332, code: 'furn', partnerIdx: 28, name: '세라믹 식탁 세트 (4인)', summary: '세라믹 상판 식탁과 의자 4개, 입주일 맞춤 배송', flat: 1290000 },
  // 이사
  { itemIdx: 341, code: 'move', partnerIdx: 29, name: '포장이사', summary: '포장부터 운반, 새집 정리까지 한 팀이 맡는 포장이사', tiers: [1100000, 1400000, 1700000, 2000000] },
  { itemIdx: 342, code: 'move', partnerIdx: 29, name: '반포장이사', summary: '큰 짐은 업체가, 잔짐 정리는 직접 하는 합리적인 이사', tiers: [800000, 1000000, 1200000, 1450000] },
  { itemIdx: 343, code: 'move', partnerIdx: 30, name: '입주 정리수납', summary: '정리수납 전문가가 새집 동선에 맞춰 옷장·주방을 정리해요', tiers: [550000, 700000, 850000, 1000000], addons: [['드레스룸 옷 정리 추가', 150000], ['주방 수납용품 세트', 80000]] },
  // 욕실 환풍기
  { itemIdx: 351, code: 'tef', partnerIdx: 31, name: '저소음 환풍기 교체 (욕실 2곳)', summary: '조용하고 풍량 좋은 환풍기로 교체해요', flat: 180000 },
  { itemIdx: 352, code: 'tef', partnerIdx: 31, name: '전동댐퍼 환풍기 (역류 방지)', summary: '꺼지면 댐퍼가 닫혀 담배 냄새 역류를 막아요', flat: 260000 },
  // 음식물처리기
  { itemIdx: 361, code: 'fwd', partnerIdx: 32, name: '분쇄형 음식물처리기', summary: '싱크대 하부에 설치하는 분쇄형, 환경부 인증 제품', flat: 690000 },
  { itemIdx: 362, code: 'fwd', partnerIdx: 32, name: '건조형 음식물처리기', summary: '설치 공사 없이 쓰는 건조·분쇄형 음식물처리기', flat: 490000, addons: [['필터 1년분', 60000]] },
  // 가전
  { itemIdx: 371, code: 'hea', partnerIdx: 33, name: '빌트인 식기세척기 12인용', summary: '하부장을 개조해 매립하는 12인용 식기세척기', flat: 1190000 },
  { itemIdx: 372, code: 'hea', partnerIdx: 33, name: '의류관리기 설치', summary: '드레스룸·현관 붙박이 공간에 의류관리기 설치', flat: 1490000, addons: [['전용 콘센트 신설', 50000]] },
];
