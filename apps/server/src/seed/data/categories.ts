/**
 * Service categories (itemType): every /business/{code} code of SPEC section 2, labelled with the
 * service-category labels of SPEC section 3.
 *
 * Code -> label decisions (the codes are abbreviations of the original product's item types):
 *   coatpnt 탄성코트 (elastic coat paint)      cleaning 입주청소          homeinsp 사전점검 (home inspection)
 *   tljoint 줄눈 (tile joint)                  ingate 중문 (inner gate)   builtinfurn 붙박이장
 *   builtinac 시스템에어컨 (built-in A/C)      curtain 커튼/블라인드      insulflm 단열필름
 *   sinkbowl 싱크볼                            restprod 욕실 (restroom products: 수전, 비데, 액세서리)
 *   freezerref 냉장고 리폼 (refrigerator refinishing)                     inducheat 인덕션
 *   nanoct 나노코팅                            sickhs 새집증후군 (sick house)                tvbrckt TV 벽걸이
 *   lighting 조명                              finenet 방충망 (fine-mesh screens)            noisefree 층간소음매트
 *   intflm 인테리어필름                        aircon_clean 에어컨 청소    move 이사
 *   furn 가구                                  tef 욕실 환풍기 (toilet exhaust fan)          fwd 음식물처리기 (food waste disposer)
 *   hea 가전 (home electric appliances)
 * SPEC lists 27 labels for 26 codes: the 27th, 정리수납 (organizing), has no /business code, so it is sold
 * as items of the 이사 (move) category ("입주 정리수납").
 *
 * Chapters (the /business/{chapter} pages that group categories): coat = coatpnt, nanoct;
 * clean = cleaning, sickhs; joint = tljoint; aircon = builtinac, aircon_clean. A category has one chapter,
 * so 에어컨 청소 sits in aircon, not clean.
 *
 * Visit-time sets (keys of VISIT_TIME_SETS in the contract): refrigerator 9/11/13/15 (freezerref),
 * inspection 10/12/14 (homeinsp), morningAfternoon 9/13 (most), morningAfternoon14 9/14 (work that needs a
 * long morning: 새집증후군, 중문, 붙박이장, 욕실, 단열필름), happyCall (no time; agreed on the happy call:
 * move, furn, hea, curtain).
 */
export type VisitTimeSet = 'refrigerator' | 'inspection' | 'morningAfternoon' | 'morningAfternoon14' | 'happyCall';

export interface SeedCategory {
  code: string;
  name: string;
  label: string;
  headline: string;
  description: string;
  chapter: 'coat' | 'clean' | 'joint' | 'aircon' | null;
  visitTimeSet: VisitTimeSet;
  hasItemGuide: boolean;
  /** Colours of the generated images: gradient from, gradient to, accent. */
  palette: [string, string, string];
  /** Which simple drawing the generated images use. */
  icon: string;
}

export const ITEM_GUIDE_CODES = [
  'homeinsp',
  'coatpnt',
  'tljoint',
  'cleaning',
  'nanoct',
  'sickhs',
  'tvbrckt',
  'finenet',
  'freezerref',
  'noisefree',
  'ingate',
  'intflm',
  'lighting',
] as const;

const guide = (code: string) => (ITEM_GUIDE_CODES as readonly string[]).includes(code);

type Raw = Omit<SeedCategory, 'hasItemGuide'>;

