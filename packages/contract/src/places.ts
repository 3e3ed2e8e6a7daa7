import { z } from 'zod';
import { idParam } from './fields';

export const apartmentIdxParam = idParam('단지 번호');

export const apartment = z.object({
  apartmentIdx: z.number().int(),
  name: z.string(),
  district1: z.string(),
  district2: z.string(),
  address: z.string(),
  households: z.number().int(),
  moveInMonth: z.string().nullable().describe('입주 시기 YYYY-MM'),
});
export type Apartment = z.infer<typeof apartment>;

export const apartmentArea = z.object({
  areaIdx: z.number().int(),
  apartmentIdx: z.number().int(),
  pyeong: z.number().int(),
  exclusiveArea: z.number().describe('전용면적 ㎡'),
  typeName: z.string().describe('타입, 예: 84A'),
});
export type ApartmentArea = z.infer<typeof apartmentArea>;

export const apartmentWithAreas = apartment.extend({ areas: z.array(apartmentArea) });
export type ApartmentWithAreas = z.infer<typeof apartmentWithAreas>;

export const listApartmentsQuery = z.object({
  district1: z.string().trim().min(1).max(20).optional(),
  district2: z.string().trim().min(1).max(20).optional(),
});

export const listAreasQuery = z.object({ apartmentIdx: apartmentIdxParam });

export const listDistrict2Query = z.object({ district1: z.string().trim().min(1).max(20) });

export const searchApartmentsQuery = z.object({
  q: z
    .string()
    .trim()
    .min(1, { error: '검색어를 입력해 주세요.' })
    .max(30, { error: '검색어는 30자 이하로 입력해 주세요.' }),
});

export const apartmentIdxPath = z.object({ apartmentIdx: apartmentIdxParam });
