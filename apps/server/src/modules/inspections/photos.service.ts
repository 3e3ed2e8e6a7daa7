import type { AddInspectionPhotoBody, InspectionPhoto, InspectionPhotoPage, InspectionType, UpdateInspectionPhotoBody } from '@ipju/contract';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { AppError, invalidField, notFound } from '../../lib/errors';
import { findUploadedImages } from '../files';
import { assertWriting, lockOwnInspection, ownInspection } from './inspections.access';
import * as inspectionsRepo from './inspections.repository';
import type { InspectionRow } from './inspections.repository';
import { toPhoto } from './tasks.mapper';
import * as repo from './tasks.repository';
import type { InspectorCaller } from './tasks.service';

const PHOTO = '사진';
const PAGE_SIZE = 30;

/**
 * Inspection photos: attach an upload (type=inspection, the caller's own finished upload) to an inspection,
 * maybe to a task; idempotent by clientKey like tasks. A photo of a task follows its type's state: while the
 * type is 작성 완료 its photos are not added, changed or removed.
 */
export function createPhotosService(deps: Pick<AppDeps, 'db' | 'storage'>) {
  const { db } = deps;

  /** The task a photo is for (of this inspection), its type checked 작성 중; the type the photo belongs to. */
  async function taskOf(tx: DbOrTx, inspection: InspectionRow, taskIdx: number | null | undefined, type: InspectionType | null | undefined) {
    if (taskIdx === null || taskIdx === undefined) {
      if (type) assertWriting(inspection, type);
      return { type: type ?? null, spaceIdx: undefined as number | null | undefined };
    }
    const shown = await repo.findTask(tx, taskIdx);
    if (!shown || shown.task.inspectionIdx !== inspection.inspectionIdx) throw invalidField('taskIdx', '이 점검의 기록(taskIdx)이 아니에요.');
    assertWriting(inspection, shown.task.type);
    return { type: shown.task.type, spaceIdx: shown.task.spaceIdx };
  }

  async function ownPhoto(tx: DbOrTx, partnerIdx: number, photoIdx: number) {
    const photo = await repo.findPhoto(tx, photoIdx);
    if (!photo) throw notFound(PHOTO);
    const inspection = await lockOwnInspection(tx, partnerIdx, photo.inspectionIdx).catch((e: unknown) => {
      throw e instanceof AppError && e.code === 'CONFLICT' ? e : notFound(PHOTO);
    });
    return { photo, inspection };
  }

  return {
    async list(partnerIdx: number, inspectionIdx: number): Promise<{ photos: InspectionPhoto[] }> {
      await ownInspection(db, partnerIdx, inspectionIdx);
      return { photos: (await repo.photosOf(db, [inspectionIdx])).map(toPhoto) };
    },

    async page(partnerIdx: number, query: { inspectionId: number; type?: InspectionType; page: number }): Promise<InspectionPhotoPage> {
      await ownInspection(db, partnerIdx, query.inspectionId);
      const rows = await repo.photoPage(db, query.inspectionId, query.type, PAGE_SIZE, (query.page - 1) * PAGE_SIZE);
      const total = rows[0]?.total ?? 0;
      return { photos: rows.map((r) => toPhoto(r.photo)), page: query.page, total, hasNext: query.page * PAGE_SIZE < total };
    },

    async add(caller: InspectorCaller, inspectionIdx: number, body: AddInspectionPhotoBody): Promise<InspectionPhoto> {
      await ownInspection(db, caller.partnerIdx, inspectionIdx);
      const again = await repo.findPhotoByClientKey(db, inspectionIdx, body.clientKey);
      if (again) return toPhoto(again);
      // Read before the transaction: it may read the file for its size.
      const { images } = await findUploadedImages(deps, { keys: [body.fileKey], type: 'inspection', ownerRole: 'partner', ownerIdx: caller.accountIdx });
      const image = images[0];
      if (!image) throw invalidField('fileKey', '올린 사진을 찾을 수 없어요. 사진을 다시 올려 주세요.');
      const photo = await db.transaction(async (tx) => {
        const inspection = await lockOwnInspection(tx, caller.partnerIdx, inspectionIdx);
        const existing = await repo.findPhotoByClientKey(tx, inspectionIdx, body.clientKey);
        if (existing) return existing;
        const task = await taskOf(tx, inspection, body.taskIdx, body.type);
        if (body.spaceIdx) {
          if (!(await inspectionsRepo.findSpace(tx, inspectionIdx, body.spaceIdx))) throw invalidField('spaceIdx', '이 점검의 공간(spaceIdx)이 아니에요. 공간 목록을 새로 불러와 주세요.');
        }
        const inserted = await repo.insertPhoto(tx, {
          inspectionIdx,
          taskIdx: body.taskIdx ?? null,
          type: task.type,
          spaceIdx: body.spaceIdx ?? task.spaceIdx ?? null,
          clientKey: body.clientKey,
          fileKey: image.key,
          url: image.url,
          width: image.width,
          height: image.height,
          role: body.role ?? null,
          annotations: body.annotations ?? [],
          uploadedByAccountIdx: caller.accountIdx,
        });
        return inserted ?? (await repo.findPhotoByClientKey(tx, inspectionIdx, body.clientKey))!;
      });
      return toPhoto(photo);
    },

    /** Annotations, role, or the task a photo belongs to. */
    async update(partnerIdx: number, photoIdx: number, body: UpdateInspectionPhotoBody): Promise<InspectionPhoto> {
      const updated = await db.transaction(async (tx) => {
        const { photo, inspection } = await ownPhoto(tx, partnerIdx, photoIdx);
        if (photo.type) assertWriting(inspection, photo.type);
        const moved = body.taskIdx !== undefined ? await taskOf(tx, inspection, body.taskIdx, body.taskIdx === null ? photo.type : undefined) : null;
        return repo.updatePhoto(tx, photoIdx, {
          ...(body.annotations !== undefined ? { annotations: body.annotations } : {}),
          ...(body.role !== undefined ? { role: body.role } : {}),
          ...(moved ? { taskIdx: body.taskIdx ?? null, type: moved.type, ...(moved.spaceIdx !== undefined ? { spaceIdx: moved.spaceIdx } : {}) } : {}),
        });
      });
      return toPhoto(updated);
    },

    async remove(partnerIdx: number, photoIdx: number): Promise<{ ok: true }> {
      await db.transaction(async (tx) => {
        const { photo, inspection } = await ownPhoto(tx, partnerIdx, photoIdx);
        if (photo.type) assertWriting(inspection, photo.type);
        await repo.deletePhoto(tx, photoIdx);
      });
      return { ok: true };
    },
  };
}
export type PhotosService = ReturnType<typeof createPhotosService>;
