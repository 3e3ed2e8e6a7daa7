import {
  INSPECTION_STATUS_LABELS,
  maskPhone,
  seoulToday,
  type CallNumber,
  type InspectionDetail,
  type InspectionListItem,
  type InspectionList,
  type InspectionLive,
  type InspectionReportPage,
  type InspectionStatus,
  type InspectionSummary,
  type OnlineResident,
  type UpdateInspectionBody,
} from '@ipju/contract';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, invalidField } from '../../lib/errors';
import type { Caller } from '../../lib/authorize';
import { companyPhoneDigits, toCallNumber, type VirtualNumbers } from '../../lib/virtual-numbers';
import { loadInspectionForCaller, lockOwnInspection, ownInspection } from './inspections.access';
import { inspectionCallExpiry, inspectionCallRefusal } from './inspections.calls';
import { countsByInspection, homeLabel, areaLabel, toDetail, toListItem, toSpace, toTypeStates } from './inspections.mapper';
import * as repo from './inspections.repository';
import type { ListFilter, ShownInspection } from './inspections.repository';
import { allCompleted, syncStatus } from './inspections.status';
import { judgeBasisOf, toPhoto, toTasks } from './tasks.mapper';
import * as tasksRepo from './tasks.repository';

/** The most a console list shows (SPEC's lists take no page; the reports list has pages of REPORT_PAGE). */
const LIST_LIMIT = 200;
const REPORT_PAGE = 20;

/**
 * A resident's inspections (not cancelled), newest first, for the resident's pages (the report module's
 * GET /residents/inspections): three queries whatever they hold.
 */
export async function listInspectionsOfResident(db: DbOrTx, residentIdx: number): Promise<InspectionListItem[]> {
  const rows = await repo.listShown(db, { residentIdx, order: 'newest', limit: LIST_LIMIT });
  const counts = countsByInspection(await repo.taskCounts(db, rows.map((r) => r.row.inspectionIdx)));
  return rows.map((r) => toListItem(r, counts.get(r.row.inspectionIdx) ?? {}));
}

/**
 * The inspector console's inspections: lists, the console home's counts, one inspection, its edits (spaces,
 * region, radon rule, linked resident, memo), the 총평, the resident's live view and the resident search.
 */
