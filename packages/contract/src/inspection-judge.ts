import {
  AIR_SUBSTANCE_UNITS,
  TDR_REGION_LABELS,
  VERDICT_LABELS,
  type AirSubstance,
  type GradientKind,
  type TdrRegion,
  type ThermalSurface,
  type Verdict,
} from './inspection-enums';
import { THERMAL_SCREEN_NOTE, type InspectionStandardItem } from './inspection-standards';
import type { TaskJudgement } from './inspection-tasks';

/**
 * The verdict of a measurement against the standards an inspection copied when it started. Pure: the
 * console shows the same verdict the report prints. Visual findings have none (their severity says it all).
 * A missing standard is never a pass: it is 확인 필요 (check).
 */

export interface JudgeContext {
  region: TdrRegion;
  /** 2019년 7월 이후 사업승인 (radon 148 Bq/㎥; before that 200). */
  approvedFrom2019_07: boolean;
}

export type JudgeInput =
  | { type: 'visual' }
  | { type: 'level'; spanMm: number; deviationMm: number }
  | { type: 'gradient'; kind: GradientKind; spanMm: number; deviationMm: number }
  | { type: 'thermal'; surface: ThermalSurface; surfaceTempC: number; indoorTempC: number; outdoorTempC: number | null }
  | { type: 'radon'; substance: AirSubstance; value: number; durationMinutes: number | null };

/** Rounded for reading: at most `digits` decimals, no trailing zeros (1.50 -> 1.5). */
export const roundTo = (value: number, digits = 1) => Number(value.toFixed(digits));
const n = (value: number, digits = 1) => String(roundTo(value, digits)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** (Ti - Ts) / (Ti - To): 0 when the surface is as warm as the room, 1 when as cold as outside. */
export function temperatureDifferenceRatio(indoorC: number, surfaceC: number, outdoorC: number | null): number | null {
  if (outdoorC === null || indoorC - outdoorC <= 0) return null;
  return roundTo((indoorC - surfaceC) / (indoorC - outdoorC), 3);
}

export const RADON_SCREEN_NOTE = '점검 중 짧게 측정한 선별 결과예요. 정확한 값은 48~72시간 측정해야 해요.';

/** The standard key a reading is judged by, or null when none applies (visual, thermal wall/floor). */
export function standardKeyFor(input: JudgeInput, context: JudgeContext): string | null {
  switch (input.type) {
    case 'visual':
      return null;
    case 'level':
      return 'level.floor';
    case 'gradient':
      return `gradient.${input.kind}`;
    case 'thermal':
      return ['glass_center', 'glass_edge', 'frame'].includes(input.surface) ? `thermal.tdr.${input.surface}.${context.region}` : null;
    case 'radon':
      return input.substance === 'radon' ? (context.approvedFrom2019_07 ? 'air.radon.2019' : 'air.radon.2018') : `air.${input.substance}`;
  }
}

const judged = (verdict: Verdict, measuredText: string, allowedText: string, note: string | null, standardKey: string | null): TaskJudgement => ({
  verdict,
  verdictLabel: VERDICT_LABELS[verdict],
  measuredText,
  allowedText,
  note,
  standardKey,
});

/** What a reading's allowed value says when no standard covers it. */
export const NO_STANDARD = '기준 없음';

export function judgeTask(input: JudgeInput, standards: readonly InspectionStandardItem[], context: JudgeContext): TaskJudgement | null {
  if (input.type === 'visual') return null;
  const key = standardKeyFor(input, context);
  const item = key ? standards.find((s) => s.key === key) : undefined;
  const unverified = item && !item.verified ? '기준값이 아직 확인되지 않았어요.' : null;
  switch (input.type) {
    case 'level': {
      const measured = `${n(input.spanMm, 0)} mm에 ${n(Math.abs(input.deviationMm))} mm`;
      if (!item) return judged('check', measured, NO_STANDARD, '적용할 기준이 없어 확인이 필요해요.', key);
      const allowed = item.spanMm ? (item.limit * input.spanMm) / item.spanMm : item.limit;
      const verdict = Math.abs(input.deviationMm) <= allowed ? 'pass' : 'fail';
      return judged(verdict, measured, `${n(input.spanMm, 0)} mm에 ${n(allowed)} mm 이하`, unverified, key);
    }
    case 'gradient': {
      if (input.kind === 'wall_plumb') {
        const measured = `${n(input.spanMm, 0)} mm에 ${n(Math.abs(input.deviationMm))} mm`;
        if (!item) return judged('check', measured, NO_STANDARD, '적용할 기준이 없어 확인이 필요해요.', key);
        const allowed = item.spanMm ? (item.limit * input.spanMm) / item.spanMm : item.limit;
        const verdict = Math.abs(input.deviationMm) <= allowed ? 'pass' : 'fail';
        return judged(verdict, measured, `${n(input.spanMm, 0)} mm에 ${n(allowed)} mm 이하`, unverified, key);
      }
      // Floor and threshold: the drop toward the drain over the span, as a percentage (1/100 = 1 %).
      const percent = (input.deviationMm / input.spanMm) * 100;
      const measured = `${n(percent, 2)}% (${n(input.spanMm, 0)} mm에 ${n(input.deviationMm)} mm)`;
      const reverse = input.deviationMm < 0 ? '배수구 반대쪽으로 기울어 있어요.' : null;
      if (!item) return judged('check', measured, NO_STANDARD, reverse ?? '적용할 기준이 없어 확인이 필요해요.', key);
      const verdict = percent >= item.limit ? 'pass' : 'fail';
      return judged(verdict, measured, `${n(item.limit, 2)}% 이상 (배수구 쪽으로)`, reverse ?? unverified, key);
    }
    case 'thermal': {
      const tdr = temperatureDifferenceRatio(input.indoorTempC, input.surfaceTempC, input.outdoorTempC);
      if (tdr === null) {
        return judged('check', `표면 ${n(input.surfaceTempC)}℃ / 실내 ${n(input.indoorTempC)}℃`, item ? `TDR ${n(item.limit, 2)} 이하` : NO_STANDARD, `외기 온도가 없어 TDR을 계산하지 않았어요. ${THERMAL_SCREEN_NOTE}`, key);
      }
      const measured = `TDR ${n(tdr, 2)}`;
      if (!item) return judged('check', measured, NO_STANDARD, THERMAL_SCREEN_NOTE, key);
      const allowed = `TDR ${n(item.limit, 2)} 이하 · ${TDR_REGION_LABELS[context.region]}`;
      // Thermal never says 기준 초과: an image only screens, so over the limit is 확인 필요.
      return tdr <= item.limit ? judged('pass', measured, allowed, unverified, key) : judged('check', measured, allowed, THERMAL_SCREEN_NOTE, key);
    }
    case 'radon': {
      const unit = AIR_SUBSTANCE_UNITS[input.substance];
      const measured = `${n(input.value)} ${unit}`;
      const screen = input.substance === 'radon' ? RADON_SCREEN_NOTE : null;
      if (!item) return judged('check', measured, NO_STANDARD, screen ?? '적용할 기준이 없어 확인이 필요해요.', key);
      const verdict = input.value <= item.limit ? 'pass' : 'fail';
      const who = input.substance === 'radon' ? standards.find((s) => s.key === 'air.radon.who') : undefined;
      const overWho = verdict === 'pass' && who && input.value > who.limit ? `WHO 참고 수준 ${n(who.limit)} ${unit}보다 높아요.` : null;
      const note = [screen, overWho, unverified].filter(Boolean).join(' ') || null;
      return judged(verdict, measured, `${n(item.limit)} ${unit} 이하`, note, key);
    }
  }
}
