/**
 * Pre-move-in inspections (사전점검): the inspector console's inspections, tasks, photos and standards, the
 * resident's live view, and what billing and the report module call (docs/INSPECTION.md).
 */
import type { AppDeps } from '../../app-deps';
import type { ApiInstance } from '../types';
import { inspectionLiveRoutes } from './inspections.routes';
import { createInspectionsService, type InspectionsService } from './inspections.service';
import { inspectorInspectionRoutes } from './inspector.routes';
import { inspectorPhotoRoutes } from './inspector-photos.routes';
import { inspectorTaskRoutes } from './inspector-tasks.routes';
import { createPhotosService, type PhotosService } from './photos.service';
import { staffInspectionStandardRoutes } from './staff.routes';
import { createStandardsService, type StandardsService } from './standards';
import { createTasksService, type TasksService } from './tasks.service';

export { createInspectionsService, listInspectionsOfResident, type InspectionsService } from './inspections.service';
export { createTasksService, type TasksService, type InspectorCaller } from './tasks.service';
export { createPhotosService, type PhotosService } from './photos.service';
export { createStandardsService, ensureDefaultStandards, type StandardsService } from './standards';
export {
  cancelInspectionsForLines,
  createInspection,
  createInspectionsForPaidOrder,
  INSPECTION_CATEGORY,
  type NewInspection,
  type PaidOrderForInspection,
} from './creation';
export { loadInspectionForCaller, inspectionOwners } from './inspections.access';
export { loadInspectionForReport, markInspectionReported, markInspectionSent, type InspectionReportSource } from './report-source';
export { syncStatus as syncInspectionStatus } from './inspections.status';
export { findingsOfComplex } from './complex-findings';

/** The services of this module, built once in createServices. */
export function createInspectionServices(deps: AppDeps) {
  return {
    inspections: createInspectionsService(deps.db, deps.virtualNumbers),
    inspectionTasks: createTasksService(deps.db),
    inspectionPhotos: createPhotosService(deps),
    inspectionStandards: createStandardsService(deps.db),
  };
}

/** Every inspection route, on the process's services. */
export async function inspectionsModule(
  app: ApiInstance,
  services: { inspections: InspectionsService; inspectionTasks: TasksService; inspectionPhotos: PhotosService; inspectionStandards: StandardsService },
) {
  await inspectorInspectionRoutes(app, services);
  await inspectorTaskRoutes(app, services);
  await inspectorPhotoRoutes(app, services);
  await inspectionLiveRoutes(app, services);
  await staffInspectionStandardRoutes(app, services);
}