export function createInspectionsService(db: Db, virtualNumbers: VirtualNumbers) {
  async function listOf(f: Omit<ListFilter, 'limit'> & { limit?: number }) {
    const rows = await repo.listShown(db, { limit: LIST_LIMIT, ...f });
    const counts = countsByInspection(await repo.taskCounts(db, rows.map((r) => r.row.inspectionIdx)));
    return rows.map((r) => toListItem(r, counts.get(r.row.inspectionIdx) ?? {}));
  }

  async function detail(inspectionIdx: number): Promise<InspectionDetail> {
    const shown = (await repo.findShown(db, inspectionIdx))!;
    const counts = countsByInspection(await repo.taskCounts(db, [inspectionIdx])).get(inspectionIdx) ?? {};
    return toDetail(shown, counts, await repo.listSpaces(db, inspectionIdx));
  }

  /** Replaces the space list: kept ones renamed and reordered, new ones added, missing ones removed (unless they have tasks). */
  async function replaceSpaces(tx: DbOrTx, inspectionIdx: number, spaces: NonNullable<UpdateInspectionBody['spaces']>) {
    const current = await repo.listSpaces(tx, inspectionIdx);
    const ids = new Set(current.map((s) => s.spaceIdx));
    const unknown = spaces.find((s) => s.spaceIdx !== undefined && !ids.has(s.spaceIdx));
    if (unknown) throw invalidField('spaces', '이 점검의 공간(spaces)이 아닌 번호가 있어요. 공간 목록을 새로 불러와 주세요.');
    const kept = new Set(spaces.flatMap((s) => (s.spaceIdx ? [s.spaceIdx] : [])));
    const removed = current.filter((s) => !kept.has(s.spaceIdx));
    const busy = await repo.spacesWithTasks(tx, removed.map((s) => s.spaceIdx));
    if (busy.length) {
      const names = removed.filter((s) => busy.includes(s.spaceIdx)).map((s) => s.name).join(', ');
      throw new AppError('CONFLICT', `기록이 있는 공간(${names})은 지울 수 없어요. 기록을 먼저 지우거나 다른 공간으로 옮겨 주세요.`);
    }
    await repo.deleteSpaces(tx, removed.map((s) => s.spaceIdx));
    for (const [i, s] of spaces.entries()) {
      if (s.spaceIdx) await repo.updateSpace(tx, s.spaceIdx, { name: s.name, kind: s.kind, sortOrder: (i + 1) * 10 });
    }
    await repo.insertSpaces(
      tx,
      spaces.flatMap((s, i) => (s.spaceIdx ? [] : [{ inspectionIdx, name: s.name, kind: s.kind, sortOrder: (i + 1) * 10 }])),
    );
  }

  return {
    /** GET /inspection: the company's inspections (not cancelled), newest first, by keyword. */
    async list(partnerIdx: number, keyword?: string): Promise<InspectionList> {
      return { inspections: await listOf({ partnerIdx, keyword, order: 'newest' }) };
    },

    /** GET /inspection/check-inspection: 점검 예정 and 점검 중, by visit date. */
    async toInspect(partnerIdx: number): Promise<InspectionList> {
      return { inspections: await listOf({ partnerIdx, statuses: ['scheduled', 'in_progress'], order: 'visit' }) };
    },

    /** GET /inspection/result: 측정 완료, waiting for the 총평 and the report. */
    async measured(partnerIdx: number): Promise<InspectionList> {
      return { inspections: await listOf({ partnerIdx, statuses: ['measured'], order: 'visit' }) };
    },

    async summary(partnerIdx: number): Promise<InspectionSummary> {
      return repo.summary(db, partnerIdx, seoulToday());
    },

    /** GET /inspection/reports: inspections whose report exists, newest report first, in pages. */
    async reports(partnerIdx: number, q: { page: number; residentName?: string; complexName?: string }): Promise<InspectionReportPage> {
      const filter: ListFilter = {
        partnerIdx,
        reported: true,
        residentName: q.residentName || undefined,
        complexName: q.complexName || undefined,
        order: 'newest',
        limit: REPORT_PAGE,
        offset: (q.page - 1) * REPORT_PAGE,
      };
      const [inspections, total] = await Promise.all([listOf(filter), repo.countShown(db, filter)]);
      return { inspections, page: q.page, total, hasNext: q.page * REPORT_PAGE < total };
    },

    /**
     * GET /inspection/{inspectionId}/get_vn: the inspection's 050 안심번호 to call the resident (opened on first
     * ask, one per inspection; the rule and its end: inspections.calls.ts).
     */
    async callNumber(partnerIdx: number, inspectionIdx: number): Promise<CallNumber> {
      await ownInspection(db, partnerIdx, inspectionIdx);
      const shown = (await repo.findShown(db, inspectionIdx))!;
      const refusal = inspectionCallRefusal(shown);
      if (refusal) throw new AppError('CONFLICT', refusal);
      const phone = await repo.callPhone(db, inspectionIdx);
      if (!phone) throw new AppError('CONFLICT', '입주민 연락처가 없어 안심번호로 연결할 수 없어요.');
      const grant = await virtualNumbers.numberFor(
        { kind: 'inspection', idx: inspectionIdx },
        { partnerIdx, partnerPhone: await companyPhoneDigits(db, partnerIdx), residentPhone: phone },
        inspectionCallExpiry(shown),
      );
      return toCallNumber(grant);
    },

    async get(partnerIdx: number, inspectionIdx: number): Promise<InspectionDetail> {
      await ownInspection(db, partnerIdx, inspectionIdx);
      return detail(inspectionIdx);
    },

    async update(partnerIdx: number, inspectionIdx: number, body: UpdateInspectionBody): Promise<InspectionDetail> {
      await db.transaction(async (tx) => {
        await lockOwnInspection(tx, partnerIdx, inspectionIdx);
        if (body.residentIdx && !(await repo.isCustomer(tx, partnerIdx, body.residentIdx))) {
          throw invalidField('residentIdx', '이 업체에서 주문한 입주민(residentIdx)만 연결할 수 있어요.');
        }
        if (body.spaces) await replaceSpaces(tx, inspectionIdx, body.spaces);
        await repo.update(tx, inspectionIdx, {
          ...(body.region !== undefined ? { region: body.region } : {}),
          ...(body.approvedFrom2019_07 !== undefined ? { approvedFrom2019_07: body.approvedFrom2019_07 } : {}),
          ...(body.residentIdx !== undefined ? { residentIdx: body.residentIdx } : {}),
          ...(body.memo !== undefined ? { memo: body.memo || null } : {}),
        });
      });
      return detail(inspectionIdx);
    },

    /** POST /inspection/{id}/result: the inspector's 총평, once all five types are 작성 완료. */
    async saveResult(partnerIdx: number, inspectionIdx: number, opinion: string): Promise<InspectionDetail> {
      await db.transaction(async (tx) => {
        const row = await lockOwnInspection(tx, partnerIdx, inspectionIdx);
        if (!allCompleted(row.typeStates)) {
          throw new AppError('CONFLICT', '다섯 가지 점검을 모두 작성 완료해야 총평을 저장할 수 있어요.');
        }
        await repo.update(tx, inspectionIdx, { opinion, opinionAt: new Date() });
        await syncStatus(tx, inspectionIdx);
      });
      return detail(inspectionIdx);
    },

    /**
     * GET /inspection/{id}/join/online: what has been recorded so far, for the company's inspectors or the
     * resident it is for (anyone else: 404). Four queries whatever the inspection holds.
     */
    async live(caller: Caller, inspectionIdx: number): Promise<InspectionLive> {
      const row = await loadInspectionForCaller(db, caller, inspectionIdx);
      const [shown, spaces, tasks, photos] = await Promise.all([
        repo.findShown(db, inspectionIdx) as Promise<ShownInspection>,
        repo.listSpaces(db, inspectionIdx),
        tasksRepo.listTasks(db, inspectionIdx),
        tasksRepo.photosOf(db, [inspectionIdx]),
      ]);
      const counts: Record<string, number> = {};
      for (const t of tasks) counts[t.task.type] = (counts[t.task.type] ?? 0) + 1;
      const item = toListItem(shown, counts);
      const status = row.status as InspectionStatus;
      return {
        inspectionIdx,
        status,
        statusLabel: INSPECTION_STATUS_LABELS[status],
        homeLabel: homeLabel(row),
        areaLabel: areaLabel(row),
        companyName: shown.companyName,
        visitDate: item.visitDate,
        spaces: spaces.map(toSpace),
        types: toTypeStates(row.typeStates, counts),
        tasks: toTasks(tasks, photos, judgeBasisOf(row)),
        unlinkedPhotos: photos.filter((p) => p.taskIdx === null).map(toPhoto),
        latestReportIdx: row.latestReportIdx,
        updatedAt: row.updatedAt.toISOString(),
      };
    },

    /** GET /online/residents: residents who bought from this company, phone masked. */
    async searchResidents(partnerIdx: number, keyword: string): Promise<{ residents: OnlineResident[] }> {
      const rows = await repo.searchCustomers(db, partnerIdx, keyword);
      return {
        residents: rows.map((r) => ({
          residentIdx: r.residentIdx,
          name: r.name ?? '',
          phoneMasked: maskPhone(r.phone),
          complexName: r.complexName,
          dong: r.dong,
          ho: r.ho,
        })),
      };
    },
  };
}
export type InspectionsService = ReturnType<typeof createInspectionsService>;
