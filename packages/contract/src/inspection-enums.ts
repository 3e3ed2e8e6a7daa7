/**
 * The words of a pre-move-in inspection (사전점검), one source for the server, the web console, the resident's
 * pages, the PDF and the Excel (docs/INSPECTION.md). Zod-free so every side can import them cheaply.
 */

export const INSPECTION_TYPES = ['visual', 'level', 'gradient', 'thermal', 'radon'] as const;
export type InspectionType = (typeof INSPECTION_TYPES)[number];
export const INSPECTION_TYPE_LABELS: Record<InspectionType, string> = {
  visual: '육안 점검',
  level: '바닥 수평',
  gradient: '기울기',
  thermal: '열화상',
  radon: '라돈·공기질',
};

/** The types whose tasks belong to one space (GET .../tasks takes inspectionSpace; DELETE by inspection). */
export const SPACE_TASK_TYPES = ['thermal', 'visual'] as const;
export type SpaceTaskType = (typeof SPACE_TASK_TYPES)[number];
/** The types deleted with DELETE /inspection/{type}/tasks and commented with .../tasks/{taskId}/comment. */
export const MEASURE_TASK_TYPES = ['gradient', 'level', 'radon'] as const;
export type MeasureTaskType = (typeof MEASURE_TASK_TYPES)[number];
export const COMMENT_TASK_TYPES = ['gradient', 'level'] as const;
export type CommentTaskType = (typeof COMMENT_TASK_TYPES)[number];

export const WORK_STATES = ['writing', 'completed'] as const;
export type WorkState = (typeof WORK_STATES)[number];
export const WORK_STATE_LABELS: Record<WorkState, string> = { writing: '작성 중', completed: '작성 완료' };

export const INSPECTION_STATUSES = ['scheduled', 'in_progress', 'measured', 'reported', 'sent', 'cancelled'] as const;
export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];
export const INSPECTION_STATUS_LABELS: Record<InspectionStatus, string> = {
  scheduled: '점검 예정',
  in_progress: '점검 중',
  measured: '측정 완료',
  reported: '보고서 작성',
  sent: '보고서 발송',
  cancelled: '취소',
};

export const SPACE_KINDS = ['living', 'kitchen', 'bedroom', 'bathroom', 'balcony', 'entrance', 'dressroom', 'utility', 'other'] as const;
export type SpaceKind = (typeof SPACE_KINDS)[number];
export const SPACE_KIND_LABELS: Record<SpaceKind, string> = {
  living: '거실',
  kitchen: '주방',
  bedroom: '침실',
  bathroom: '욕실',
  balcony: '발코니',
  entrance: '현관',
  dressroom: '드레스룸',
  utility: '다용도실',
  other: '기타',
};

/** Visual defect categories: the builder's trades, which the 하자보수 pack groups by. */
export const DEFECT_CATEGORIES = [
  'wallpaper',
  'flooring',
  'tile',
  'window',
  'paint',
  'furniture',
  'plumbing',
  'electric',
  'silicone',
  'door',
  'ceiling',
  'other',
] as const;
export type DefectCategory = (typeof DEFECT_CATEGORIES)[number];
export const DEFECT_CATEGORY_LABELS: Record<DefectCategory, string> = {
  wallpaper: '도배',
  flooring: '바닥재',
  tile: '타일',
  window: '창호',
  paint: '도장',
  furniture: '가구',
  plumbing: '설비',
  electric: '전기',
  silicone: '실리콘',
  door: '문·문틀',
  ceiling: '천장',
  other: '기타',
};

/** Worst first: the order a report lists findings in. */
export const SEVERITIES = ['safety', 'repair', 'cosmetic'] as const;
export type Severity = (typeof SEVERITIES)[number];
export const SEVERITY_LABELS: Record<Severity, string> = { safety: '안전 위험', repair: '보수 필요', cosmetic: '미관' };

export const GRADIENT_KINDS = ['wall_plumb', 'floor_drain_slope', 'threshold_slope'] as const;
export type GradientKind = (typeof GRADIENT_KINDS)[number];
export const GRADIENT_KIND_LABELS: Record<GradientKind, string> = {
  wall_plumb: '벽 수직도',
  floor_drain_slope: '욕실 바닥 배수 기울기',
  threshold_slope: '욕실 문턱 기울기',
};

export const THERMAL_FINDINGS = ['insulation', 'heating_coil', 'condensation', 'leak'] as const;
export type ThermalFinding = (typeof THERMAL_FINDINGS)[number];
export const THERMAL_FINDING_LABELS: Record<ThermalFinding, string> = {
  insulation: '단열 부족 의심',
  heating_coil: '난방 배관 누락 의심',
  condensation: '결로 위험',
  leak: '누수 의심',
};

export const THERMAL_SURFACES = ['wall', 'ceiling', 'floor', 'glass_center', 'glass_edge', 'frame'] as const;
export type ThermalSurface = (typeof THERMAL_SURFACES)[number];
export const THERMAL_SURFACE_LABELS: Record<ThermalSurface, string> = {
  wall: '벽',
  ceiling: '천장',
  floor: '바닥',
  glass_center: '유리 중앙부',
  glass_edge: '유리 모서리',
  frame: '창틀',
};

export const AIR_SUBSTANCES = ['radon', 'formaldehyde', 'benzene', 'toluene', 'ethylbenzene', 'xylene', 'styrene'] as const;
export type AirSubstance = (typeof AIR_SUBSTANCES)[number];
export const AIR_SUBSTANCE_LABELS: Record<AirSubstance, string> = {
  radon: '라돈',
  formaldehyde: '폼알데하이드',
  benzene: '벤젠',
  toluene: '톨루엔',
  ethylbenzene: '에틸벤젠',
  xylene: '자일렌',
  styrene: '스티렌',
};
export const AIR_SUBSTANCE_UNITS: Record<AirSubstance, string> = {
  radon: 'Bq/㎥',
  formaldehyde: 'μg/㎥',
  benzene: 'μg/㎥',
  toluene: 'μg/㎥',
  ethylbenzene: 'μg/㎥',
  xylene: 'μg/㎥',
  styrene: 'μg/㎥',
};

export const VERDICTS = ['pass', 'fail', 'check'] as const;
export type Verdict = (typeof VERDICTS)[number];
export const VERDICT_LABELS: Record<Verdict, string> = { pass: '적합', fail: '기준 초과', check: '확인 필요' };

/** 단열·결로 설계 지역 (TDR): I 중부1, II 중부2, III 남부 (plus 제주, judged as III). */
export const TDR_REGIONS = ['I', 'II', 'III'] as const;
export type TdrRegion = (typeof TDR_REGIONS)[number];
export const TDR_REGION_LABELS: Record<TdrRegion, string> = { I: '지역 I (중부1)', II: '지역 II (중부2)', III: '지역 III (남부)' };

export const PHOTO_ROLES = ['wide', 'close', 'scale'] as const;
export type PhotoRole = (typeof PHOTO_ROLES)[number];
export const PHOTO_ROLE_LABELS: Record<PhotoRole, string> = { wide: '위치 (원경)', close: '하자 (근접)', scale: '자·줄자와 함께' };
/** The same roles in one word, for a badge on a photo or a button (사진 찍기 · 근접). */
export const PHOTO_ROLE_SHORT_LABELS: Record<PhotoRole, string> = { wide: '위치', close: '근접', scale: '자·줄자' };
