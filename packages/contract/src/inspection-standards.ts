import { z } from 'zod';
import { INSPECTION_TYPES, TDR_REGIONS, type InspectionType } from './inspection-enums';

/**
 * The standards a measurement is judged by (GET /inspection/{id}/{type}/standard). They are data: the table
 * `inspection_standards`, staff edit it, and an inspection keeps the copy it started with, so a later edit
 * never changes a report. `verified: false` marks a number from a single secondary source.
 */
export const STANDARD_COMPARATORS = ['max', 'min'] as const;
export type StandardComparator = (typeof STANDARD_COMPARATORS)[number];

export const inspectionStandardItem = z.object({
  key: z.string().describe('기준 키 (air.radon.2019, thermal.tdr.glass_center.II ...)'),
  type: z.enum(INSPECTION_TYPES),
  label: z.string(),
  unit: z.string(),
  comparator: z.enum(STANDARD_COMPARATORS).describe('max: 이하여야 적합, min: 이상이어야 적합'),
  limit: z.number(),
  spanMm: z.number().int().nullable().describe('길이 기준의 측정 길이 (mm): 3000 mm에 2 mm'),
  condition: z.string().nullable().describe('적용 조건 (2019년 7월 이후 사업승인 ...)'),
  region: z.enum(TDR_REGIONS).nullable(),
  source: z.string().describe('출처'),
  verified: z.boolean().describe('false: 한 곳의 2차 자료에서 온 값 (확인 필요)'),
  note: z.string().nullable(),
});
export type InspectionStandardItem = z.infer<typeof inspectionStandardItem>;

export const inspectionStandard = z.object({
  type: z.enum(INSPECTION_TYPES),
  typeLabel: z.string(),
  items: z.array(inspectionStandardItem),
  notes: z.array(z.string()).describe('보고서에 함께 적는 안내'),
});
export type InspectionStandard = z.infer<typeof inspectionStandard>;

/** What a thermal finding says, in the type's note and on each reading that needs confirming. */
export const THERMAL_SCREEN_NOTE = '열화상은 선별 검사예요. 확인이 필요해요.';

/** What every report says about a type's readings, whatever the numbers (docs/INSPECTION.md). */
export const INSPECTION_TYPE_NOTES: Record<InspectionType, string[]> = {
  visual: ['육안 점검은 점검 당시 보이는 하자를 기록해요. 가구·마감재에 가려진 부분은 확인하지 못했어요.'],
  level: ['바닥 수평은 레이저 레벨기로 측정한 높이 차이를 측정 길이에 대해 비교해요.'],
  gradient: ['욕실 바닥과 문턱은 배수구 쪽으로 1/100 이상 기울어야 해요. 음수는 반대쪽으로 기운 것이에요.'],
  thermal: [THERMAL_SCREEN_NOTE, 'TDR은 실내·외 온도 차가 클 때 정확해요. 외기 온도가 없으면 계산하지 않아요.'],
  radon: [
    '점검 중 측정한 라돈 값은 선별 결과예요. 정확한 값은 문을 닫은 채 48~72시간 측정해야 해요.',
    '실내공기질 측정 결과는 입주 7일 전까지 단지에 공고돼요.',
  ],
};

/** GET /staff/inspection-standards: the current standards with who changed them last. */
export const staffInspectionStandard = inspectionStandardItem.extend({
  sortOrder: z.number().int(),
  updatedAt: z.string(),
  updatedByStaffIdx: z.number().int().nullable(),
});
export type StaffInspectionStandard = z.infer<typeof staffInspectionStandard>;
export const staffInspectionStandardList = z.object({ items: z.array(staffInspectionStandard) });

export const standardKeyParam = z.object({
  key: z
    .string({ error: '기준 키(key)를 보내 주세요.' })
    .regex(/^[a-z0-9_.IV]{3,80}$/, { error: '기준 키(key)를 확인해 주세요.' }),
});

export const updateInspectionStandardBody = z.object({
  label: z.string().trim().min(1, { error: '기준 이름(label)을 입력해 주세요.' }).max(100, { error: '기준 이름(label)은 100자까지 쓸 수 있어요.' }).optional(),
  limit: z
    .number({ error: '기준값(limit)을 숫자로 보내 주세요.' })
    .min(0, { error: '기준값(limit)은 0 이상이어야 해요.' })
    .max(1_000_000, { error: '기준값(limit)이 너무 커요.' }),
  spanMm: z.number({ error: '측정 길이(spanMm)를 숫자로 보내 주세요.' }).int().min(1).max(100_000).nullable().optional(),
  condition: z.string().trim().max(200, { error: '적용 조건(condition)은 200자까지 쓸 수 있어요.' }).nullable().optional(),
  source: z.string().trim().min(1, { error: '출처(source)를 입력해 주세요.' }).max(500, { error: '출처(source)는 500자까지 쓸 수 있어요.' }),
  verified: z.boolean({ error: '확인 여부(verified)를 true 또는 false로 보내 주세요.' }),
  note: z.string().trim().max(500, { error: '메모(note)는 500자까지 쓸 수 있어요.' }).nullable().optional(),
});
export type UpdateInspectionStandardBody = z.infer<typeof updateInspectionStandardBody>;
