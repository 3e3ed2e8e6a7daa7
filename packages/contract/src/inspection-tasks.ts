import { josa } from 'es-hangul';
import { z } from 'zod';
import { idList, idValue } from './fields';
import {
  AIR_SUBSTANCES,
  DEFECT_CATEGORIES,
  GRADIENT_KINDS,
  INSPECTION_TYPES,
  SEVERITIES,
  THERMAL_FINDINGS,
  THERMAL_SURFACES,
  VERDICTS,
  type InspectionType,
} from './inspection-enums';
import { inspectionClientKey, inspectionPhoto } from './inspection-photos';

/**
 * The tasks (measurements and findings) of the five inspection types. One create body per type
 * (POST /inspection/{id}/{type}/tasks), the values a task keeps, and the task as every screen reads it.
 * `clientKey` is the device's id for the task: the console's offline queue may send a task twice, and the
 * second POST answers with the first task instead of creating another.
 */

const num = (label: string, min: number, max: number, unit: string) =>
  z
    .number({ error: `${josa(label, '을/를')} 숫자로 보내 주세요.` })
    .min(min, { error: `${josa(label, '은/는')} ${min}${unit} 이상이어야 해요.` })
    .max(max, { error: `${josa(label, '은/는')} ${max}${unit} 이하여야 해요.` });
const int = (label: string, min: number, max: number, unit: string) =>
  num(label, min, max, unit).int({ error: `${josa(label, '을/를')} 정수로 보내 주세요.` });

const locationText = z
  .string({ error: '위치(location)를 글자로 보내 주세요.' })
  .trim()
  .max(100, { error: '위치(location)는 100자까지 쓸 수 있어요.' });
const location = locationText.default('');
export const taskComment = z
  .string({ error: '메모(comment)를 글자로 보내 주세요.' })
  .trim()
  .max(1000, { error: '메모(comment)는 1000자까지 쓸 수 있어요.' });
const spaceIdx = idValue('공간(spaceIdx)');
const spanMm = int('측정 길이(spanMm)', 100, 20_000, 'mm');
const deviationMm = num('높이 차(deviationMm)', -500, 500, 'mm');
const temp = (label: string) => num(label, -50, 90, '℃');

const visualValues = {
  category: z.enum(DEFECT_CATEGORIES, { error: '하자 분류(category)를 목록에서 골라 주세요.' }),
  severity: z.enum(SEVERITIES, { error: '심각도(severity)는 safety, repair, cosmetic 중 하나로 보내 주세요.' }),
  description: z
    .string({ error: '하자 내용(description)을 입력해 주세요.' })
    .trim()
    .min(1, { error: '하자 내용(description)을 입력해 주세요.' })
    .max(1000, { error: '하자 내용(description)은 1000자까지 쓸 수 있어요.' }),
};
const levelValues = { spanMm: spanMm.default(3000), deviationMm };
const gradientValues = {
  kind: z.enum(GRADIENT_KINDS, { error: '기울기 종류(kind)는 wall_plumb, floor_drain_slope, threshold_slope 중 하나로 보내 주세요.' }),
  spanMm,
  deviationMm,
};
const thermalValues = {
  finding: z.enum(THERMAL_FINDINGS, { error: '열화상 소견(finding)을 목록에서 골라 주세요.' }),
  surface: z.enum(THERMAL_SURFACES, { error: '측정 면(surface)을 목록에서 골라 주세요.' }),
  surfaceTempC: temp('표면 온도(surfaceTempC)'),
  indoorTempC: temp('실내 온도(indoorTempC)'),
  outdoorTempC: temp('외기 온도(outdoorTempC)').nullable().default(null),
};
const radonValues = {
  substance: z.enum(AIR_SUBSTANCES, { error: '측정 물질(substance)을 목록에서 골라 주세요.' }),
  value: num('측정값(value)', 0, 1_000_000, ''),
  durationMinutes: int('측정 시간(durationMinutes)', 1, 10_080, '분').nullable().default(null),
};

const common = { clientKey: inspectionClientKey, location, comment: taskComment.nullable().optional() };

// Strict objects: the five bodies differ by their keys, so the route's union (for the API document) picks the
// body of the path's type; the service parses with the type's own schema for the Korean message.
export const visualTaskInput = z.strictObject({ ...common, spaceIdx, ...visualValues });
export const levelTaskInput = z.strictObject({ ...common, spaceIdx, ...levelValues });
export const gradientTaskInput = z.strictObject({ ...common, spaceIdx, ...gradientValues });
export const thermalTaskInput = z.strictObject({ ...common, spaceIdx, ...thermalValues });
export const radonTaskInput = z.strictObject({ ...common, spaceIdx: spaceIdx.nullable().default(null), ...radonValues });

export const TASK_INPUTS = {
  visual: visualTaskInput,
  level: levelTaskInput,
  gradient: gradientTaskInput,
  thermal: thermalTaskInput,
  radon: radonTaskInput,
} as const;
export const createInspectionTaskBody = z.union([visualTaskInput, gradientTaskInput, levelTaskInput, thermalTaskInput, radonTaskInput]);
export type CreateInspectionTaskBody = z.infer<typeof createInspectionTaskBody>;
export type TaskInputOf<T extends InspectionType> = z.infer<(typeof TASK_INPUTS)[T]>;

