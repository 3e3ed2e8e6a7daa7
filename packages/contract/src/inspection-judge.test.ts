import { describe, expect, it } from 'vitest';
import { judgeTask, temperatureDifferenceRatio, type JudgeContext } from './inspection-judge';
import { defaultSpacesFor, defaultTdrRegion } from './inspection-spaces';
import type { InspectionStandardItem } from './inspection-standards';

const item = (key: string, over: Partial<InspectionStandardItem>): InspectionStandardItem => ({
  key,
  type: 'radon',
  label: key,
  unit: '',
  comparator: 'max',
  limit: 0,
  spanMm: null,
  condition: null,
  region: null,
  source: '테스트 출처',
  verified: true,
  note: null,
  ...over,
});

const STANDARDS = [
  item('air.radon.2019', { limit: 148 }),
  item('air.radon.2018', { limit: 200 }),
  item('air.radon.who', { limit: 100 }),
  item('air.formaldehyde', { limit: 210 }),
  item('level.floor', { type: 'level', limit: 2, spanMm: 3000 }),
  item('gradient.floor_drain_slope', { type: 'gradient', comparator: 'min', limit: 1 }),
  item('gradient.wall_plumb', { type: 'gradient', limit: 3, spanMm: 2400, verified: false }),
  item('thermal.tdr.glass_edge.II', { type: 'thermal', limit: 0.24, region: 'II' }),
  item('thermal.tdr.glass_edge.III', { type: 'thermal', limit: 0.27, region: 'III' }),
];
const CTX: JudgeContext = { region: 'II', approvedFrom2019_07: true };

describe('judgeTask', () => {
  it('judges radon against 148 Bq/㎥ (200 before 2019-07), says it is a screen, and notes WHO 100', () => {
    const over = judgeTask({ type: 'radon', substance: 'radon', value: 160, durationMinutes: 60 }, STANDARDS, CTX)!;
    expect(over).toMatchObject({ verdict: 'fail', verdictLabel: '기준 초과', measuredText: '160 Bq/㎥', allowedText: '148 Bq/㎥ 이하', standardKey: 'air.radon.2019' });
    expect(over.note).toContain('선별 결과');
    expect(judgeTask({ type: 'radon', substance: 'radon', value: 160, durationMinutes: 60 }, STANDARDS, { ...CTX, approvedFrom2019_07: false })).toMatchObject({
      verdict: 'pass',
      allowedText: '200 Bq/㎥ 이하',
    });
    expect(judgeTask({ type: 'radon', substance: 'radon', value: 120, durationMinutes: null }, STANDARDS, CTX)!.note).toContain('WHO 참고 수준 100');
    expect(judgeTask({ type: 'radon', substance: 'formaldehyde', value: 210, durationMinutes: null }, STANDARDS, CTX)).toMatchObject({ verdict: 'pass', allowedText: '210 μg/㎥ 이하' });
  });

  it('scales the floor level tolerance to the measured span', () => {
    expect(judgeTask({ type: 'level', spanMm: 3000, deviationMm: -2 }, STANDARDS, CTX)).toMatchObject({ verdict: 'pass', measuredText: '3,000 mm에 2 mm', allowedText: '3,000 mm에 2 mm 이하' });
    expect(judgeTask({ type: 'level', spanMm: 1500, deviationMm: 1.5 }, STANDARDS, CTX)).toMatchObject({ verdict: 'fail', allowedText: '1,500 mm에 1 mm 이하' });
  });

  it('needs a 1/100 fall toward the drain; a reverse slope fails and says so', () => {
    expect(judgeTask({ type: 'gradient', kind: 'floor_drain_slope', spanMm: 1000, deviationMm: 12 }, STANDARDS, CTX)).toMatchObject({ verdict: 'pass', measuredText: '1.2% (1,000 mm에 12 mm)' });
    expect(judgeTask({ type: 'gradient', kind: 'floor_drain_slope', spanMm: 1000, deviationMm: 8 }, STANDARDS, CTX)).toMatchObject({ verdict: 'fail' });
    const reverse = judgeTask({ type: 'gradient', kind: 'floor_drain_slope', spanMm: 1000, deviationMm: -5 }, STANDARDS, CTX)!;
    expect(reverse.verdict).toBe('fail');
    expect(reverse.note).toBe('배수구 반대쪽으로 기울어 있어요.');
    expect(judgeTask({ type: 'gradient', kind: 'wall_plumb', spanMm: 2400, deviationMm: 2 }, STANDARDS, CTX)).toMatchObject({ verdict: 'pass', note: '기준값이 아직 확인되지 않았어요.' });
  });

  it('never says 기준 초과 for thermal: over the region limit is 확인 필요, and no outdoor temperature means no TDR', () => {
    // (22 - 16) / (22 - -3) = 0.24: at the region II limit; region III allows 0.27.
    expect(judgeTask({ type: 'thermal', surface: 'glass_edge', surfaceTempC: 16, indoorTempC: 22, outdoorTempC: -3 }, STANDARDS, CTX)).toMatchObject({ verdict: 'pass', measuredText: 'TDR 0.24' });
    const cold = judgeTask({ type: 'thermal', surface: 'glass_edge', surfaceTempC: 12, indoorTempC: 22, outdoorTempC: -3 }, STANDARDS, CTX)!;
    expect(cold).toMatchObject({ verdict: 'check', verdictLabel: '확인 필요', measuredText: 'TDR 0.4', allowedText: 'TDR 0.24 이하 · 지역 II (중부2)' });
    expect(cold.note).toBe('열화상은 선별 검사예요. 확인이 필요해요.');
    expect(judgeTask({ type: 'thermal', surface: 'glass_edge', surfaceTempC: 12, indoorTempC: 22, outdoorTempC: null }, STANDARDS, CTX)!.note).toContain('외기 온도가 없어');
    expect(judgeTask({ type: 'thermal', surface: 'wall', surfaceTempC: 12, indoorTempC: 22, outdoorTempC: -3 }, STANDARDS, CTX)).toMatchObject({ verdict: 'check', allowedText: '기준 없음' });
  });

  it('is 확인 필요, never 적합, when the standard is missing; visual findings have no verdict', () => {
    expect(judgeTask({ type: 'level', spanMm: 3000, deviationMm: 0 }, [], CTX)).toMatchObject({ verdict: 'check', allowedText: '기준 없음' });
    expect(judgeTask({ type: 'visual' }, STANDARDS, CTX)).toBeNull();
  });
});

