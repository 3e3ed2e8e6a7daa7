import { z } from 'zod';
import { idParam, idValue, pageQuery } from './fields';
import {
  COMMENT_TASK_TYPES,
  INSPECTION_STATUSES,
  INSPECTION_TYPES,
  MEASURE_TASK_TYPES,
  SPACE_KINDS,
  TDR_REGIONS,
  WORK_STATES,
} from './inspection-enums';
import { inspectionPhoto } from './inspection-photos';
import { inspectionTask } from './inspection-tasks';

export * from './inspection-enums';
export * from './inspection-spaces';
export * from './inspection-standards';
export * from './inspection-photos';
export * from './inspection-tasks';
export * from './inspection-judge';

/**
 * Pre-move-in inspections (사전점검, SPEC section 7 "Inspection"): the inspector console's lists, an
 * inspection with its spaces and per-type work state, its edits, the resident's live view, and the
 * resident search. Tasks, photos and standards have their own files (exported here).
 */

// ---- Paths and queries ----

export const inspectionIdParam = z.object({ inspectionId: idParam('점검 번호(inspectionId)') });
const typeEnum = z.enum(INSPECTION_TYPES, { error: '점검 종류는 visual, level, gradient, thermal, radon 중 하나예요.' });
export const inspectionTypeParams = z.object({ inspectionId: idParam('점검 번호(inspectionId)'), inspectionType: typeEnum });
export const inspectionTaskTypeParams = z.object({ inspectionId: idParam('점검 번호(inspectionId)'), type: typeEnum });
export const measureTaskTypeParam = z.object({
  type: z.enum(MEASURE_TASK_TYPES, { error: '이 경로로는 gradient, level, radon 기록만 지울 수 있어요.' }),
});
export const commentTaskTypes = COMMENT_TASK_TYPES;
export const taskIdParam = z.object({ taskId: idParam('점검 기록 번호(taskId)') });
export const photoIdParam = z.object({ photoId: idParam('사진 번호(photoId)') });
export const spaceTasksQuery = z.object({ inspectionSpace: idParam('공간(inspectionSpace)').optional() });

const keyword = z.string().trim().max(50, { error: '검색어(keyword)는 50자까지 쓸 수 있어요.' });
export const inspectionListQuery = z.object({ keyword: keyword.optional() });
export const inspectionReportsQuery = z.object({
  page: pageQuery.page,
  residentName: z.string().trim().max(30, { error: '입주민 이름(residentName)은 30자까지 쓸 수 있어요.' }).optional(),
  complexName: z.string().trim().max(50, { error: '단지명(complexName)은 50자까지 쓸 수 있어요.' }).optional(),
});
export const onlineResidentsQuery = z.object({
  keyword: keyword.min(1, { error: '검색어(keyword)를 입력해 주세요.' }),
});

// ---- Reading ----

export const inspectionSpace = z.object({
  spaceIdx: z.number().int(),
  name: z.string(),
  kind: z.enum(SPACE_KINDS),
  kindLabel: z.string(),
  sortOrder: z.number().int(),
});
export type InspectionSpace = z.infer<typeof inspectionSpace>;

export const inspectionTypeState = z.object({
  type: z.enum(INSPECTION_TYPES),
  label: z.string(),
  state: z.enum(WORK_STATES),
  stateLabel: z.string(),
  completedAt: z.string().nullable(),
  taskCount: z.number().int(),
});
export type InspectionTypeState = z.infer<typeof inspectionTypeState>;

export const inspectionListItem = z.object({
  inspectionIdx: z.number().int(),
  status: z.enum(INSPECTION_STATUSES),
  statusLabel: z.string(),
  isSample: z.boolean(),
  complexName: z.string(),
  dong: z.string().nullable(),
  ho: z.string().nullable(),
  homeLabel: z.string().describe('래미안 원베일리 101동 1203호'),
  pyeong: z.number().int().nullable(),
  exclusiveAreaM2: z.number().nullable(),
  areaLabel: z.string().describe('34평 (전용 84㎡), 모르면 빈 글자'),
  residentName: z.string().nullable(),
  visitDate: z.string().nullable().describe('YYYY-MM-DD: 주문한 점검은 주문의 방문일을 그대로 따라가요'),
  visitHour: z.number().int().nullable(),
  types: z.array(inspectionTypeState),
  completedTypeCount: z.number().int(),
  taskCount: z.number().int(),
  reportedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  latestReportIdx: z.number().int().nullable(),
  createdAt: z.string(),
});
export type InspectionListItem = z.infer<typeof inspectionListItem>;
export const inspectionList = z.object({ inspections: z.array(inspectionListItem) });
export type InspectionList = z.infer<typeof inspectionList>;

export const inspectionReportPage = z.object({
  inspections: z.array(inspectionListItem),
  page: z.number().int(),
  total: z.number().int(),
  hasNext: z.boolean(),
});
export type InspectionReportPage = z.infer<typeof inspectionReportPage>;

export const inspectionSummary = z.object({
  scheduled: z.number().int(),
  inProgress: z.number().int(),
  measured: z.number().int(),
  reported: z.number().int(),
  sent: z.number().int(),
  today: z.number().int().describe('오늘 방문할 점검'),
});
export type InspectionSummary = z.infer<typeof inspectionSummary>;