/** PATCH /inspection/thermal/tasks/{taskId} and /visual/tasks/{taskId}: any of the create fields. */
const atLeastOne = (b: object) => Object.values(b).some((v) => v !== undefined);
const NOTHING = '바꿀 내용을 하나 이상 보내 주세요.';
export const updateVisualTaskBody = z
  .strictObject({
    spaceIdx: spaceIdx.optional(),
    location: locationText.optional(),
    comment: taskComment.nullable().optional(),
    category: visualValues.category.optional(),
    severity: visualValues.severity.optional(),
    description: visualValues.description.optional(),
  })
  .refine(atLeastOne, { error: NOTHING });
export const updateThermalTaskBody = z
  .strictObject({
    spaceIdx: spaceIdx.optional(),
    location: locationText.optional(),
    comment: taskComment.nullable().optional(),
    finding: thermalValues.finding.optional(),
    surface: thermalValues.surface.optional(),
    surfaceTempC: thermalValues.surfaceTempC.optional(),
    indoorTempC: thermalValues.indoorTempC.optional(),
    outdoorTempC: temp('외기 온도(outdoorTempC)').nullable().optional(),
  })
  .refine(atLeastOne, { error: NOTHING });
export const updateInspectionTaskBody = z.union([updateVisualTaskBody, updateThermalTaskBody]);
export type UpdateVisualTaskBody = z.infer<typeof updateVisualTaskBody>;
export type UpdateThermalTaskBody = z.infer<typeof updateThermalTaskBody>;

export const taskCommentBody = z.object({
  comment: taskComment.min(1, { error: '메모(comment)를 입력해 주세요.' }),
});

/** DELETE .../tasks (body): the tasks to delete, all of one inspection and type. */
export const deleteTasksBody = z.object({ taskIds: idList('점검 기록(taskIds)', 200).refine((l) => l.length > 0, { error: '지울 점검 기록(taskIds)을 보내 주세요.' }) });
export const deleteTasksResult = z.object({ deleted: z.number().int() });

/** The values a task keeps, by type (stored as jsonb; labels added when read). */
export const taskValues = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('visual'),
    category: visualValues.category,
    categoryLabel: z.string(),
    severity: visualValues.severity,
    severityLabel: z.string(),
    description: z.string(),
  }),
  z.object({ type: z.literal('level'), spanMm: z.number().int(), deviationMm: z.number() }),
  z.object({ type: z.literal('gradient'), kind: gradientValues.kind, kindLabel: z.string(), spanMm: z.number().int(), deviationMm: z.number() }),
  z.object({
    type: z.literal('thermal'),
    finding: thermalValues.finding,
    findingLabel: z.string(),
    surface: thermalValues.surface,
    surfaceLabel: z.string(),
    surfaceTempC: z.number(),
    indoorTempC: z.number(),
    outdoorTempC: z.number().nullable(),
    tdr: z.number().nullable().describe('(실내 - 표면) / (실내 - 외기), 외기 온도가 없으면 null'),
  }),
  z.object({
    type: z.literal('radon'),
    substance: radonValues.substance,
    substanceLabel: z.string(),
    unit: z.string(),
    value: z.number(),
    durationMinutes: z.number().int().nullable(),
  }),
]);
export type TaskValues = z.infer<typeof taskValues>;

export const taskJudgement = z.object({
  verdict: z.enum(VERDICTS),
  verdictLabel: z.string(),
  measuredText: z.string(),
  allowedText: z.string(),
  note: z.string().nullable(),
  standardKey: z.string().nullable(),
});
export type TaskJudgement = z.infer<typeof taskJudgement>;

export const inspectionTask = z.object({
  taskIdx: z.number().int(),
  inspectionIdx: z.number().int(),
  type: z.enum(INSPECTION_TYPES),
  typeLabel: z.string(),
  spaceIdx: z.number().int().nullable(),
  spaceName: z.string().nullable(),
  location: z.string(),
  comment: z.string().nullable(),
  clientKey: z.string(),
  values: taskValues,
  judgement: taskJudgement.nullable().describe('측정 기준에 따른 판정 (육안 점검은 null: 심각도가 판정이에요)'),
  photos: z.array(inspectionPhoto),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InspectionTask = z.infer<typeof inspectionTask>;
export const inspectionTaskList = z.object({ tasks: z.array(inspectionTask) });

/** GET /inspection/{id}/thermal/space and /visual/space: the spaces with how many tasks each has. */
export const taskSpaceList = z.object({
  spaces: z.array(
    z.object({
      spaceIdx: z.number().int(),
      name: z.string(),
      kind: z.string(),
      sortOrder: z.number().int(),
      taskCount: z.number().int(),
    }),
  ),
});
export type TaskSpaceList = z.infer<typeof taskSpaceList>;
