import { SPACE_KIND_LABELS, type SpaceKind, type TdrRegion } from './inspection-enums';

/** A space of the floor plan as an inspection starts with it (the inspector edits the list afterwards). */
export interface DefaultSpace {
  name: string;
  kind: SpaceKind;
}

/**
 * The floor-plan type's spaces for an exclusive area (전용면적, ㎡), in the order an inspector walks them:
 * under 60 ㎡ 침실2 욕실1; 60-85 침실3 욕실2; over 85 침실4 욕실2; always 현관, 거실, 주방, 발코니, 다용도실;
 * 드레스룸 from 59 ㎡. Unknown area (null): the 84 ㎡ plan, the most common new-build size.
 */
export function defaultSpacesFor(exclusiveAreaM2: number | null): DefaultSpace[] {
  const area = exclusiveAreaM2 ?? 84;
  const bedrooms = area < 60 ? 2 : area <= 85 ? 3 : 4;
  const bathrooms = area < 60 ? 1 : 2;
  const numbered = (kind: SpaceKind, n: number): DefaultSpace[] =>
    Array.from({ length: n }, (_, i) => ({ kind, name: n === 1 ? SPACE_KIND_LABELS[kind] : `${SPACE_KIND_LABELS[kind]}${i + 1}` }));
  return [
    { kind: 'entrance', name: '현관' },
    { kind: 'living', name: '거실' },
    { kind: 'kitchen', name: '주방' },
    ...numbered('bedroom', bedrooms),
    ...numbered('bathroom', bathrooms),
    ...(area >= 59 ? [{ kind: 'dressroom' as const, name: '드레스룸' }] : []),
    { kind: 'balcony', name: '발코니' },
    { kind: 'utility', name: '다용도실' },
  ];
}

/**
 * The TDR design region a complex most likely sits in, from its 시/도 (district1). The legal map goes down to
 * 시·군 (강원 영동은 II, 경기 북부 일부는 I), so this is only the starting value: the inspector can change it.
 */
export function defaultTdrRegion(district1: string | null): TdrRegion {
  const d = district1 ?? '';
  if (d.startsWith('강원')) return 'I';
  if (['부산', '대구', '울산', '광주', '전북', '전라', '전남', '경남', '경상남', '제주'].some((p) => d.startsWith(p))) return 'III';
  return 'II';
}
