import { z } from 'zod';
import { josa } from 'es-hangul';
import { ID_MAX, idTooLarge } from './fields';
import { apartment, apartmentArea } from './places';

/** The resident's complex (GET /residents/apartment); SPEC reads data.apart. */
export const residentApartment = apartment.extend({
  area: apartmentArea.nullable(),
  dong: z.string().nullable(),
  ho: z.string().nullable(),
  moveInDate: z.string().nullable().describe('입주 예정일 YYYY-MM-DD'),
  joinedAt: z.string().nullable().describe('동·호수를 등록한 시각'),
});
export const residentApartmentPayload = z.object({ apart: residentApartment.nullable() });
export type ResidentApartmentPayload = z.infer<typeof residentApartmentPayload>;

/** A picked id in a JSON body: idValue's range, in the complex picker's own words. */
const idx = (label: string) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `${josa(label, '을/를')} 선택해 주세요.`
          : `${josa(label, '을/를')} 숫자로 입력해 주세요.`,
    })
    .int({ error: `${josa(label, '을/를')} 숫자로 입력해 주세요.` })
    .positive({ error: `${josa(label, '을/를')} 선택해 주세요.` })
    .max(ID_MAX, { error: idTooLarge(label) });

/** "101", "101동", "A동", "가동" -> without the trailing 동. */
export const dongValue = z
  .string()
  .trim()
  .transform((v) => v.replace(/\s+/g, '').replace(/동$/, ''))
  .pipe(z.string().regex(/^(?:\d{1,4}|[A-Za-z가-힣]{1,2}|\d{1,4}[A-Za-z가-힣]?)$/, { error: '동은 101 또는 101동처럼 입력해 주세요.' }));

/** "1203", "1203호", "B101" -> without the trailing 호. */
export const hoValue = z
  .string()
  .trim()
  .transform((v) => v.replace(/\s+/g, '').replace(/호$/, ''))
  .pipe(z.string().regex(/^(?:B?\d{1,5})$/, { error: '호수는 1203 또는 1203호처럼 숫자로 입력해 주세요.' }));

/** 입주 예정일, YYYY-MM-DD (a real calendar day). */
export const moveInDateValue = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: '입주 예정일은 2027-03-15처럼 입력해 주세요.' })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
    error: '입주 예정일이 올바른 날짜가 아니에요.',
  });

/** A picked complex or 평형 in a JSON body (단지를 선택해 주세요.). */
export const pickedIdx = idx;

export const updateResidentApartmentBody = z.object({
  apartmentIdx: idx('단지'),
  areaIdx: idx('평형'),
  dong: dongValue.optional(),
  ho: hoValue.optional(),
});

export const joinResidentApartmentBody = z.object({
  apartmentIdx: idx('단지'),
  areaIdx: idx('평형'),
  dong: dongValue,
  ho: hoValue,
  moveInDate: moveInDateValue.optional(),
});

export const updateResidentPersonalBody = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: '이름을 입력해 주세요.' })
      .max(20, { error: '이름은 20자 이하로 입력해 주세요.' })
      .regex(/^[가-힣a-zA-Z\s]+$/, { error: '이름은 한글이나 영문으로 입력해 주세요.' })
      .optional(),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(200, { error: '이메일은 200자 이하로 입력해 주세요.' })
      .pipe(z.email({ error: '이메일 형식이 올바르지 않아요. 예: name@example.com' }))
      .optional(),
  })
  .refine((b) => b.name !== undefined || b.email !== undefined, {
    error: '바꿀 이름이나 이메일을 입력해 주세요.',
    path: ['name'],
  });

export const deviceType = z.enum(['ios', 'android', 'web'], { error: '기기 종류는 ios, android, web 중 하나여야 해요.' });

export const registerFcmTokenBody = z.object({
  fcmToken: z.string().trim().min(1, { error: '푸시 토큰을 입력해 주세요.' }).max(4096),
  deviceType,
  deviceKey: z.string().trim().min(1, { error: '기기 식별값을 입력해 주세요.' }).max(200),
});

export const fcmTokenRecord = z.object({
  fcmToken: z.string(),
  deviceType,
  deviceKey: z.string(),
  updatedAt: z.string(),
});
export type FcmTokenRecord = z.infer<typeof fcmTokenRecord>;

export const deviceKeyPath = z.object({ deviceKey: z.string().trim().min(1).max(200) });
