import {
  INSPECTION_STATUS_LABELS,
  koreanIssueMessage,
  SPACE_KIND_LABELS,
  TASK_INPUTS,
  updateThermalTaskBody,
  updateVisualTaskBody,
  type InspectionStatus,
  type InspectionTask,
  type InspectionType,
  type InspectionWorkState,
  type SpaceKind,
  type SpaceTaskType,
  type TaskSpaceList,
  type WorkState,
} from '@ipju/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import type { StoredTaskValues } from '../../db/schema';
import { AppError, invalidField, notFound } from '../../lib/errors';
import { assertWriting, lockOwnInspection, ownInspection } from './inspections.access';
import { countsByInspection, toTypeStates } from './inspections.mapper';
import * as inspectionsRepo from './inspections.repository';
import type { InspectionRow } from './inspections.repository';
import { syncStatus } from './inspections.status';
import { standardOf } from './standards';
import { judgeBasisOf, toTask, toTasks } from './tasks.mapper';
import * as repo from './tasks.repository';
import type { TaskRow } from './tasks.repository';

export const TASK = '점검 기록';

/** Who records: the company (ownership) and the account (who wrote a task). */
export interface InspectorCaller {
  partnerIdx: number;
  accountIdx: number;
}

/** The first issue of a failed parse as the 400 naming its field. */
function parseOr400<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw invalidField(String(issue.path[0] ?? 'body'), koreanIssueMessage(issue));
}

const COMMON = new Set(['clientKey', 'spaceIdx', 'location', 'comment']);
const valuesOf = (body: Record<string, unknown>): StoredTaskValues =>
  Object.fromEntries(Object.entries(body).filter(([k]) => !COMMON.has(k))) as StoredTaskValues;

async function assertSpace(db: DbOrTx, inspectionIdx: number, spaceIdx: number | null | undefined): Promise<void> {
  if (spaceIdx === null || spaceIdx === undefined) return;
  if (!(await inspectionsRepo.findSpace(db, inspectionIdx, spaceIdx))) throw invalidField('spaceIdx', '이 점검의 공간(spaceIdx)이 아니에요. 공간 목록을 새로 불러와 주세요.');
}

/**
 * The measurement tasks of the five types: list, record (idempotent by clientKey), edit, comment, delete,
 * the per-space counts, the standard copy, and 작성 중 / 작성 완료 per type.
 */
