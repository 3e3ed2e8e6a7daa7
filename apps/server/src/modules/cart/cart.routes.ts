import {
  addCartBody,
  addCartResult,
  cartCount,
  cartLine,
  cartPayload,
  deleteCartBody,
  deleteCartResult,
  success,
  updateCartDateBody,
} from '@ipju/contract';
import { ok } from '../../lib/reply';
import { residentIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { CartService } from './cart.service';

const tags = ['cart'];
const config = { auth: 'resident' as const };

export async function cartRoutes(app: ApiInstance, { cart: service }: { cart: CartService }) {
  app.get('/carts', {
    config,
    schema: {
      operationId: 'getCart',
      summary: '장바구니 (서버가 지금 가격으로 다시 계산)',
      description:
        'SPEC에는 없지만 장바구니 화면에 필요해서 추가했어요. 상품마다 지금 결제하면 내는 금액(price)과 담을 때 금액(addedPrice), 가격이 바뀌었는지(priceChanged), 지금 결제할 수 있는지(available)를 알려 줘요.',
      tags,
      response: { 200: success(cartPayload) },
    },
    handler: async (req) => ok(await service.list(residentIdx(req))),
  });

  app.get('/carts/count', {
    config,
    schema: {
      operationId: 'getCartCount',
      summary: '장바구니 상품 수 (data가 숫자)',
      tags,
      response: { 200: success(cartCount) },
    },
    handler: async (req) => ok(await service.count(residentIdx(req))),
  });

  app.post('/carts', {
    config,
    schema: {
      operationId: 'addCartLine',
      summary: '장바구니에 담기 (옵션·평형·단지·희망일)',
      description:
        '가격은 보내지 않아요: 서버가 옵션·평형 구간·단지 특가로 계산해요. tz는 날짜(2026-12-05), 미정, 또는 없음(null); time은 상품의 방문 시간 목록에 있는 시(hour)예요. 같은 집에 같은 서비스·옵션을 다시 담으면 새로 담지 않고 있는 상품을 돌려줘요(alreadyInCart).',
      tags,
      body: addCartBody,
      response: { 200: success(addCartResult) },
    },
    handler: async (req) => ok(await service.add(residentIdx(req), req.body)),
  });

  app.delete('/carts', {
    config,
    schema: {
      operationId: 'deleteCartLines',
      summary: '장바구니에서 지우기 (ids)',
      tags,
      body: deleteCartBody,
      response: { 200: success(deleteCartResult) },
    },
    handler: async (req) => ok(await service.remove(residentIdx(req), req.body.ids)),
  });

  app.put('/carts/date', {
    config,
    schema: {
      operationId: 'updateCartDate',
      summary: '장바구니 상품의 희망일·방문 시간 바꾸기',
      description: '달력과 같은 규칙(서울 기준 약 3일 뒤부터)과 상품의 방문 시간 목록, 업체의 마감·휴무일을 확인해요.',
      tags,
      body: updateCartDateBody,
      response: { 200: success(cartLine) },
    },
    handler: async (req) => ok(await service.updateDate(residentIdx(req), req.body)),
  });
}
