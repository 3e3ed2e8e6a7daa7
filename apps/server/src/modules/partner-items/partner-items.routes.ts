import { itemIdPath, portfolioList, success } from '@ipju/contract';
import { ok } from '../../lib/reply';
import type { ApiInstance } from '../types';
import type { PartnerItemsService } from './partner-items.service';

/** The resident's side: 시공 사례 (real jobs' photos) on an item's service page. */
export async function portfolioRoutes(app: ApiInstance, { partnerItems: service }: { partnerItems: PartnerItemsService }) {
  app.get('/items/:id/portfolio', {
    schema: {
      operationId: 'getItemPortfolio',
      summary: '상품의 시공 사례 사진 (업체가 올린 실제 시공 사진, 최신 순)',
      description: 'SPEC에 없는 새 경로예요.',
      tags: ['items'],
      params: itemIdPath,
      response: { 200: success(portfolioList) },
    },
    handler: async (req) => ok(await service.publicPortfolio(req.params.id)),
  });
}
