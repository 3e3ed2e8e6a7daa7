import {
  AIR_SUBSTANCE_LABELS,
  AIR_SUBSTANCE_UNITS,
  DEFECT_CATEGORY_LABELS,
  GRADIENT_KIND_LABELS,
  INSPECTION_TYPE_LABELS,
  judgeTask,
  SEVERITY_LABELS,
  temperatureDifferenceRatio,
  THERMAL_FINDING_LABELS,
  THERMAL_SURFACE_LABELS,
  type AirSubstance,
  type DefectCategory,
  type GradientKind,
  type InspectionPhoto,
  type InspectionStandardItem,
  type InspectionTask,
  type JudgeContext,
  type Severity,
  type TaskValues,
  type ThermalFinding,
  type ThermalSurface,
} from '@ipju/contract';
import type { StoredTaskValues } from '../../db/schema';
import type { PhotoRow, ShownTask, TaskRow } from './tasks.repository';

export function toPhoto(row: PhotoRow): InspectionPhoto {
  return {
    photoIdx: row.photoIdx,
    inspectionIdx: row.inspectionIdx,
    taskIdx: row.taskIdx,
    type: row.type,
    spaceIdx: row.spaceIdx,
    url: row.url,
    width: row.width,
    height: row.height,
    role: row.role,
    annotations: row.annotations,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A stored task's values with their labels (and the thermal TDR), as every screen reads them. */
export function toValues(task: Pick<TaskRow, 'type' | 'values'>): TaskValues {
  const v = task.values as StoredTaskValues;
  switch (task.type) {
    case 'visual':
      return {
        type: 'visual',
        category: v.category as DefectCategory,
        categoryLabel: DEFECT_CATEGORY_LABELS[v.category as DefectCategory],
        severity: v.severity as Severity,
        severityLabel: SEVERITY_LABELS[v.severity as Severity],
        description: String(v.description),
      };
    case 'level':
      return { type: 'level', spanMm: Number(v.spanMm), deviationMm: Number(v.deviationMm) };
    case 'gradient':
      return {
        type: 'gradient',
        kind: v.kind as GradientKind,
        kindLabel: GRADIENT_KIND_LABELS[v.kind as GradientKind],
        spanMm: Number(v.spanMm),
        deviationMm: Number(v.deviationMm),
      };
    case 'thermal': {
      const outdoor = v.outdoorTempC === null || v.outdoorTempC === undefined ? null : Number(v.outdoorTempC);
      return {
        type: 'thermal',
        finding: v.finding as ThermalFinding,
        findingLabel: THERMAL_FINDING_LABELS[v.finding as ThermalFinding],
        surface: v.surface as ThermalSurface,
        surfaceLabel: THERMAL_SURFACE_LABELS[v.surface as ThermalSurface],
        surfaceTempC: Number(v.surfaceTempC),
        indoorTempC: Number(v.indoorTempC),
        outdoorTempC: outdoor,
        tdr: temperatureDifferenceRatio(Number(v.indoorTempC), Number(v.surfaceTempC), outdoor),
      };
    }
    case 'radon':
      return {
        type: 'radon',
        substance: v.substance as AirSubstance,
        substanceLabel: AIR_SUBSTANCE_LABELS[v.substance as AirSubstance],
        unit: AIR_SUBSTANCE_UNITS[v.substance as AirSubstance],
        value: Number(v.value),
        durationMinutes: v.durationMinutes === null || v.durationMinutes === undefined ? null : Number(v.durationMinutes),
      };
  }
}

/** What a task is judged with: the inspection's copy of the standards and its region and radon rule. */
export interface JudgeBasis {
  standards: InspectionStandardItem[];
  context: JudgeContext;
}

export const judgeBasisOf = (row: { standards: InspectionStandardItem[]; region: JudgeContext['region']; approvedFrom2019_07: boolean }): JudgeBasis => ({
  standards: row.standards,
  context: { region: row.region, approvedFrom2019_07: row.approvedFrom2019_07 },
});

export function toTask(shown: ShownTask, photos: PhotoRow[], basis: JudgeBasis): InspectionTask {
  const t = shown.task;
  const values = toValues(t);
  return {
    taskIdx: t.taskIdx,
    inspectionIdx: t.inspectionIdx,
    type: t.type,
    typeLabel: INSPECTION_TYPE_LABELS[t.type],
    spaceIdx: t.spaceIdx,
    spaceName: shown.spaceName,
    location: t.location,
    comment: t.comment,
    clientKey: t.clientKey,
    values,
    judgement: judgeTask(values, basis.standards, basis.context),
    photos: photos.map(toPhoto),
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

/** Tasks with their photos, grouped in memory from one photo query. */
export function toTasks(shown: ShownTask[], photos: PhotoRow[], basis: JudgeBasis): InspectionTask[] {
  const byTask = new Map<number, PhotoRow[]>();
  for (const p of photos) {
    if (p.taskIdx === null) continue;
    byTask.set(p.taskIdx, [...(byTask.get(p.taskIdx) ?? []), p]);
  }
  return shown.map((s) => toTask(s, byTask.get(s.task.taskIdx) ?? [], basis));
}