describe('temperatureDifferenceRatio', () => {
  it('is (Ti - Ts) / (Ti - To), null without an outdoor reading or when it is not colder outside', () => {
    expect(temperatureDifferenceRatio(25, 20, -15)).toBe(0.125);
    expect(temperatureDifferenceRatio(25, 20, null)).toBeNull();
    expect(temperatureDifferenceRatio(20, 18, 22)).toBeNull();
  });
});

describe('defaultSpacesFor', () => {
  it('follows the floor-plan type: 침실·욕실 counts by area, 드레스룸 from 59 ㎡', () => {
    const names = (area: number | null) => defaultSpacesFor(area).map((s) => s.name);
    expect(names(49)).toEqual(['현관', '거실', '주방', '침실1', '침실2', '욕실', '발코니', '다용도실']);
    expect(names(59.9)).toContain('드레스룸');
    expect(names(84.95)).toEqual(['현관', '거실', '주방', '침실1', '침실2', '침실3', '욕실1', '욕실2', '드레스룸', '발코니', '다용도실']);
    expect(names(114).filter((n) => n.startsWith('침실'))).toHaveLength(4);
    expect(names(null)).toEqual(names(84));
  });
});

describe('defaultTdrRegion', () => {
  it('starts from the 시/도: 강원 I, the south III, the rest II', () => {
    expect(defaultTdrRegion('강원특별자치도')).toBe('I');
    expect(defaultTdrRegion('서울특별시')).toBe('II');
    expect(defaultTdrRegion('부산광역시')).toBe('III');
    expect(defaultTdrRegion('제주특별자치도')).toBe('III');
    expect(defaultTdrRegion('경상북도')).toBe('II');
    expect(defaultTdrRegion(null)).toBe('II');
  });
});