export function createTasksService(db: Db) {
  async function loadTasks(inspection: InspectionRow, tasks: repo.ShownTask[]): Promise<InspectionTask[]> {
    const photos = await repo.photosOfTasks(db, tasks.map((t) => t.task.taskIdx));
    return toTasks(tasks, photos, judgeBasisOf(inspection));
  }

  async function loadOne(inspection: InspectionRow, taskIdx: number): Promise<InspectionTask> {
    const shown = await repo.findTask(db, taskIdx);
    if (!shown) throw notFound(TASK);
    return toTask(shown, await repo.photosOfTasks(db, [taskIdx]), judgeBasisOf(inspection));
  }

  /** A task of this type that belongs to the caller's company (else the 404 of a missing one). */
  async function ownTask(partnerIdx: number, type: InspectionType, taskIdx: number): Promise<{ inspection: InspectionRow; task: TaskRow }> {
    const shown = await repo.findTask(db, taskIdx);
    if (!shown || shown.task.type !== type) throw notFound(TASK);
    const inspection = await inspectionsRepo.find(db, shown.task.inspectionIdx);
    if (!inspection || inspection.partnerIdx !== partnerIdx) throw notFound(TASK);
    return { inspection, task: shown.task };
  }

  /** Locks the task's inspection and checks it may change (not cancelled, type 작성 중). */
  async function lockForTask(tx: DbOrTx, partnerIdx: number, task: TaskRow): Promise<InspectionRow> {
    const inspection = await lockOwnInspection(tx, partnerIdx, task.inspectionIdx).catch(() => {
      throw notFound(TASK);
    });
    assertWriting(inspection, task.type);
    return inspection;
  }

  async function workState(inspectionIdx: number): Promise<InspectionWorkState> {
    const row = (await inspectionsRepo.find(db, inspectionIdx))!;
    const counts = countsByInspection(await inspectionsRepo.taskCounts(db, [inspectionIdx])).get(inspectionIdx) ?? {};
    const status = row.status as InspectionStatus;
    return { inspectionIdx, status, statusLabel: INSPECTION_STATUS_LABELS[status], types: toTypeStates(row.typeStates, counts) };
  }

  return {
    async list(partnerIdx: number, inspectionIdx: number, type: InspectionType, spaceIdx?: number): Promise<{ tasks: InspectionTask[] }> {
      const inspection = await ownInspection(db, partnerIdx, inspectionIdx);
      return { tasks: await loadTasks(inspection, await repo.listTasks(db, inspectionIdx, { type, spaceIdx })) };
    },

    /**
     * Records a task. The same clientKey again (the offline queue retrying) answers with the task already
     * recorded and creates nothing, even after the type was completed; another type's key is a 409.
     */
    async create(caller: InspectorCaller, inspectionIdx: number, type: InspectionType, body: unknown): Promise<InspectionTask> {
      const input = parseOr400(TASK_INPUTS[type] as z.ZodType, body) as Record<string, unknown> & { clientKey: string; spaceIdx: number | null; location: string; comment?: string | null };
      const { inspection, taskIdx } = await db.transaction(async (tx) => {
        const inspection = await lockOwnInspection(tx, caller.partnerIdx, inspectionIdx);
        const existing = await repo.findByClientKey(tx, inspectionIdx, input.clientKey);
        if (existing) {
          if (existing.type !== type) throw new AppError('CONFLICT', '이 기기 저장 키(clientKey)는 이미 다른 종류의 기록에 쓰였어요.');
          return { inspection, taskIdx: existing.taskIdx };
        }
        assertWriting(inspection, type);
        await assertSpace(tx, inspectionIdx, input.spaceIdx);
        const inserted = await repo.insertTask(tx, {
          inspectionIdx,
          type,
          spaceIdx: input.spaceIdx,
          location: input.location,
          comment: input.comment || null,
          clientKey: input.clientKey,
          values: valuesOf(input),
          createdByAccountIdx: caller.accountIdx,
        });
        const taskIdx = inserted?.taskIdx ?? (await repo.findByClientKey(tx, inspectionIdx, input.clientKey))!.taskIdx;
        await syncStatus(tx, inspectionIdx);
        return { inspection, taskIdx };
      });
      return loadOne(inspection, taskIdx);
    },

    async get(partnerIdx: number, type: SpaceTaskType, taskIdx: number): Promise<InspectionTask> {
      const { inspection } = await ownTask(partnerIdx, type, taskIdx);
      return loadOne(inspection, taskIdx);
    },

    /** Edits a thermal or visual task (any of its create fields). */
    async update(partnerIdx: number, type: SpaceTaskType, taskIdx: number, body: unknown): Promise<InspectionTask> {
      const patch = parseOr400((type === 'visual' ? updateVisualTaskBody : updateThermalTaskBody) as z.ZodType, body) as Record<string, unknown>;
      const { task } = await ownTask(partnerIdx, type, taskIdx);
      const inspection = await db.transaction(async (tx) => {
        const inspection = await lockForTask(tx, partnerIdx, task);
        const spaceIdx = patch.spaceIdx as number | undefined;
        await assertSpace(tx, task.inspectionIdx, spaceIdx);
        await repo.updateTask(tx, taskIdx, {
          ...(spaceIdx !== undefined ? { spaceIdx } : {}),
          ...(patch.location !== undefined ? { location: patch.location as string } : {}),
          ...(patch.comment !== undefined ? { comment: (patch.comment as string | null) || null } : {}),
          values: { ...(task.values as StoredTaskValues), ...valuesOf(Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined))) },
        });
        return inspection;
      });
      return loadOne(inspection, taskIdx);
    },

    /** PATCH (a text) or DELETE (null) the comment of a gradient or level task. */
    async setComment(partnerIdx: number, type: InspectionType, taskIdx: number, comment: string | null): Promise<InspectionTask> {
      const { task } = await ownTask(partnerIdx, type, taskIdx);
      const inspection = await db.transaction(async (tx) => {
        const inspection = await lockForTask(tx, partnerIdx, task);
        await repo.updateTask(tx, taskIdx, { comment });
        return inspection;
      });
      return loadOne(inspection, taskIdx);
    },

    /**
     * Deletes tasks of one type, all or none: every id must be a task of that type of the caller's company
     * (and of `inspectionIdx` when the path names one), in a type still 작성 중.
     */
    async delete(partnerIdx: number, type: InspectionType, taskIds: number[], inspectionIdx?: number): Promise<{ deleted: number }> {
      if (inspectionIdx !== undefined) await ownInspection(db, partnerIdx, inspectionIdx);
      return db.transaction(async (tx) => {
        const found = await repo.findTasks(tx, taskIds);
        const inspectionIdxs = [...new Set(found.map((t) => t.inspectionIdx))].sort((a, b) => a - b);
        const locked = new Map<number, InspectionRow>();
        for (const idx of inspectionIdxs) {
          const row = await inspectionsRepo.lock(tx, idx);
          if (row && row.partnerIdx === partnerIdx) locked.set(idx, row);
        }
        const mine = found.filter(
          (t) => t.type === type && locked.has(t.inspectionIdx) && (inspectionIdx === undefined || t.inspectionIdx === inspectionIdx),
        );
        if (mine.length !== taskIds.length) throw invalidField('taskIds', '지울 점검 기록(taskIds) 중 찾을 수 없는 기록이 있어요.');
        for (const row of locked.values()) {
          if (row.cancelledAt) throw new AppError('CONFLICT', '취소된 점검이에요. 더 기록할 수 없어요.');
          assertWriting(row, type);
        }
        const deleted = await repo.deleteTasks(tx, taskIds);
        for (const idx of locked.keys()) await syncStatus(tx, idx);
        return { deleted };
      });
    },

    async spaces(partnerIdx: number, inspectionIdx: number, type: SpaceTaskType): Promise<TaskSpaceList> {
      await ownInspection(db, partnerIdx, inspectionIdx);
      const rows = await repo.spaceTaskCounts(db, inspectionIdx, type);
      return { spaces: rows.map((r) => ({ ...r, kind: (SPACE_KIND_LABELS[r.kind as SpaceKind] ? r.kind : 'other') })) };
    },

    async standard(partnerIdx: number, inspectionIdx: number, type: InspectionType) {
      const inspection = await ownInspection(db, partnerIdx, inspectionIdx);
      return standardOf(inspection.standards, type);
    },

    /** 작성 완료 / 작성 중 for one type; the same state again changes nothing. */
    async setState(partnerIdx: number, inspectionIdx: number, type: InspectionType, state: WorkState): Promise<InspectionWorkState> {
      await db.transaction(async (tx) => {
        const row = await lockOwnInspection(tx, partnerIdx, inspectionIdx);
        if (row.typeStates[type]?.state === state) return;
        const typeStates = { ...row.typeStates, [type]: { state, completedAt: state === 'completed' ? new Date().toISOString() : null } };
        await inspectionsRepo.update(tx, inspectionIdx, { typeStates });
        await syncStatus(tx, inspectionIdx);
      });
      return workState(inspectionIdx);
    },
  };
}
export type TasksService = ReturnType<typeof createTasksService>;

