import { INSPECTION_TYPE_LABELS, type InspectionTask, type ReportStandard } from '@ipju/contract';
import type { InspectionReportSource } from '../inspections';
import type { ReportSource, SourceTask, TaskType } from './report.source';

/**
 * The builder trade (공종) a measurement finding goes to in the 하자보수 pack: a floor out of level is the floor
 * finisher's, a bathroom floor or threshold sloping the wrong way the tiler's, a cold window or frame the window
 * installer's, a heating coil gap or a leak the plumber's (설비); anything else (wall plumb, insulation in a wall,
 * indoor air) is 기타, for the builder's AS office to route. docs/INSPECTION.md "Reports".
 */
function measurementOf(task: InspectionTask): NonNullable<SourceTask['measurement']> {
  const v = task.values;
  switch (v.type) {
    case 'level':
      return { item: INSPECTION_TYPE_LABELS.level, category: 'flooring', substance: null };
    case 'gradient':
      return { item: v.kindLabel, category: v.kind === 'wall_plumb' ? 'other' : 'tile', substance: null };
    case 'thermal': {
      const window = v.surface === 'glass_center' || v.surface === 'glass_edge' || v.surface === 'frame';
      const category = v.finding === 'heating_coil' || v.finding === 'leak' ? 'plumbing' : window ? 'window' : 'other';
      return { item: `${v.findingLabel} (${v.surfaceLabel})`, category, substance: null };
    }
    case 'radon':
      return { item: v.substanceLabel, category: 'other', substance: v.substance, durationMinutes: v.durationMinutes };
    case 'visual':
      return { item: task.typeLabel, category: v.category, substance: null };
  }
}

function taskOf(task: InspectionTask, photoKeys: Record<string, string>, comparatorOf: (key: string | null) => 'max' | 'min' | null): SourceTask {
  const v = task.values;
  const note = task.judgement?.note ?? null;
  return {
    taskIdx: task.taskIdx,
    type: task.type,
    spaceIdx: task.spaceIdx,
    location: task.location,
    comment: [task.comment, note].filter((s): s is string => !!s && s.trim() !== '').join('\n') || null,
    visual: v.type === 'visual' ? { category: v.category, severity: v.severity, description: v.description } : null,
    measurement: v.type === 'visual' ? null : measurementOf(task),
    judgement: task.judgement
      ? {
          verdict: task.judgement.verdict,
          measuredText: task.judgement.measuredText,
          allowedText: task.judgement.allowedText,
          comparator: comparatorOf(task.judgement.standardKey),
        }
      : null,
    photos: task.photos.map((p) => ({
      photoIdx: p.photoIdx,
      url: p.url,
      fileKey: photoKeys[String(p.photoIdx)] ?? '',
      width: p.width,
      height: p.height,
      role: p.role,
      annotations: p.annotations,
    })),
  };
}

/**
 * The report's view of an inspection as the inspections module loads it (loadInspectionForReport). Only the
 * standards its readings were judged by are printed (the region's TDR limit, not all eighteen).
 */
export function fromLoadedInspection(loaded: InspectionReportSource, photoKeys: Record<string, string>): ReportSource {
  const { inspection } = loaded;
  const usedKeys = new Set(loaded.tasks.map((t) => t.judgement?.standardKey).filter((k): k is string => !!k));
  const presentTypes = new Set(loaded.tasks.map((t) => t.type));
  const standards: ReportStandard[] = loaded.standards.flatMap((s) =>
    s.items
      .filter((item) => usedKeys.has(item.key))
      .map((item) => ({
        type: item.type,
        typeLabel: s.typeLabel,
        label: item.label,
        unit: item.unit,
        comparator: item.comparator,
        limit: item.limit,
        condition: item.condition,
        source: item.source,
        verified: item.verified,
        note: item.note,
      })),
  );
  const comparators = new Map(loaded.standards.flatMap((s) => s.items.map((item) => [item.key, item.comparator] as const)));
  const comparatorOf = (key: string | null) => (key ? (comparators.get(key) ?? null) : null);
  const typeNotes: Partial<Record<TaskType, string[]>> = Object.fromEntries(
    loaded.standards.filter((s) => presentTypes.has(s.type)).map((s) => [s.type, s.notes]),
  );
  return {
    inspectionIdx: inspection.inspectionIdx,
    isSample: inspection.isSample,
    home: {
      complexName: inspection.complexName,
      dong: inspection.dong ?? '',
      ho: inspection.ho ?? '',
      areaLabel: inspection.areaLabel,
      visitDate: inspection.visitDate ?? '',
      builder: inspection.builder,
    },
    company: { name: inspection.companyName, phone: null },
    inspectorName: null,
    residentName: inspection.residentName ?? '고객',
    opinion: inspection.opinion ?? '',
    spaces: inspection.spaces.map((s) => ({ spaceIdx: s.spaceIdx, name: s.name, sortOrder: s.sortOrder })),
    tasks: loaded.tasks.map((t) => taskOf(t, photoKeys, comparatorOf)),
    standards,
    typeNotes,
  };
}

/** Every photo of the inspection's tasks (the ones a report shows). */
export const taskPhotoIdxs = (loaded: InspectionReportSource) => loaded.tasks.flatMap((t) => t.photos.map((p) => p.photoIdx));
