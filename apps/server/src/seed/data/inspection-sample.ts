import type { PhotoShape } from '@ipju/contract';

/**
 * The demo's finished sample inspection (사전점검 샘플 보고서): what an inspection team records in an 84㎡ flat.
 * Spaces are the 84㎡ floor plan's names (defaultSpacesFor); values are plausible readings, written so the
 * verdicts differ (some within the standard, some over it, thermal screens to confirm).
 */
export interface SampleTask {
  type: 'visual' | 'level' | 'gradient' | 'thermal' | 'radon';
  space: string | null;
  location: string;
  values: Record<string, string | number | null>;
  comment?: string;
  /** Photos: the scene category they are drawn from (review-photos.ts) and whether the close-up is marked. */
  photos?: { scene: string; role: 'wide' | 'close' | 'scale'; mark?: string }[];
}

const v = (category: string, severity: string, description: string) => ({ category, severity, description });

export const SAMPLE_TASKS: SampleTask[] = [
  { type: 'visual', space: '현관', location: '현관문 안쪽 하단', values: v('door', 'cosmetic', '현관문 하단 도장에 10cm 길이 긁힘이 있어요.'), photos: [{ scene: 'homeinsp', role: 'close', mark: '긁힘' }] },
  { type: 'visual', space: '현관', location: '중문 앞 바닥', values: v('tile', 'repair', '바닥 타일 1장이 두드리면 빈 소리가 나요 (들뜸).'), photos: [{ scene: 'tljoint', role: 'wide' }, { scene: 'tljoint', role: 'close', mark: '들뜸' }] },
  { type: 'visual', space: '거실', location: '아트월 왼쪽', values: v('wallpaper', 'repair', '도배지 이음부가 3mm 정도 벌어졌어요.'), photos: [{ scene: 'homeinsp', role: 'wide' }, { scene: 'homeinsp', role: 'close', mark: '이음부' }] },
  { type: 'visual', space: '거실', location: '발코니 창 앞', values: v('flooring', 'repair', '마루 이음부에 약 1mm 단차가 있어요.'), photos: [{ scene: 'cleaning', role: 'close', mark: '단차' }] },
  { type: 'visual', space: '거실', location: '발코니 창', values: v('window', 'repair', '창 잠금장치가 헐거워 완전히 잠기지 않아요.'), photos: [{ scene: 'homeinsp', role: 'close' }] },
  { type: 'visual', space: '주방', location: '상부장 왼쪽 두 번째 문', values: v('furniture', 'repair', '상부장 문짝이 옆 문보다 4mm 낮게 달렸어요.'), photos: [{ scene: 'freezerref', role: 'wide' }, { scene: 'freezerref', role: 'close', mark: '수평' }] },
  { type: 'visual', space: '주방', location: '싱크대 상판 뒤', values: v('silicone', 'repair', '상판과 벽 사이 실리콘이 30cm 정도 빠져 있어요.'), photos: [{ scene: 'freezerref', role: 'close', mark: '누락' }] },
  { type: 'visual', space: '침실1', location: '천장 몰딩 아래', values: v('wallpaper', 'cosmetic', '도배지에 손자국 오염이 있어요.'), photos: [{ scene: 'homeinsp', role: 'close' }] },
  { type: 'visual', space: '침실2', location: '침대 머리 쪽 콘센트', values: v('electric', 'safety', '콘센트 덮개가 깨져 단자가 드러나 있어요.'), photos: [{ scene: 'homeinsp', role: 'wide' }, { scene: 'homeinsp', role: 'close', mark: '파손' }] },
  { type: 'visual', space: '욕실1', location: '샤워부스 벽 모서리', values: v('tile', 'safety', '벽 타일 모서리가 깨져 날카로워요.'), photos: [{ scene: 'tljoint', role: 'close', mark: '깨짐' }, { scene: 'tljoint', role: 'scale' }] },
  { type: 'visual', space: '욕실2', location: '세면대', values: v('plumbing', 'repair', '세면대 물이 느리게 빠져요 (배수 불량).'), photos: [{ scene: 'tljoint', role: 'wide' }] },
  { type: 'visual', space: '발코니', location: '천장', values: v('paint', 'cosmetic', '천장 도장에 얼룩과 결로 자국이 있어요.'), photos: [{ scene: 'coatpnt', role: 'wide' }] },
  { type: 'visual', space: '드레스룸', location: '출입문', values: v('door', 'repair', '문이 문틀에 걸려 끝까지 닫히지 않아요.'), photos: [{ scene: 'homeinsp', role: 'close' }] },
  { type: 'level', space: '거실', location: '소파 자리 (창 쪽 → 주방 쪽)', values: { spanMm: 3000, deviationMm: 6 }, comment: '마루 시공 전 바탕면 보정이 필요해 보여요.' },
  { type: 'level', space: '침실1', location: '방 중앙', values: { spanMm: 3000, deviationMm: 2 } },
  { type: 'gradient', space: '욕실1', location: '배수구 앞 1m', values: { kind: 'floor_drain_slope', spanMm: 1000, deviationMm: 6 }, comment: '샤워 후 문턱 쪽에 물이 고여요.', photos: [{ scene: 'tljoint', role: 'scale' }] },
  { type: 'gradient', space: '욕실2', location: '문턱 → 배수구', values: { kind: 'threshold_slope', spanMm: 600, deviationMm: 9 } },
  { type: 'gradient', space: '거실', location: '아트월', values: { kind: 'wall_plumb', spanMm: 2400, deviationMm: 2 } },
  { type: 'thermal', space: '침실2', location: '창 오른쪽 아래 모서리', values: { finding: 'condensation', surface: 'glass_edge', surfaceTempC: 11.5, indoorTempC: 22, outdoorTempC: -2 }, photos: [{ scene: 'homeinsp', role: 'close', mark: '저온부' }] },
  { type: 'thermal', space: '거실', location: '창 앞 바닥 1m', values: { finding: 'heating_coil', surface: 'floor', surfaceTempC: 19, indoorTempC: 23, outdoorTempC: -2 }, comment: '난방 중 이 부분만 온도가 낮아요.' },
  { type: 'radon', space: '거실', location: '거실 중앙 (창문 닫고 2시간)', values: { substance: 'radon', value: 92, durationMinutes: 120 } },
  { type: 'radon', space: '거실', location: '거실 중앙', values: { substance: 'formaldehyde', value: 85, durationMinutes: 30 } },
  { type: 'radon', space: '침실1', location: '방 중앙', values: { substance: 'toluene', value: 140, durationMinutes: 30 } },
];

/** How a marked close-up is annotated: a circle on the defect, an arrow to it, and the word. */
export const markShapes = (word: string): PhotoShape[] => [
  { kind: 'circle', x: 0.55, y: 0.55, rx: 0.12, ry: 0.1 },
  { kind: 'arrow', x1: 0.2, y1: 0.25, x2: 0.45, y2: 0.48 },
  { kind: 'text', x: 0.12, y: 0.18, text: word },
];

export const SAMPLE_OPINION =
  '전체적으로 마감 상태는 양호한 편이에요. 다만 안전 위험 2건(침실2 콘센트 덮개 파손, 욕실1 타일 모서리 깨짐)은 입주 전에 꼭 보수를 요청하세요. ' +
  '거실 바닥 수평이 기준(3 m에 2 mm)을 넘고, 욕실1 바닥의 배수 기울기가 1/100에 못 미쳐 물이 고일 수 있어요. ' +
  '침실2 창 모서리는 열화상에서 결로 위험이 보여 확인이 필요해요. 라돈과 실내공기질은 선별 측정에서 기준 이내였어요.';