const RAW: Raw[] = [
  {
    code: 'cleaning',
    name: '입주청소',
    label: '입주청소',
    headline: '새집 먼지까지 말끔하게, 입주 전 마지막 단계',
    description:
      '공사 후 남은 시멘트 가루, 실리콘 자국, 창틀 먼지까지 전문 팀이 하루 만에 청소해요. 고객 95%가 입주 전에 선택하는 서비스예요.',
    chapter: 'clean',
    visitTimeSet: 'morningAfternoon',
    palette: ['#E8F3FF', '#C9E2FF', '#3182F6'],
    icon: 'sparkle',
  },
  {
    code: 'coatpnt',
    name: '탄성코트',
    label: '탄성코트',
    headline: '베란다 결로와 곰팡이를 막는 탄성 도막',
    description:
      '베란다·다용도실·실외기실 벽과 천장에 탄성 도료를 발라 결로와 곰팡이, 미세한 균열을 막아 줘요. 입주 전 빈집일 때 시공하는 것이 가장 깔끔해요.',
    chapter: 'coat',
    visitTimeSet: 'morningAfternoon',
    palette: ['#EEF7F0', '#CDEBD6', '#1F9D55'],
    icon: 'roller',
  },
  {
    code: 'tljoint',
    name: '줄눈 시공',
    label: '줄눈',
    headline: '물때 끼지 않는 욕실 타일 줄눈',
    description:
      '욕실과 현관 타일 사이 백시멘트를 파내고 케라폴리·폴리우레아 줄눈재로 메워 물때와 곰팡이를 막아요. 색상을 골라 타일 분위기도 바꿀 수 있어요.',
    chapter: 'joint',
    visitTimeSet: 'morningAfternoon',
    palette: ['#F3F0FF', '#DCD4FF', '#6B4EFF'],
    icon: 'tiles',
  },
  {
    code: 'homeinsp',
    name: '사전점검 대행',
    label: '사전점검',
    headline: '입주 전 하자, 전문가가 장비로 찾아드려요',
    description:
      '입주자 사전방문 기간에 점검 전문가가 열화상 카메라, 레이저 레벨기, 라돈 측정기로 세대를 점검하고 하자 접수용 보고서를 드려요.',
    chapter: null,
    visitTimeSet: 'inspection',
    palette: ['#FFF4E6', '#FFE0B8', '#F08C00'],
    icon: 'clipboard',
  },
  {
    code: 'nanoct',
    name: '나노코팅',
    label: '나노코팅',
    headline: '욕실·주방 물때 방지 나노 코팅',
    description:
      '세면대, 변기, 욕조, 주방 상판에 나노 세라믹 코팅을 입혀 물때와 오염이 잘 붙지 않게 해요. 청소가 한결 쉬워져요.',
    chapter: 'coat',
    visitTimeSet: 'morningAfternoon',
    palette: ['#E6FCF5', '#C3FAE8', '#0CA678'],
    icon: 'drop',
  },
  {
    code: 'sickhs',
    name: '새집증후군 시공',
    label: '새집증후군',
    headline: '새집 냄새와 유해물질을 줄여요',
    description:
      '광촉매·피톤치드 시공과 베이크아웃으로 포름알데히드와 휘발성유기화합물(VOC)을 줄여요. 아이와 반려동물이 있는 집에 특히 권해요.',
    chapter: 'clean',
    visitTimeSet: 'morningAfternoon14',
    palette: ['#F4FCE3', '#D8F5A2', '#5C940D'],
    icon: 'leaf',
  },
  {
    code: 'tvbrckt',
    name: 'TV 벽걸이 설치',
    label: 'TV 벽걸이',
    headline: '벽 구조를 확인하고 튼튼하게 거는 TV',
    description:
      '석고보드·콘크리트 벽 구조를 확인하고 TV 크기에 맞는 브라켓으로 수평을 맞춰 설치해요. 선 정리와 매립 배선도 함께 할 수 있어요.',
    chapter: null,
    visitTimeSet: 'morningAfternoon',
    palette: ['#EDF2FF', '#DBE4FF', '#4263EB'],
    icon: 'tv',
  },
  {
    code: 'freezerref',
    name: '냉장고 리폼',
    label: '냉장고 리폼',
    headline: '바꾸지 말고 새 옷 입히는 냉장고',
    description:
      '쓰던 냉장고·김치냉장고 도어에 고급 인테리어 필름을 입혀 새 주방과 어울리게 바꿔요. 새 냉장고를 사는 비용의 일부로 분위기를 바꿀 수 있어요.',
    chapter: null,
    visitTimeSet: 'refrigerator',
    palette: ['#F8F0FC', '#EEBEFA', '#AE3EC9'],
    icon: 'fridge',
  },
  {
    code: 'finenet',
    name: '미세방충망',
    label: '방충망',
    headline: '미세먼지와 벌레를 함께 막는 촘촘한 방충망',
    description:
      '기본 방충망을 촘촘한 미세방충망이나 튼튼한 스테인리스 방충망으로 바꿔요. 반려동물이 있는 집은 찢어지지 않는 망을 권해요.',
    chapter: null,
    visitTimeSet: 'morningAfternoon',
    palette: ['#E3FAFC', '#C5F6FA', '#1098AD'],
    icon: 'grid',
  },
  {
    code: 'insulflm',
    name: '단열필름',
    label: '단열필름',
    headline: '여름엔 시원하게, 겨울엔 따뜻하게',
    description:
      '창유리에 단열·자외선 차단 필름을 붙여 냉난방비를 줄이고 가구와 바닥이 바래는 것을 막아요. 사생활 보호 효과도 있어요.',
    chapter: null,
    visitTimeSet: 'morningAfternoon14',
    palette: ['#FFF9DB', '#FFEC99', '#E67700'],
    icon: 'window',
  },
  {
    code: 'noisefree',
    name: '층간소음매트',
    label: '층간소음매트',
    headline: '아이가 뛰어도 마음 편한 바닥',
    description:
      '거실과 복도에 맞춤 재단한 층간소음매트를 깔아 발걸음 소리와 충격음을 줄여요. 틈 없이 시공해 청소도 쉬워요.',
    chapter: null,
    visitTimeSet: 'morningAfternoon',
    palette: ['#FFF0F6', '#FFDEEB', '#D6336C'],
    icon: 'mat',
  },
  {
    code: 'ingate',
    name: '중문',
    label: '중문',
    headline: '현관 찬바람과 소음을 막는 중문',
    description:
      '현관과 거실 사이에 3연동·슬라이딩·스윙 중문을 달아 외풍과 냄새, 소음을 막아요. 실측 후 맞춤 제작해 설치해요.',
    chapter: null,
    visitTimeSet: 'morningAfternoon14',
    palette: ['#F1F3F5', '#DEE2E6', '#495057'],
    icon: 'door',
  },
  {
    code: 'restprod',
    name: '욕실 제품',
    label: '욕실',
    headline: '수전·비데·욕실 액세서리 교체',
    description:
      '기본 수전과 욕실 액세서리를 원하는 제품으로 바꾸고 비데를 설치해요. 제품과 시공을 한 번에 맡길 수 있어요.',
    chapter: null,
    visitTimeSet: 'morningAfternoon14',
    palette: ['#E7F5FF', '#D0EBFF', '#1C7ED6'],
    icon: 'faucet',
  },
  {
    code: 'builtinac',
    name: '시스템에어컨',
    label: '시스템에어컨',
    headline: '천장에 매립해 깔끔한 시스템에어컨',
    description:
      '입주 전 천장 매립형 시스템에어컨을 설치해요. 배관과 실외기 위치를 현장에 맞춰 설계하고 삼성·LG 정품으로 시공해요.',
    chapter: 'aircon',
    visitTimeSet: 'morningAfternoon',
    palette: ['#E7F5FF', '#A5D8FF', '#1971C2'],
    icon: 'aircon',
  },
  {
    code: 'lighting',
    name: '조명 교체',
    label: '조명',
    headline: '눈이 편한 LED와 분위기 있는 조명',
    description:
      '기본 조명을 고효율 LED나 디자인 조명으로 바꾸고 거실에 라인 조명을 더해요. 전기 공사 자격을 갖춘 기사가 시공해요.',
    chapter: null,
    visitTimeSet: 'morningAfternoon',
    palette: ['#FFF9DB', '#FFE066', '#F59F00'],
    icon: 'bulb',
  },
  {
    code: 'builtinfurn',
    name: '붙박이장',
    label: '붙박이장',
    headline: '벽에 꼭 맞춘 수납, 붙박이장과 드레스룸',
    description:
      '방 치수에 맞춰 붙박이장과 드레스룸 시스템을 제작해 설치해요. 도어 색상과 내부 구성을 원하는 대로 고를 수 있어요.',
    chapter: null,
    visitTimeSet: 'morningAfternoon14',
    palette: ['#FFF4E6', '#FFD8A8', '#D9480F'],
    icon: 'closet',
  },
  {
    code: 'intflm',
    name: '인테리어필름',
    label: '인테리어필름',
    headline: '철거 없이 새것처럼, 인테리어필름',
    description:
      '방문, 문틀, 주방 가구, 냉장고까지 인테리어필름으로 색과 질감을 바꿔요. 철거 없이 하루 이틀이면 분위기가 달라져요.',
    chapter: null,
    visitTimeSet: 'morningAfternoon',
    palette: ['#F8F9FA', '#E9ECEF', '#862E9C'],
    icon: 'film',
  },
  {
    code: 'curtain',
    name: '커튼·블라인드',
    label: '커튼/블라인드',
    headline: '창 크기에 맞춘 커튼과 블라인드',
    description:
      '실측 후 창마다 맞춤 제작한 암막 커튼, 콤비 블라인드, 전동 커튼을 설치해요. 방문 시간은 해피콜에서 정해요.',
    chapter: null,
    visitTimeSet: 'happyCall',
    palette: ['#FFF5F5', '#FFE3E3', '#C92A2A'],
    icon: 'curtain',
  },
  {
    code: 'inducheat',
    name: '인덕션',
    label: '인덕션',
    headline: '가스레인지 대신 인덕션으로',
    description:
      '가스레인지를 철거하고 인덕션이나 하이브리드 전기레인지를 설치해요. 전용 전기 배선 공사까지 한 번에 해요.',
    chapter: null,
    visitTimeSet: 'morningAfternoon',
    palette: ['#F1F3F5', '#CED4DA', '#212529'],
    icon: 'induction',
  },
  {
    code: 'sinkbowl',
    name: '싱크볼 교체',
    label: '싱크볼',
    headline: '넓고 조용한 사각 싱크볼',
    description:
      '기본 싱크볼을 넓은 사각 언더싱크볼로 바꾸고 수전도 함께 교체할 수 있어요. 상판 타공부터 실리콘 마감까지 해요.',
    chapter: null,
    visitTimeSet: 'morningAfternoon',
    palette: ['#F8F9FA', '#DEE2E6', '#5F3DC4'],
    icon: 'sink',
  },
  {
    code: 'aircon_clean',
    name: '에어컨 청소',
    label: '에어컨 청소',
    headline: '분해해서 닦는 에어컨 청소',
    description:
      '벽걸이·스탠드·시스템에어컨을 분해해 열교환기와 송풍팬의 곰팡이와 먼지를 고압 세척해요. 냄새와 전기요금이 줄어요.',
    chapter: 'aircon',
    visitTimeSet: 'morningAfternoon',
    palette: ['#E3FAFC', '#99E9F2', '#0C8599'],
    icon: 'fan',
  },
  {
    code: 'furn',
    name: '가구',
    label: '가구',
    headline: '새집에 맞춘 가구, 배송부터 설치까지',
    description:
      '소파, 식탁, 침대 등 입주 가구를 고르고 입주일에 맞춰 배송·설치해요. 배송 시간은 해피콜에서 정해요.',
    chapter: null,
    visitTimeSet: 'happyCall',
    palette: ['#FFF4E6', '#FFE8CC', '#A0522D'],
    icon: 'sofa',
  },
  {
    code: 'move',
    name: '이사',
    label: '이사',
    headline: '포장부터 정리수납까지 한 번에',
    description:
      '포장이사, 반포장이사, 입주 정리수납까지 믿을 수 있는 이사 업체가 맡아요. 견적과 시간은 해피콜에서 확정해요.',
    chapter: null,
    visitTimeSet: 'happyCall',
    palette: ['#EBFBEE', '#D3F9D8', '#2B8A3E'],
    icon: 'truck',
  },
  {
    code: 'tef',
    name: '욕실 환풍기',
    label: '욕실 환풍기',
    headline: '냄새 역류 막는 전동댐퍼 환풍기',
    description:
      '욕실 환풍기를 저소음·전동댐퍼 제품으로 바꿔 다른 집 냄새와 담배 연기가 들어오는 것을 막아요.',
    chapter: null,
    visitTimeSet: 'morningAfternoon',
    palette: ['#E7F5FF', '#BAC8FF', '#364FC7'],
    icon: 'fan',
  },
  {
    code: 'fwd',
    name: '음식물처리기',
    label: '음식물처리기',
    headline: '음식물 쓰레기, 집에서 바로 처리해요',
    description:
      '싱크대 하부에 분쇄형 음식물처리기를 설치하거나 건조형 제품을 들여 음식물 쓰레기 냄새와 번거로움을 줄여요.',
    chapter: null,
    visitTimeSet: 'morningAfternoon',
    palette: ['#F4FCE3', '#C0EB75', '#2F9E44'],
    icon: 'recycle',
  },
  {
    code: 'hea',
    name: '가전',
    label: '가전',
    headline: '입주 가전, 설치까지 한 번에',
    description:
      '식기세척기, 의류관리기 등 빌트인 가전을 입주 일정에 맞춰 배송·설치해요. 설치 시간은 해피콜에서 정해요.',
    chapter: null,
    visitTimeSet: 'happyCall',
    palette: ['#F3F0FF', '#D0BFFF', '#5F3DC4'],
    icon: 'appliance',
  },
];

