import { josa } from 'es-hangul';
import { z } from 'zod';
import { idValue, pageQuery } from './fields';
import { INSPECTION_TYPES, PHOTO_ROLES } from './inspection-enums';

/**
 * Inspection photos: uploaded through the files service (type=inspection), then attached here. Annotations
 * are shapes whose coordinates are fractions (0-1) of the photo's width and height, so they land on the same
 * spot on a phone, in the browser and in the PDF. Colour is fixed (red) for now.
 */
const unit = (label: string) =>
  z
    .number({ error: `${josa(label, '을/를')} 0~1 사이의 숫자로 보내 주세요.` })
    .min(0, { error: `${josa(label, '은/는')} 0~1 사이여야 해요.` })
    .max(1, { error: `${josa(label, '은/는')} 0~1 사이여야 해요.` });

export const photoShape = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('arrow'), x1: unit('좌표'), y1: unit('좌표'), x2: unit('좌표'), y2: unit('좌표') }),
    z.object({ kind: z.literal('circle'), x: unit('좌표'), y: unit('좌표'), rx: unit('반지름'), ry: unit('반지름') }),
    z.object({
      kind: z.literal('text'),
      x: unit('좌표'),
      y: unit('좌표'),
      text: z.string().trim().min(1, { error: '표시 글자를 입력해 주세요.' }).max(60, { error: '표시 글자는 60자까지 쓸 수 있어요.' }),
    }),
  ],
  { error: '표시(annotations)는 arrow, circle, text 중 하나로 보내 주세요.' },
);
export type PhotoShape = z.infer<typeof photoShape>;

export const photoAnnotations = z
  .array(photoShape, { error: '표시(annotations)를 목록으로 보내 주세요.' })
  .max(30, { error: '표시(annotations)는 30개까지 넣을 수 있어요.' });

export const inspectionPhoto = z.object({
  photoIdx: z.number().int(),
  inspectionIdx: z.number().int(),
  taskIdx: z.number().int().nullable(),
  type: z.enum(INSPECTION_TYPES).nullable(),
  spaceIdx: z.number().int().nullable(),
  url: z.string(),
  width: z.number().int().nullable().describe('픽셀 (알 수 없으면 null)'),
  height: z.number().int().nullable(),
  role: z.enum(PHOTO_ROLES).nullable(),
  annotations: z.array(photoShape),
  createdAt: z.string(),
});
export type InspectionPhoto = z.infer<typeof inspectionPhoto>;

const clientKeyField = z
  .string({ error: '기기 저장 키(clientKey)를 보내 주세요.' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: '기기 저장 키(clientKey)는 영문·숫자 8~64자여야 해요.' });
export { clientKeyField as inspectionClientKey };

export const addInspectionPhotoBody = z.object({
  clientKey: clientKeyField,
  fileKey: z
    .string({ error: '파일 키(fileKey)를 보내 주세요.' })
    .trim()
    .regex(/^inspection\/[A-Za-z0-9._/-]{1,200}$/, { error: '파일 키(fileKey)는 사전점검 사진으로 올린 파일이어야 해요.' }),
  taskIdx: idValue('점검 기록').nullable().optional(),
  type: z.enum(INSPECTION_TYPES, { error: '점검 종류(type)를 확인해 주세요.' }).nullable().optional(),
  spaceIdx: idValue('공간').nullable().optional(),
  role: z.enum(PHOTO_ROLES, { error: '사진 구분(role)은 wide, close, scale 중 하나로 보내 주세요.' }).nullable().optional(),
  annotations: photoAnnotations.optional(),
});
export type AddInspectionPhotoBody = z.infer<typeof addInspectionPhotoBody>;

export const updateInspectionPhotoBody = z
  .object({
    taskIdx: idValue('점검 기록').nullable().optional(),
    role: z.enum(PHOTO_ROLES, { error: '사진 구분(role)은 wide, close, scale 중 하나로 보내 주세요.' }).nullable().optional(),
    annotations: photoAnnotations.optional(),
  })
  .refine((b) => b.taskIdx !== undefined || b.role !== undefined || b.annotations !== undefined, {
    error: '바꿀 내용(annotations, role, taskIdx)을 하나 이상 보내 주세요.',
  });
export type UpdateInspectionPhotoBody = z.infer<typeof updateInspectionPhotoBody>;

export const inspectionPhotoList = z.object({ photos: z.array(inspectionPhoto) });

export const inspectionPhotoPageQuery = z.object({
  inspectionId: z.coerce
    .number({ error: '점검 번호(inspectionId)를 숫자로 보내 주세요.' })
    .int({ error: '점검 번호(inspectionId)를 숫자로 보내 주세요.' })
    .positive({ error: '점검 번호(inspectionId)를 확인해 주세요.' })
    .max(2_147_483_647, { error: '점검 번호(inspectionId)를 확인해 주세요.' }),
  type: z.enum(INSPECTION_TYPES, { error: '점검 종류(type)는 visual, level, gradient, thermal, radon 중 하나로 보내 주세요.' }).optional(),
  page: pageQuery.page,
});
export const inspectionPhotoPage = z.object({
  photos: z.array(inspectionPhoto),
  page: z.number().int(),
  total: z.number().int(),
  hasNext: z.boolean(),
});
export type InspectionPhotoPage = z.infer<typeof inspectionPhotoPage>;
