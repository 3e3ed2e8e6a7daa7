import { judgeTask } from '@ipju/contract';
import { describe, expect, it } from 'vitest';
import { draftFromBody, DEFAULT_DRAFTS, liveJudgeInput, parseDraft } from './task-draft';
import { rememberDraft, startingDraft } from './last-values';

describe('recording form values', () => {
  it('turns typed strings into the type body, a comma read as a decimal point', () => {
    const result = parseDraft('gradient', { ...DEFAULT_DRAFTS.gradient, deviationMm: '-3,5', spanMm: '1000' }, 103);
    expect(result).toEqual({
      ok: true,
      body: { spaceIdx: 103, location: '', kind: 'floor_drain_slope', spanMm: 1000, deviationMm: -3.5 },
      judge: { type: 'gradient', kind: 'floor_drain_slope', spanMm: 1000, deviationMm: -3.5 },
    });
  });

  it('names each wrong field in Korean', () => {
    const result = parseDraft('thermal', { ...DEFAULT_DRAFTS.thermal, surfaceTempC: 'abc', indoorTempC: '', spanMm: '' }, null);
    expect(result).toEqual({
      ok: false,
      errors: { spaceIdx: '공간을 골라 주세요.', surfaceTempC: '표면 온도는 숫자로 적어 주세요.', indoorTempC: '실내 온도를 입력해 주세요.' },
    });
    expect(parseDraft('level', { ...DEFAULT_DRAFTS.level, deviationMm: '3', spanMm: '50' }, 1)).toEqual({
      ok: false,
      errors: { spanMm: '측정 길이는 100에서 20,000mm 사이로 적어 주세요.' },
    });
  });

  it('lets radon be measured for the whole home and keeps the device as the comment', () => {
    const result = parseDraft('radon', { ...DEFAULT_DRAFTS.radon, value: '160', device: 'RD200' }, null);
    expect(result.ok && result.body).toEqual({ spaceIdx: null, location: '', substance: 'radon', value: 160, durationMinutes: null, comment: '측정 장비: RD200' });
    expect(draftFromBody('radon', result.ok ? result.body : {})).toMatchObject({ value: '160', device: 'RD200' });
  });

  it('judges the typed values with the contract, as the report will', () => {
    const input = liveJudgeInput('level', { ...DEFAULT_DRAFTS.level, deviationMm: '1.5' });
    const standard = { key: 'level.floor', type: 'level' as const, label: '바닥 수평', unit: 'mm', comparator: 'max' as const, limit: 2, spanMm: 3000, condition: null, region: null, source: 'LH', verified: true, note: null };
    expect(judgeTask(input!, [standard], { region: 'II', approvedFrom2019_07: true })?.verdictLabel).toBe('적합');
    expect(liveJudgeInput('level', { ...DEFAULT_DRAFTS.level, deviationMm: '' })).toBeNull();
  });

  it('starts the next form with the span, temperatures and device of the last one, never its measured value', () => {
    rememberDraft('thermal', { ...DEFAULT_DRAFTS.thermal, indoorTempC: '22', outdoorTempC: '-3', device: 'FLIR C5', surfaceTempC: '14' });
    expect(startingDraft('thermal')).toMatchObject({ indoorTempC: '22', outdoorTempC: '-3', device: 'FLIR C5', surfaceTempC: '' });
    expect(startingDraft('level').spanMm).toBe('3000');
  });
});
