import { faqGroups, listFaqsQuery, listNoticesQuery, noticePage, success } from '@ipju/contract';
import { ok } from '../../lib/reply';
import type { ApiInstance } from '../types';
import type { ContentService } from './content.service';

const tags = ['contents'];

export async function contentRoutes(app: ApiInstance, { content: service }: { content: ContentService }) {
  app.get('/faq', {
    schema: {
      operationId: 'listFaqs',
      summary: '자주 묻는 질문 (분류별로 묶어서)',
      tags,
      querystring: listFaqsQuery,
      response: { 200: success(faqGroups) },
    },
    handler: async (req) => ok(await service.listFaqs(req.query.category)),
  });

  app.get('/notice', {
    schema: {
      operationId: 'listNotices',
      summary: '공지사항 (고정 공지 먼저, 최신순)',
      tags,
      querystring: listNoticesQuery,
      response: { 200: success(noticePage) },
    },
    handler: async (req) => ok(await service.listNotices(req.query.page, req.query.limit)),
  });
}