export const inspectionDetail = inspectionListItem.extend({
  apartmentIdx: z.number().int().nullable(),
  address: z.string().nullable(),
  builder: z.string().nullable(),
  companyName: z.string(),
  orderLineIdx: z.number().int().nullable(),
  orderNo: z.string().nullable(),
  residentIdx: z.number().int().nullable(),
  residentPhoneMasked: z
    .string()
    .nullable()
    .describe('010-****-5678: 누구인지 알아볼 만큼만. 전화는 GET /inspection/{inspectionId}/get_vn의 안심번호로 걸어요'),
  canCall: z.boolean().describe('지금 안심번호로 전화할 수 있는지'),
  region: z.enum(TDR_REGIONS),
  regionLabel: z.string(),
  approvedFrom2019_07: z.boolean().describe('2019년 7월 이후 사업승인 (라돈 권고기준 148, 아니면 200)'),
  memo: z.string().nullable(),
  opinion: z.string().nullable().describe('점검원 총평'),
  opinionAt: z.string().nullable(),
  spaces: z.array(inspectionSpace),
});
export type InspectionDetail = z.infer<typeof inspectionDetail>;

/** GET /inspection/{id}/join/online: what the resident's live page polls while the team works. */
export const inspectionLive = z.object({
  inspectionIdx: z.number().int(),
  status: z.enum(INSPECTION_STATUSES),
  statusLabel: z.string(),
  homeLabel: z.string(),
  areaLabel: z.string(),
  companyName: z.string(),
  visitDate: z.string().nullable(),
  spaces: z.array(inspectionSpace),
  types: z.array(inspectionTypeState),
  tasks: z.array(inspectionTask),
  unlinkedPhotos: z.array(inspectionPhoto).describe('아직 기록에 연결하지 않은 사진'),
  latestReportIdx: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type InspectionLive = z.infer<typeof inspectionLive>;

export const onlineResident = z.object({
  residentIdx: z.number().int(),
  name: z.string(),
  phoneMasked: z.string().describe('010-****-5678'),
  complexName: z.string().nullable(),
  dong: z.string().nullable(),
  ho: z.string().nullable(),
});
export const onlineResidentList = z.object({ residents: z.array(onlineResident) });
export type OnlineResident = z.infer<typeof onlineResident>;

// ---- Writing ----

export const inspectionSpaceInput = z.object({
  spaceIdx: idValue('공간(spaceIdx)').optional().describe('있으면 그 공간의 이름·종류를 바꾸고, 없으면 새 공간'),
  name: z
    .string({ error: '공간 이름(spaces.name)을 입력해 주세요.' })
    .trim()
    .min(1, { error: '공간 이름(spaces.name)을 입력해 주세요.' })
    .max(20, { error: '공간 이름(spaces.name)은 20자까지 쓸 수 있어요.' }),
  kind: z.enum(SPACE_KINDS, { error: '공간 종류(spaces.kind)를 목록에서 골라 주세요.' }),
});

export const updateInspectionBody = z
  .object({
    spaces: z
      .array(inspectionSpaceInput, { error: '공간(spaces)을 목록으로 보내 주세요.' })
      .min(1, { error: '공간(spaces)은 하나 이상 있어야 해요.' })
      .max(40, { error: '공간(spaces)은 40개까지 만들 수 있어요.' })
      .refine((l) => new Set(l.map((s) => s.name)).size === l.length, { error: '같은 이름의 공간(spaces)이 두 번 있어요.' })
      .refine((l) => {
        const ids = l.flatMap((s) => (s.spaceIdx ? [s.spaceIdx] : []));
        return new Set(ids).size === ids.length;
      }, { error: '같은 공간(spaces)이 두 번 있어요.' })
      .optional()
      .describe('공간 전체 목록, 보낸 순서가 새 순서예요. 빠진 공간은 지워져요 (기록이 있는 공간은 지울 수 없어요).'),
    region: z.enum(TDR_REGIONS, { error: '결로 기준 지역(region)은 I, II, III 중 하나로 보내 주세요.' }).optional(),
    approvedFrom2019_07: z.boolean({ error: '사업승인 시기(approvedFrom2019_07)를 true 또는 false로 보내 주세요.' }).optional(),
    residentIdx: idValue('입주민(residentIdx)').nullable().optional(),
    memo: z.string().trim().max(2000, { error: '메모(memo)는 2000자까지 쓸 수 있어요.' }).nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: '바꿀 내용을 하나 이상 보내 주세요.' });
export type UpdateInspectionBody = z.infer<typeof updateInspectionBody>;

export const inspectionResultBody = z.object({
  opinion: z
    .string({ error: '총평(opinion)을 입력해 주세요.' })
    .trim()
    .min(1, { error: '총평(opinion)을 입력해 주세요.' })
    .max(4000, { error: '총평(opinion)은 4000자까지 쓸 수 있어요.' }),
});
export type InspectionResultBody = z.infer<typeof inspectionResultBody>;

/** PATCH /inspection/{id}/{type}/completed and /writing: the inspection's status and every type's state. */
export const inspectionWorkState = z.object({
  inspectionIdx: z.number().int(),
  status: z.enum(INSPECTION_STATUSES),
  statusLabel: z.string(),
  types: z.array(inspectionTypeState),
});
export type InspectionWorkState = z.infer<typeof inspectionWorkState>;
