import { categoryList, success } from '@ipju/contract';
import { ok } from '../../lib/reply';
import type { ApiInstance } from '../types';
import type { CategoriesService } from './categories.service';

export async function categoriesRoutes(app: ApiInstance, { categories: service }: { categories: CategoriesService }) {
  // Design decision: SPEC lists no category call, but the home page and /business/{code} need names,
  // headlines, chapters and visit-time lists from one source (the database), so GET /categories exists.
  app.get('/categories', {
    schema: {
      operationId: 'listCategories',
      summary: '서비스 분류 목록 (묶음 페이지·방문 시간 선택지·상품 수 포함)',
      description:
        'SPEC에는 없지만 홈과 /business/{code} 화면이 분류 이름·소개·방문 시간 선택지를 한 번에 받도록 추가한 조회예요.',
      tags: ['items'],
      response: { 200: success(categoryList) },
    },
    handler: async () => ok(await service.list()),
  });
}
