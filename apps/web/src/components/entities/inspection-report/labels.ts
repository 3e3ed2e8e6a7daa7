import type { InspectionType, Severity, Verdict, VisualCategory } from './types';

/**
 * Words of DESIGN-13's enums. Temporary: the contract's `inspection.ts` (INSPECTION_TYPE_LABELS, severity,
 * category and verdict labels) replaces this file when it lands, so server, PDF, Excel and web share one source.
 */
export const TYPE_LABELS: Record<InspectionType, string> = {
  visual: '육안 점검',
  level: '바닥 수평',
  gradient: '기울기',
  thermal: '열화상',
  radon: '라돈·공기질',
};

export const SEVERITY_LABELS: Record<Severity, string> = {
  safety: '안전 위험',
  repair: '보수 필요',
  cosmetic: '미관',
};

export const VERDICT_LABELS: Record<Verdict, string> = {
  pass: '적합',
  fail: '기준 초과',
  check: '확인 필요',
};

export const CATEGORY_LABELS: Record<VisualCategory, string> = {
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