export const CATEGORIES: SeedCategory[] = RAW.map((c) => ({ ...c, hasItemGuide: guide(c.code) }));

/** "함께 많이 찾는 서비스": what residents buy together, in display order. */
export const CATEGORY_RELATIONS: Record<string, string[]> = {
  cleaning: ['sickhs', 'tljoint', 'coatpnt', 'nanoct', 'aircon_clean'],
  coatpnt: ['tljoint', 'cleaning', 'nanoct', 'finenet'],
  tljoint: ['coatpnt', 'cleaning', 'nanoct', 'restprod'],
  homeinsp: ['cleaning', 'tljoint', 'coatpnt', 'sickhs'],
  nanoct: ['tljoint', 'cleaning', 'coatpnt', 'restprod'],
  sickhs: ['cleaning', 'nanoct', 'coatpnt', 'noisefree'],
  tvbrckt: ['lighting', 'curtain', 'builtinac', 'hea'],
  freezerref: ['intflm', 'sinkbowl', 'inducheat', 'hea'],
  finenet: ['insulflm', 'curtain', 'coatpnt', 'ingate'],
  insulflm: ['finenet', 'curtain', 'ingate', 'builtinac'],
  noisefree: ['sickhs', 'curtain', 'furn', 'cleaning'],
  ingate: ['intflm', 'lighting', 'builtinfurn', 'insulflm'],
  restprod: ['tef', 'tljoint', 'nanoct', 'sinkbowl'],
  builtinac: ['aircon_clean', 'insulflm', 'lighting', 'curtain'],
  lighting: ['tvbrckt', 'intflm', 'curtain', 'builtinac'],
  builtinfurn: ['intflm', 'ingate', 'furn', 'move'],
  intflm: ['freezerref', 'ingate', 'lighting', 'builtinfurn'],
  curtain: ['insulflm', 'lighting', 'finenet', 'furn'],
  inducheat: ['sinkbowl', 'fwd', 'freezerref', 'hea'],
  sinkbowl: ['fwd', 'inducheat', 'nanoct', 'restprod'],
  aircon_clean: ['builtinac', 'cleaning', 'sickhs'],
  furn: ['move', 'curtain', 'builtinfurn', 'hea'],
  move: ['cleaning', 'furn', 'hea', 'curtain'],
  tef: ['restprod', 'tljoint', 'nanoct'],
  fwd: ['sinkbowl', 'inducheat', 'hea'],
  hea: ['fwd', 'inducheat', 'furn', 'move'],
};
