import {
  AIR_SUBSTANCE_LABELS,
  DEFECT_CATEGORY_LABELS,
  GRADIENT_KIND_LABELS,
  INSPECTION_TYPE_LABELS,
  SEVERITY_LABELS,
  THERMAL_FINDING_LABELS,
  THERMAL_SURFACE_LABELS,
  judgeTask,
  type AirSubstance,
  type DefectCategory,
  type GradientKind,
  type InspectionPhoto,
  type InspectionSpace,
  type InspectionStandardItem,
  type InspectionTask,
  type InspectionType,
  type JudgeContext,
  type Severity,
  type TaskJudgement,
  type ThermalFinding,
  type ThermalSurface,
} from '@ipju/contract';
import {
  INSPECTION_OUTBOX,
  isCreateTask,
  type CommentPayload,
  type CreateTaskPayload,
  type DeleteTasksPayload,
  type UpdateTaskPayload,
} from '../../../lib/inspection-outbox';
import type { OutboxItem } from '../../../lib/offline-outbox';
import { liveJudgeInput, draftFromBody } from './task-draft';

/** One row of a type's task list: a task on the server, or one still on this phone. */
export interface TaskRow {
  key: string;
  /** The server's number; null while the task is only on this phone. */
  taskIdx: number | null;
  clientKey: string;
  spaceIdx: number | null;
  spaceName: string;
  location: string;
  comment: string | null;
  /** What was found or measured, in words: '3,000 mm에 3 mm', '도배 · 찢어짐'. */
  title: string;
  detail: string | null;
  judgement: TaskJudgement | null;
  severity: Severity | null;
  photos: InspectionPhoto[];
  /** sent: on the server; pending: waiting to be sent; failed: the server refused it. */
  sync: 'sent' | 'pending' | 'failed';
  error: string | null;
  /** An edit, a comment or a delete of this task is waiting to be sent. */
  changeWaiting: boolean;
  /** The body it was created with, for editing a task that is still on this phone. */
  body: Record<string, unknown>;
  item: OutboxItem<CreateTaskPayload> | null;
}

const WHOLE_HOME = '세대 전체';

/** '도배 · 보수 필요', '벽 · 단열 부족 의심' ...: what kind of task it is, from its values. */
function describe(type: InspectionType, v: Record<string, unknown>): { title: string; detail: string | null } {
  switch (type) {
    case 'visual':
      return { title: `${DEFECT_CATEGORY_LABELS[v.category as DefectCategory]} · ${String(v.description ?? '')}`, detail: null };
    case 'gradient':
      return { title: GRADIENT_KIND_LABELS[v.kind as GradientKind], detail: null };
    case 'thermal':
      return { title: `${THERMAL_SURFACE_LABELS[v.surface as ThermalSurface]} · ${THERMAL_FINDING_LABELS[v.finding as ThermalFinding]}`, detail: null };
    case 'radon':
      return { title: AIR_SUBSTANCE_LABELS[v.substance as AirSubstance], detail: null };
    case 'level':
      return { title: INSPECTION_TYPE_LABELS.level, detail: null };
  }
}

/** The words of the outbox's unsent list for a task: '침실1 · 바닥 수평 3mm'. */
export function taskLabel(type: InspectionType, spaceName: string | null, body: Record<string, unknown>): string {
  const where = spaceName ?? WHOLE_HOME;
  const what = describe(type, body).title;
  const value =
    type === 'level' || type === 'gradient'
      ? ` ${String(body.deviationMm)}mm`
      : type === 'thermal'
        ? ` ${String(body.surfaceTempC)}℃`
        : type === 'radon'
          ? ` ${String(body.value)}`
          : '';
  return `${where} · ${INSPECTION_TYPE_LABELS[type]}${type === 'level' ? '' : ` ${what}`}${value}`.slice(0, 80);
}

/**
 * The rows of a type's list: the server's tasks (minus those with a delete waiting), then the tasks still on
 * this phone, judged here with the contract's judgeTask against the inspection's standards so they read
 * exactly as they will once sent.
 */
export function buildTaskRows({
  type,
  inspectionIdx,
  tasks,
  items,
  spaces,
  standards,
  context,
}: {
  type: InspectionType;
  inspectionIdx: number;
  tasks: readonly InspectionTask[];
  items: readonly OutboxItem[];
  spaces: readonly InspectionSpace[];
  standards: readonly InspectionStandardItem[];
  context: JudgeContext;
}): TaskRow[] {
  const mine = items.filter((i) => (i.payload as { inspectionIdx?: number; type?: string }).inspectionIdx === inspectionIdx && (i.payload as { type?: string }).type === type);
  const deleting = new Set(mine.filter((i) => i.kind === INSPECTION_OUTBOX.deleteTasks).flatMap((i) => (i.payload as DeleteTasksPayload).taskIds));
  const changing = new Set(
    mine
      .filter((i) => i.kind === INSPECTION_OUTBOX.updateTask || i.kind === INSPECTION_OUTBOX.comment)
      .map((i) => (i.payload as UpdateTaskPayload | CommentPayload).taskIdx),
  );
  const sentKeys = new Set(tasks.map((t) => t.clientKey));
  const rows: TaskRow[] = tasks
    .filter((t) => !deleting.has(t.taskIdx))
    .map((t) => {
      const values = t.values as Record<string, unknown>;
      const { title, detail } = describe(type, values);
      return {
        key: `t${t.taskIdx}`,
        taskIdx: t.taskIdx,
        clientKey: t.clientKey,
        spaceIdx: t.spaceIdx,
        spaceName: t.spaceName ?? WHOLE_HOME,
        location: t.location,
        comment: t.comment,
        title,
        detail,
        judgement: t.judgement,
        severity: t.values.type === 'visual' ? t.values.severity : null,
        photos: t.photos,
        sync: 'sent',
        error: null,
        changeWaiting: changing.has(t.taskIdx),
        body: { spaceIdx: t.spaceIdx, location: t.location, comment: t.comment, ...values },
        item: null,
      };
    });
  for (const item of mine) {
    // Sent but the list not refreshed yet: the server's row is already there.
    if (!isCreateTask(item) || sentKeys.has(item.id)) continue;
    const body = item.payload.body as Record<string, unknown>;
    const { title, detail } = describe(type, body);
    const judge = liveJudgeInput(type, draftFromBody(type, body));
    const spaceIdx = (body.spaceIdx as number | null) ?? null;
    rows.push({
      key: `c${item.id}`,
      taskIdx: null,
      clientKey: item.id,
      spaceIdx,
      spaceName: spaces.find((s) => s.spaceIdx === spaceIdx)?.name ?? WHOLE_HOME,
      location: String(body.location ?? ''),
      comment: (body.comment as string | null | undefined) ?? null,
      title,
      detail,
      judgement: judge ? judgeTask(judge, standards, context) : null,
      severity: type === 'visual' ? (body.severity as Severity) : null,
      photos: [],
      sync: item.status === 'failed' ? 'failed' : 'pending',
      error: item.error,
      changeWaiting: false,
      body,
      item,
    });
  }
  return rows;
}

export const severityLabel = (severity: Severity) => SEVERITY_LABELS[severity];
