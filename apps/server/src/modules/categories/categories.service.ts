import {
  CHAPTER_CODES,
  CHAPTER_NAMES,
  visitTimeOptionsFor,
  visitTimeSetFor,
  type Category,
  type CategoryList,
  type ChapterCode,
} from '@ipju/contract';
import type { Db } from '../../db/client';
import * as repo from './categories.repository';

const isChapter = (v: string | null): v is ChapterCode => !!v && (CHAPTER_CODES as readonly string[]).includes(v);

export function createCategoriesService(db: Db) {
  return {
    /** Categories in display order, and the chapters (coat, clean, joint, aircon) with their members. */
    async list(): Promise<CategoryList> {
      const rows = await repo.listCategories(db);
      const categories: Category[] = rows.map((r) => {
        const setKey = visitTimeSetFor({ categoryCode: r.code, categoryVisitTimeSet: r.visitTimeSet });
        return {
          ...r,
          chapter: isChapter(r.chapter) ? r.chapter : null,
          visitTimeSet: setKey,
          visitTimes: [...visitTimeOptionsFor({ categoryCode: r.code, categoryVisitTimeSet: r.visitTimeSet })],
        };
      });
      const chapters = CHAPTER_CODES.map((code) => ({
        code,
        name: CHAPTER_NAMES[code],
        categoryCodes: categories.filter((c) => c.chapter === code).map((c) => c.code),
      }));
      return { categories, chapters };
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
