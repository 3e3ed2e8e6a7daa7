import {
  estimateItemPriceBody,
  itemEstimate,
  itemIdPath,
  itemImage,
  itemList,
  itemOptionGroup,
  itemPartnerProfile,
  itemSection,
  itemSectionsQuery,
  listItemsQuery,
  relatedItems,
  relatedItemsQuery,
  success,
} from '@ipju/contract';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { keepCompressedCopies } from '../../plugins/compression';
import type { ApiInstance } from '../types';
import type { ItemsService } from './items.service';

const tags = ['items'];

export async function itemsRoutes(app: ApiInstance, { items: service }: { items: ItemsService }) {
  app.get('/items', {
    schema: {
      operationId: 'listItems',
      summary: '서비스 상품 목록 (단지 특가·평형별 가격 포함)',
      description:
        'itemType은 서비스 코드(cleaning) 또는 묶음 코드(clean). 단지(complexName 또는 apartmentIdx)를 주면 지금 적용 중인 단지 특가가 price에 반영되고 priceType이 special이 돼요. regularPrice는 평형(pyeong)에 맞는 평형 구간 가격(평형이 없으면 가장 작은 구간)이에요.',
      tags,
      querystring: listItemsQuery,
      response: { 200: success(itemList) },
    },
    // The body is serialised by the service (schema-checked, shared by equal queries while the catalogue
    // snapshot lasts): this is the busiest route. Its Brotli and gzip forms are kept beside the shared bytes.
    handler: async (req, reply) =>
      reply.type('application/json; charset=utf-8').send(keepCompressedCopies(await service.listItemsJson(req.query)) as never),
  });

  app.get('/related_items', {
    schema: {
      operationId: 'listRelatedItems',
      summary: '함께 많이 찾는 서비스 (관련 분류별 상품 몇 개씩)',
      tags,
      querystring: relatedItemsQuery,
      response: { 200: success(relatedItems) },
    },
    handler: async (req) => ok(await service.listRelatedItems(req.query)),
  });

  app.get('/items/:id/item_images', {
    schema: {
      operationId: 'listItemImages',
      summary: '상품 사진 목록',
      tags,
      params: itemIdPath,
      response: { 200: success(z.array(itemImage)) },
    },
    handler: async (req) => ok(await service.listImages(req.params.id)),
  });

  app.get('/items/:id/item_option_groups', {
    schema: {
      operationId: 'listItemOptionGroups',
      summary: '상품 옵션 그룹과 옵션 (평형 구간·시공 범위·추가 옵션)',
      tags,
      params: itemIdPath,
      response: { 200: success(z.array(itemOptionGroup)) },
    },
    handler: async (req) => ok(await service.listOptionGroups(req.params.id)),
  });

  app.get('/items/:id/partner', {
    schema: {
      operationId: 'getItemPartner',
      summary: '상품을 판매하는 업체 정보',
      tags,
      params: itemIdPath,
      response: { 200: success(itemPartnerProfile) },
    },
    handler: async (req) => ok(await service.getPartner(req.params.id)),
  });

  app.get('/items/:id/sections/group_type', {
    schema: {
      operationId: 'listItemSections',
      summary: '상품 상세 안내 (구분별; 단지 전용 안내가 먼저)',
      tags,
      params: itemIdPath,
      querystring: itemSectionsQuery,
      response: { 200: success(z.array(itemSection)) },
    },
    handler: async (req) => ok(await service.listSections(req.params.id, req.query.groupType, req.query.apartmentIdx)),
  });

  app.post('/items/:id/expect_price', {
    schema: {
      operationId: 'estimateItemPrice',
      summary: '예상 결제 금액 계산 (고른 옵션·평형·단지로 서버가 계산)',
      description:
        '평형 구간 옵션을 고르지 않으면 pyeong으로 자동 선택해요(둘 다 없으면 400). 필수 옵션 그룹은 하나 이상, 단일 선택 그룹은 하나까지 고를 수 있어요. 할인 금액은 100원 단위로 내림해요.',
      tags,
      params: itemIdPath,
      body: estimateItemPriceBody,
      response: { 200: success(itemEstimate) },
    },
    handler: async (req) => ok(await service.estimate(req.params.id, req.body)),
  });
}
