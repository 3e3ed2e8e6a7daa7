import type { InspectionType, JudgeInput } from '@ipju/contract';
import { josa } from 'es-hangul';
import { formatNumber } from '../../../lib/format';

/**
 * A recording form's values as typed (strings, as the number keyboard gives them), turned into the type's
 * create body and the input of the contract's judgeTask. Pure, so the live verdict, the saved body and the
 * tests agree.
 */
export type Draft = Record<string, string>;

export const DEFAULT_DRAFTS: Record<InspectionType, Draft> = {
  level: { spanMm: '3000', deviationMm: '', location: '' },
  gradient: { kind: 'floor_drain_slope', spanMm: '1000', deviationMm: '', location: '' },
  thermal: { finding: 'insulation', surface: 'wall', surfaceTempC: '', indoorTempC: '', outdoorTempC: '', location: '', device: '' },
  radon: { substance: 'radon', value: '', durationMinutes: '', location: '', device: '' },
  visual: { category: 'wallpaper', severity: 'repair', location: '', description: '' },
};

/**
 * What the next task of a type starts with, from the last one saved on this phone: the span, the room and
 * outside temperatures, the device, the kind of slope. The measured value itself always starts empty.
 */
export const REMEMBERED_FIELDS: Record<InspectionType, readonly string[]> = {
  level: ['spanMm'],
  gradient: ['kind', 'spanMm'],
  thermal: ['indoorTempC', 'outdoorTempC', 'device', 'surface'],
  radon: ['substance', 'durationMinutes'],
  visual: ['category', 'severity'],
};

/**
 * A device belongs to what it measures: the radon screen's indoor-air readings keep one device per substance (an
 * RD200 is a radon monitor), so a formaldehyde reading never starts with the radon monitor of the one before and
 * is never printed with it. A thermal camera is the one device of its type (a plain remembered field).
 */
export const DEVICE_PER_FIELD: Partial<Record<InspectionType, string>> = { radon: 'substance' };

/** The fields cleared after a save, so the next reading is typed straight away. */
export const MEASURED_FIELDS: Record<InspectionType, readonly string[]> = {
  level: ['deviationMm', 'location'],
  gradient: ['deviationMm', 'location'],
  thermal: ['surfaceTempC', 'location'],
  radon: ['value', 'location'],
  visual: ['location', 'description'],
};

type Parsed = { ok: true; value: number | null } | { ok: false; error: string };

/** '3,5' and '3.5' are 3.5 (some keyboards give a comma); '' is null. */
function parseNumber(raw: string | undefined, rule: { label: string; min: number; max: number; int?: boolean; required: boolean; unit: string }): Parsed {
  const text = (raw ?? '').trim().replace(',', '.');
  if (text === '' || text === '-') return rule.required ? { ok: false, error: `${josa(rule.label, '을/를')} 입력해 주세요.` } : { ok: true, value: null };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, error: `${josa(rule.label, '은/는')} 숫자로 적어 주세요.` };
  if (rule.int && !Number.isInteger(value)) return { ok: false, error: `${josa(rule.label, '은/는')} 정수로 적어 주세요.` };
  if (value < rule.min || value > rule.max) return { ok: false, error: `${josa(rule.label, '은/는')} ${formatNumber(rule.min)}에서 ${formatNumber(rule.max)}${rule.unit} 사이로 적어 주세요.` };
  return { ok: true, value };
}

const RULES = {
  spanMm: { label: '측정 길이', min: 100, max: 20_000, int: true, required: true, unit: 'mm' },
  deviationMm: { label: '높이 차', min: -500, max: 500, required: true, unit: 'mm' },
  surfaceTempC: { label: '표면 온도', min: -50, max: 90, required: true, unit: '℃' },
  indoorTempC: { label: '실내 온도', min: -50, max: 90, required: true, unit: '℃' },
  outdoorTempC: { label: '외기 온도', min: -50, max: 90, required: false, unit: '℃' },
  value: { label: '측정값', min: 0, max: 1_000_000, required: true, unit: '' },
  durationMinutes: { label: '측정 시간', min: 1, max: 10_080, int: true, required: false, unit: '분' },
} as const;

export type DraftResult =
  | { ok: true; body: Record<string, unknown>; judge: JudgeInput }
  | { ok: false; errors: Record<string, string> };

