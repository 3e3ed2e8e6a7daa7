/**
 * Domain labels shared by server, web and reports (SPEC sections 2 and 3).
 */

/** The /business/{code} codes of SPEC section 2 (category pages). */
export const CATEGORY_CODES = [
  'coatpnt',
  'cleaning',
  'homeinsp',
  'tljoint',
  'ingate',
  'builtinfurn',
  'builtinac',
  'curtain',
  'insulflm',
  'sinkbowl',
  'restprod',
  'freezerref',
  'inducheat',
  'nanoct',
  'sickhs',
  'tvbrckt',
  'lighting',
  'finenet',
  'noisefree',
  'intflm',
  'aircon_clean',
  'move',
  'furn',
  'tef',
  'fwd',
  'hea',
] as const;
export type CategoryCode = (typeof CATEGORY_CODES)[number];

/** Chapter pages (/business/{chapter}) grouping several categories (categories.chapter). */
export const CHAPTER_CODES = ['coat', 'clean', 'joint', 'aircon'] as const;
export type ChapterCode = (typeof CHAPTER_CODES)[number];

export const CHAPTER_NAMES: Record<ChapterCode, string> = {
  coat: '코팅',
  clean: '청소',
  joint: '줄눈',
  aircon: '에어컨',
};

/** /item-guide/{code} codes of SPEC section 2. */
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

/**
 * The service-category label map of SPEC section 3 (27 labels): every category code, plus 정리수납
 * (organize), which has a label but no /business page.
 */
export const SERVICE_CATEGORY_LABELS = {
  cleaning: '입주청소',
  coatpnt: '탄성코트',
  tljoint: '줄눈',
  homeinsp: '사전점검',
  nanoct: '나노코팅',
  sickhs: '새집증후군',
  tvbrckt: 'TV 벽걸이',
  freezerref: '냉장고 리폼',
  finenet: '방충망',
  insulflm: '단열필름',
  noisefree: '층간소음매트',
  ingate: '중문',
  restprod: '욕실',
  builtinac: '시스템에어컨',
  lighting: '조명',
  builtinfurn: '붙박이장',
  intflm: '인테리어필름',
  curtain: '커튼/블라인드',
  inducheat: '인덕션',
  sinkbowl: '싱크볼',
  aircon_clean: '에어컨 청소',
  furn: '가구',
  move: '이사',
  tef: '욕실 환풍기',
  fwd: '음식물처리기',
  hea: '가전',
  organize: '정리수납',
} as const satisfies Record<CategoryCode | 'organize', string>;
export type ServiceCategoryLabelKey = keyof typeof SERVICE_CATEGORY_LABELS;

/** The label of a category or chapter code, or the code itself when unknown. */
export function categoryLabel(code: string): string {
  return (
    (SERVICE_CATEGORY_LABELS as Record<string, string>)[code] ??
    (CHAPTER_NAMES as Record<string, string>)[code] ??
    code
  );
}
