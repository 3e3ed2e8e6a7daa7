import {
  partnerItemDetail,
  partnerItemList,
  partnerItemPath,
  partnerItemPricesBody,
  partnerItemSaleBody,
  portfolioPhotoBody,
  portfolioPhotoPath,
  success,
} from '@ipju/contract';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../lib/reply';
import { partnerIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { PartnerCaller, PartnerItemsService } from './partner-items.service';

const tags = ['partner'];
const partner = { auth: 'partner' as const };
const NEW_PATH = 'SPEC에 없는 새 경로예요 (SPEC의 파트너 상품 관리 화면 /business/items용).';
const caller = (req: FastifyRequest): PartnerCaller => ({ accountIdx: req.session!.subjectIdx, partnerIdx: partnerIdx(req) });

/** The company's items (/business/items): prices per 평형 and option, on/off sale, 시공 사례 photos. */
export async function partnerItemsRoutes(app: ApiInstance, { partnerItems: service }: { partnerItems: PartnerItemsService }) {
  app.get('/partner/items', {
    config: partner,
    schema: {
      operationId: 'partnerListItems',
      summary: '우리 업체 상품 목록 (가격대, 판매 여부, 시공 사례 수)',
      description: NEW_PATH,
      tags,
      response: { 200: success(partnerItemList) },
    },
    handler: async (req) => ok(await service.list(caller(req))),
  });

  app.get('/partner/items/:itemIdx', {
    config: partner,
    schema: {
      operationId: 'partnerGetItem',
      summary: '우리 업체 상품 하나 (옵션과 평형별 가격, 시공 사례)',
      description: NEW_PATH,
      tags,
      params: partnerItemPath,
      response: { 200: success(partnerItemDetail) },
    },
    handler: async (req) => ok(await service.detail(caller(req), req.params.itemIdx)),
  });

  app.patch('/partner/items/:itemIdx/prices', {
    config: partner,
    schema: {
      operationId: 'partnerUpdateItemPrices',
      summary: '평형별·옵션 가격 바꾸기 (새로 담는 장바구니부터 적용)',
      description: `${NEW_PATH} 이미 장바구니에 담긴 상품과 주문은 담을 때의 가격을 그대로 써요.`,
      tags,
      params: partnerItemPath,
      body: partnerItemPricesBody,
      response: { 200: success(partnerItemDetail) },
    },
    handler: async (req) => ok(await service.updatePrices(caller(req), req.params.itemIdx, req.body)),
  });

  app.patch('/partner/items/:itemIdx/sale', {
    config: partner,
    schema: {
      operationId: 'partnerSetItemOnSale',
      summary: '판매 중 / 판매 중지',
      description: NEW_PATH,
      tags,
      params: partnerItemPath,
      body: partnerItemSaleBody,
      response: { 200: success(partnerItemDetail) },
    },
    handler: async (req) => ok(await service.setOnSale(caller(req), req.params.itemIdx, req.body.onSale)),
  });

  app.post('/partner/items/:itemIdx/portfolio', {
    config: partner,
    schema: {
      operationId: 'partnerAddPortfolioPhoto',
      summary: '시공 사례 사진 추가 (GET /files/presigned_url?type=portfolio 로 올린 사진)',
      description: NEW_PATH,
      tags,
      params: partnerItemPath,
      body: portfolioPhotoBody,
      response: { 200: success(partnerItemDetail) },
    },
    handler: async (req) => ok(await service.addPhoto(caller(req), req.params.itemIdx, req.body)),
  });

  app.delete('/partner/items/:itemIdx/portfolio/:photoIdx', {
    config: partner,
    schema: {
      operationId: 'partnerRemovePortfolioPhoto',
      summary: '시공 사례 사진 지우기',
      description: NEW_PATH,
      tags,
      params: portfolioPhotoPath,
      response: { 200: success(partnerItemDetail) },
    },
    handler: async (req) => ok(await service.removePhoto(caller(req), req.params.itemIdx, req.params.photoIdx)),
  });
}