/** The device goes with the reading as its comment (the contract has no device field): "측정 장비: RD200". */
export const deviceComment = (device: string | undefined) => (device?.trim() ? `측정 장비: ${device.trim()}` : null);

/**
 * The create body (without clientKey) and the judge input for a draft, or Korean messages by field.
 * `spaceIdx` null is allowed for radon only (the whole home).
 */
export function parseDraft(type: InspectionType, draft: Draft, spaceIdx: number | null): DraftResult {
  const errors: Record<string, string> = {};
  const num = (field: keyof typeof RULES) => {
    const parsed = parseNumber(draft[field], RULES[field]);
    if (!parsed.ok) {
      errors[field] = parsed.error;
      return null;
    }
    return parsed.value;
  };
  if (spaceIdx === null && type !== 'radon') errors.spaceIdx = '공간을 골라 주세요.';
  const location = (draft.location ?? '').trim();
  if (location.length > 100) errors.location = '위치는 100자까지 쓸 수 있어요.';

  switch (type) {
    case 'level': {
      const spanMm = num('spanMm');
      const deviationMm = num('deviationMm');
      if (Object.keys(errors).length) return { ok: false, errors };
      return { ok: true, body: { spaceIdx, location, spanMm, deviationMm }, judge: { type, spanMm: spanMm!, deviationMm: deviationMm! } };
    }
    case 'gradient': {
      const spanMm = num('spanMm');
      const deviationMm = num('deviationMm');
      const kind = draft.kind as 'wall_plumb' | 'floor_drain_slope' | 'threshold_slope';
      if (Object.keys(errors).length) return { ok: false, errors };
      return { ok: true, body: { spaceIdx, location, kind, spanMm, deviationMm }, judge: { type, kind, spanMm: spanMm!, deviationMm: deviationMm! } };
    }
    case 'thermal': {
      const surfaceTempC = num('surfaceTempC');
      const indoorTempC = num('indoorTempC');
      const outdoorTempC = num('outdoorTempC');
      const finding = draft.finding as 'insulation' | 'heating_coil' | 'condensation' | 'leak';
      const surface = draft.surface as 'wall' | 'ceiling' | 'floor' | 'glass_center' | 'glass_edge' | 'frame';
      if (Object.keys(errors).length) return { ok: false, errors };
      return {
        ok: true,
        body: { spaceIdx, location, finding, surface, surfaceTempC, indoorTempC, outdoorTempC, comment: deviceComment(draft.device) },
        judge: { type, surface, surfaceTempC: surfaceTempC!, indoorTempC: indoorTempC!, outdoorTempC },
      };
    }
    case 'radon': {
      const value = num('value');
      const durationMinutes = num('durationMinutes');
      const substance = draft.substance as 'radon' | 'formaldehyde' | 'benzene' | 'toluene' | 'ethylbenzene' | 'xylene' | 'styrene';
      if (Object.keys(errors).length) return { ok: false, errors };
      return {
        ok: true,
        body: { spaceIdx, location, substance, value, durationMinutes, comment: deviceComment(draft.device) },
        judge: { type, substance, value: value!, durationMinutes },
      };
    }
    case 'visual': {
      const description = (draft.description ?? '').trim();
      if (!description) errors.description = '하자 내용을 입력해 주세요.';
      else if (description.length > 1000) errors.description = '하자 내용은 1000자까지 쓸 수 있어요.';
      if (Object.keys(errors).length) return { ok: false, errors };
      return {
        ok: true,
        body: { spaceIdx, location, category: draft.category, severity: draft.severity, description },
        judge: { type },
      };
    }
  }
}

/** The draft's judge input while typing (null until the numbers it needs parse): the live verdict. */
export function liveJudgeInput(type: InspectionType, draft: Draft): JudgeInput | null {
  const result = parseDraft(type, draft, type === 'radon' ? null : 0);
  return result.ok ? result.judge : null;
}

/** The draft a saved or waiting task's values give back (editing it). */
export function draftFromBody(type: InspectionType, body: Record<string, unknown>): Draft {
  const draft: Draft = { ...DEFAULT_DRAFTS[type] };
  for (const key of Object.keys(draft)) {
    const value = body[key];
    if (value !== undefined && value !== null) draft[key] = String(value);
  }
  const comment = typeof body.comment === 'string' ? body.comment : '';
  if ('device' in draft && comment.startsWith('측정 장비: ')) draft.device = comment.slice('측정 장비: '.length);
  return draft;
}
