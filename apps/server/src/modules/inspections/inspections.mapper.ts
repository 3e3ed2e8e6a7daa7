import {
  formatHomeSize,
  maskPhone,
  INSPECTION_STATUS_LABELS,
  INSPECTION_TYPE_LABELS,
  INSPECTION_TYPES,
  SPACE_KIND_LABELS,
  TDR_REGION_LABELS,
  WORK_STATE_LABELS,
  type InspectionDetail,
  type InspectionListItem,
  type InspectionSpace,
  type InspectionStatus,
  type InspectionType,
  type InspectionTypeState,
  type SpaceKind,
} from '@ipju/contract';
import type { InspectionTypeStates } from '../../db/schema';
import type { ShownInspection, SpaceRow } from './inspections.repository';
import { inspectionCallRefusal, shownVisitDate } from './inspections.calls';
import { stateOf } from './inspections.status';

/** Task counts of one inspection by type. */
export type TypeCounts = Partial<Record<InspectionType, number>>;

/** Counts rows (inspectionIdx, type, n) into a map per inspection. */
export function countsByInspection(rows: { inspectionIdx: number; type: string; n: number }[]): Map<number, TypeCounts> {
  const map = new Map<number, TypeCounts>();
  for (const r of rows) {
    const counts = map.get(r.inspectionIdx) ?? {};
    counts[r.type as InspectionType] = r.n;
    map.set(r.inspectionIdx, counts);
  }
  return map;
}

export function homeLabel(row: { complexName: string; dong: string | null; ho: string | null }): string {
  return [row.complexName, row.dong ? `${row.dong}동` : null, row.ho ? `${row.ho}호` : null].filter(Boolean).join(' ');
}

/** '34평 (전용 84㎡)', the way every screen and the report write a home's size. */
export function areaLabel(row: { exclusiveArea: number | null; pyeong: number | null }): string {
  return formatHomeSize(row.pyeong, row.exclusiveArea);
}

export function toTypeStates(states: InspectionTypeStates, counts: TypeCounts): InspectionTypeState[] {
  return INSPECTION_TYPES.map((type) => {
    const state = stateOf(states, type);
    return {
      type,
      label: INSPECTION_TYPE_LABELS[type],
      state,
      stateLabel: WORK_STATE_LABELS[state],
      completedAt: states[type]?.completedAt ?? null,
      taskCount: counts[type] ?? 0,
    };
  });
}

export function toSpace(row: SpaceRow): InspectionSpace {
  const kind = row.kind as SpaceKind;
  return { spaceIdx: row.spaceIdx, name: row.name, kind, kindLabel: SPACE_KIND_LABELS[kind] ?? SPACE_KIND_LABELS.other, sortOrder: row.sortOrder };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toListItem(shown: ShownInspection, counts: TypeCounts): InspectionListItem {
  const r = shown.row;
  const types = toTypeStates(r.typeStates, counts);
  const status = r.status as InspectionStatus;
  return {
    inspectionIdx: r.inspectionIdx,
    status,
    statusLabel: INSPECTION_STATUS_LABELS[status],
    isSample: r.isSample,
    complexName: r.complexName,
    dong: r.dong,
    ho: r.ho,
    homeLabel: homeLabel(r),
    pyeong: r.pyeong,
    exclusiveAreaM2: r.exclusiveArea,
    areaLabel: areaLabel(r),
    residentName: shown.residentName ?? shown.buyerName ?? null,
    visitDate: shownVisitDate(shown),
    visitHour: r.orderLineIdx !== null ? shown.lineVisitHour : r.visitHour,
    types,
    completedTypeCount: types.filter((t) => t.state === 'completed').length,
    taskCount: types.reduce((sum, t) => sum + t.taskCount, 0),
    reportedAt: iso(r.reportedAt),
    sentAt: iso(r.sentAt),
    latestReportIdx: r.latestReportIdx,
    createdAt: r.createdAt.toISOString(),
  };
}

export function toDetail(shown: ShownInspection, counts: TypeCounts, spaces: SpaceRow[]): InspectionDetail {
  const r = shown.row;
  return {
    ...toListItem(shown, counts),
    apartmentIdx: r.apartmentIdx,
    address: r.address,
    builder: r.builder,
    companyName: shown.companyName,
    orderLineIdx: r.orderLineIdx,
    orderNo: shown.orderNo ?? null,
    residentIdx: r.residentIdx,
    residentPhoneMasked: shown.residentPhone ? maskPhone(shown.residentPhone) : null,
    canCall: inspectionCallRefusal(shown) === null,
    region: r.region,
    regionLabel: TDR_REGION_LABELS[r.region],
    approvedFrom2019_07: r.approvedFrom2019_07,
    memo: r.memo,
    opinion: r.opinion,
    opinionAt: iso(r.opinionAt),
    spaces: spaces.map(toSpace),
  };
}
