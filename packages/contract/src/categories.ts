import { z } from 'zod';
import { CHAPTER_CODES } from './labels';
import { visitTimeOption, visitTimeSetKey } from './visit-times';

/** A category code or chapter code as written in URLs (/business/{code}). */
export const itemTypeCode = z
  .string()
  .trim()
  .min(1, { error: '서비스 종류를 입력해 주세요.' })
  .max(40, { error: '서비스 종류는 40자 이하로 입력해 주세요.' })
  .regex(/^[a-z][a-z0-9_]*$/, { error: '서비스 종류는 영문 소문자 코드로 입력해 주세요. 예: cleaning' });

export const category = z.object({
  code: z.string().describe('/business/{code}의 코드'),
  name: z.string(),
  label: z.string().describe('서비스 분류 라벨'),
  headline: z.string(),
  description: z.string(),
  chapter: z.enum(CHAPTER_CODES).nullable().describe('묶음 페이지 코드 (coat, clean, joint, aircon)'),
  imageUrl: z.string(),
  visitTimeSet: visitTimeSetKey,
  visitTimes: z.array(visitTimeOption).describe('방문 희망 시간 선택지'),
  hasItemGuide: z.boolean().describe('/item-guide/{code} 안내 페이지가 있는지'),
  itemCount: z.number().int().describe('판매 중인 상품 수'),
  companyCount: z.number().int().describe('판매 중인 업체 수 (한 업체의 여러 상품은 한 곳)'),
});
export type Category = z.infer<typeof category>;

export const chapter = z.object({
  code: z.enum(CHAPTER_CODES),
  name: z.string(),
  categoryCodes: z.array(z.string()).describe('이 묶음에 속한 서비스 코드 (표시 순서)'),
});
export type Chapter = z.infer<typeof chapter>;

export const categoryList = z.object({
  categories: z.array(category).describe('표시 순서'),
  chapters: z.array(chapter),
});
export type CategoryList = z.infer<typeof categoryList>;
