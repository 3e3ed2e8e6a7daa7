/**
 * A home's size as residents read it (DESIGN.md "Sizes as `34평 (전용 84㎡)`"), in one place for the web,
 * the server's labels and the inspection report.
 */

function trimNumber(value: number, maxFraction = 2): string {
  return String(Number(value.toFixed(maxFraction)));
}

/** formatPyeong(34, 84.97) -> '34평 (전용 84.97㎡)'; formatPyeong(34, 84.0) -> '34평 (전용 84㎡)'. */
export function formatPyeong(pyeong: number, exclusiveArea?: number | null): string {
  const base = `${trimNumber(pyeong, 1)}평`;
  if (exclusiveArea == null || Number.isNaN(exclusiveArea)) return base;
  return `${base} (전용 ${trimNumber(exclusiveArea)}㎡)`;
}

/** The size of a home whose 평형 or 전용면적 may be unknown: '34평 (전용 84㎡)', '전용 84㎡', '34평' or ''. */
export function formatHomeSize(pyeong: number | null, exclusiveArea: number | null): string {
  if (pyeong) return formatPyeong(pyeong, exclusiveArea);
  return exclusiveArea != null ? `전용 ${trimNumber(exclusiveArea)}㎡` : '';
}
