import {
  INSPECTION_TYPES,
  type InspectionDetail,
  type InspectionPhoto,
  type InspectionStandard,
  type InspectionTask,
} from '@ipju/contract';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { countsByInspection, toDetail } from './inspections.mapper';
import * as repo from './inspections.repository';
import { syncStatus } from './inspections.status';
import { standardOf } from './standards';
import { judgeBasisOf, toPhoto, toTasks } from './tasks.mapper';
import * as tasksRepo from './tasks.repository';

/**
 * What the report module reads of an inspection, in one call: the inspection with its home, spaces and
 * states, every task with its photos (url, size, annotations) and judgement, the photos not tied to a task,
 * and the standards copy by type. Five queries whatever the inspection holds.
 */
export interface InspectionReportSource {
  inspection: InspectionDetail;
  tasks: InspectionTask[];
  unlinkedPhotos: InspectionPhoto[];
  standards: InspectionStandard[];
}

export async function loadInspectionForReport(db: DbOrTx, inspectionIdx: number): Promise<InspectionReportSource> {
  const shown = await repo.findShown(db, inspectionIdx);
  if (!shown) throw notFound('점검');
  const [spaces, counts, tasks, photos] = await Promise.all([
    repo.listSpaces(db, inspectionIdx),
    repo.taskCounts(db, [inspectionIdx]),
    tasksRepo.listTasks(db, inspectionIdx),
    tasksRepo.photosOf(db, [inspectionIdx]),
  ]);
  const row = shown.row;
  return {
    inspection: toDetail(shown, countsByInspection(counts).get(inspectionIdx) ?? {}, spaces),
    tasks: toTasks(tasks, photos, judgeBasisOf(row)),
    unlinkedPhotos: photos.filter((p) => p.taskIdx === null).map(toPhoto),
    standards: INSPECTION_TYPES.map((t) => standardOf(row.standards, t)),
  };
}

/** The report module made report `reportIdx` (in its transaction): status 보고서 작성 once all types are completed. */
export async function markInspectionReported(tx: DbOrTx, inspectionIdx: number, reportIdx: number): Promise<void> {
  await repo.update(tx, inspectionIdx, { reportedAt: new Date(), latestReportIdx: reportIdx });
  await syncStatus(tx, inspectionIdx);
}

/** The report module sent the report's link (to the resident or others): status 보고서 발송. */
export async function markInspectionSent(tx: DbOrTx, inspectionIdx: number): Promise<void> {
  await repo.update(tx, inspectionIdx, { sentAt: new Date() });
  await syncStatus(tx, inspectionIdx);
}
