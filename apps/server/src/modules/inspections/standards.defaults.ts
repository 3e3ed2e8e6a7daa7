import type { InspectionStandardItem, TdrRegion } from '@ipju/contract';

/**
 * The first contents of `inspection_standards` (from /work/shared/INSPECTION-NOTES.md), written when the
 * table is empty; staff edit the rows afterwards (PUT /staff/inspection-standards/{key}) and this list is
 * never read again. `verified: false`: one secondary source, or no public figure found (docs/INSPECTION.md).
 */
const AIR_SOURCE = '실내공기질 관리법 시행규칙 별표 4의2 (신축 공동주택의 실내공기질 권고기준)';
const TDR_SOURCE = '공동주택 결로 방지를 위한 설계기준 (국토교통부 고시, 500세대 이상), 실내 25℃·상대습도 50%';
const DEFECT_SOURCE = '공동주택 하자의 조사, 보수비용 산정 및 하자판정기준 (국토교통부 고시)';

const air = (substance: string, label: string, limit: number): InspectionStandardItem => ({
  key: `air.${substance}`,
  type: 'radon',
  label: `${label} (신축 공동주택)`,
  unit: 'μg/㎥',
  comparator: 'max',
  limit,
  spanMm: null,
  condition: '100세대 이상 신축 공동주택, 입주 전 측정',
  region: null,
  source: AIR_SOURCE,
  verified: true,
  note: null,
});

const TDR_LIMITS: Record<'glass_center' | 'glass_edge' | 'frame', { label: string; limits: Record<TdrRegion, number> }> = {
  glass_center: { label: '창 유리 중앙부', limits: { I: 0.16, II: 0.18, III: 0.2 } },
  glass_edge: { label: '창 유리 모서리', limits: { I: 0.22, II: 0.24, III: 0.27 } },
  frame: { label: '창틀', limits: { I: 0.25, II: 0.28, III: 0.32 } },
};
const OUTDOOR: Record<TdrRegion, number> = { I: -20, II: -15, III: -10 };

const tdr = (Object.keys(TDR_LIMITS) as (keyof typeof TDR_LIMITS)[]).flatMap((surface) =>
  (['I', 'II', 'III'] as const).map(
    (region): InspectionStandardItem => ({
      key: `thermal.tdr.${surface}.${region}`,
      type: 'thermal',
      label: `${TDR_LIMITS[surface].label} TDR`,
      unit: 'TDR',
      comparator: 'max',
      limit: TDR_LIMITS[surface].limits[region],
      spanMm: null,
      condition: `설계 외기 ${OUTDOOR[region]}℃`,
      region,
      source: TDR_SOURCE,
      verified: true,
      note: null,
    }),
  ),
);

export const DEFAULT_STANDARDS: InspectionStandardItem[] = [
  {
    key: 'air.radon.2019',
    type: 'radon',
    label: '라돈 (신축 공동주택)',
    unit: 'Bq/㎥',
    comparator: 'max',
    limit: 148,
    spanMm: null,
    condition: '2019년 7월 이후 사업계획승인',
    region: null,
    source: AIR_SOURCE,
    verified: true,
    note: '점검 중 측정은 선별 결과예요. 정확한 값은 48~72시간 측정해야 해요.',
  },
  {
    key: 'air.radon.2018',
    type: 'radon',
    label: '라돈 (신축 공동주택)',
    unit: 'Bq/㎥',
    comparator: 'max',
    limit: 200,
    spanMm: null,
    condition: '2018년 1월 ~ 2019년 6월 사업계획승인',
    region: null,
    source: AIR_SOURCE,
    verified: true,
    note: null,
  },
  {
    key: 'air.radon.who',
    type: 'radon',
    label: '라돈 (WHO 참고 수준)',
    unit: 'Bq/㎥',
    comparator: 'max',
    limit: 100,
    spanMm: null,
    condition: '참고용: 판정에는 쓰지 않아요',
    region: null,
    source: 'WHO Handbook on Indoor Radon (2009)',
    verified: true,
    note: null,
  },
  air('formaldehyde', '폼알데하이드', 210),
  air('benzene', '벤젠', 30),
  air('toluene', '톨루엔', 1000),
  air('ethylbenzene', '에틸벤젠', 360),
  air('xylene', '자일렌', 700),
  air('styrene', '스티렌', 300),
  {
    key: 'level.floor',
    type: 'level',
    label: '바닥 수평 (마루 바탕)',
    unit: 'mm',
    comparator: 'max',
    limit: 2,
    spanMm: 3000,
    condition: '마루 아래 바닥 바탕면',
    region: null,
    source: 'LH 전문시방서 (마루 바탕 바닥 평탄도)',
    verified: true,
    note: '점검 업체들은 3 m에 10~15 mm를 자체 기준으로 쓰기도 해요 (3 m에 7 mm라는 기준은 확인되지 않았어요).',
  },
  {
    key: 'gradient.threshold_slope',
    type: 'gradient',
    label: '욕실 문턱 쪽 바닥 기울기',
    unit: '%',
    comparator: 'min',
    limit: 1,
    spanMm: null,
    condition: '배수구 쪽으로 1/100 이상',
    region: null,
    source: DEFECT_SOURCE,
    verified: true,
    note: null,
  },
  {
    key: 'gradient.floor_drain_slope',
    type: 'gradient',
    label: '욕실 바닥 배수 기울기',
    unit: '%',
    comparator: 'min',
    limit: 1,
    spanMm: null,
    condition: '배수구 쪽으로 1/100 이상',
    region: null,
    source: `${DEFECT_SOURCE}의 문턱 기준(1/100)을 바닥에 적용`,
    verified: false,
    note: '바닥 전체에 대한 공적 수치는 확인하지 못했어요.',
  },
  {
    key: 'gradient.wall_plumb',
    type: 'gradient',
    label: '벽 수직도',
    unit: 'mm',
    comparator: 'max',
    limit: 3,
    spanMm: 2400,
    condition: '바닥에서 천장까지',
    region: null,
    source: '업계 관행 값 (공적 기준 확인 전)',
    verified: false,
    note: '공적 기준을 찾지 못한 값이에요. 운영팀이 확인해 고쳐 주세요.',
  },
  ...tdr,
];
