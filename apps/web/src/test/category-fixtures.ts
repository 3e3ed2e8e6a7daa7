import type { Category, CategoryList } from '@ipju/contract';

/** A service category as GET /categories answers it (shared by the catalog, contents and questions tests). */
export function makeCategory(code: string, label: string, overrides: Partial<Category> = {}): Category {
  return {
    code,
    name: label,
    label,
    headline: `${label}도 입주에서`,
    description: '',
    chapter: null,
    imageUrl: `/files/seed/categories/${code}.jpg`,
    visitTimeSet: 'morningAfternoon',
    visitTimes: [],
    hasItemGuide: false,
    itemCount: 1,
    companyCount: 1,
    ...overrides,
  };
}

export const categoryList = (...categories: Category[]): CategoryList => ({ categories, chapters: [] });
