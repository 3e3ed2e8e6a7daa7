import {
  apartment,
  linkPaySendBody,
  offlineApartmentPath,
  offlineArea,
  offlineItemType,
  offlineLinkSend,
  offlineOrderCreateBody,
  offlineOrderDetail,
  offlineOrderIdPath,
  offlineOrderList,
  offlineOrderListQuery,
  offlineOrderUpdateBody,
  offlineResidentInfo,
  offlineVirtualNumber,
  offlineVisitCalendar,
  offlineVisitCalendarQuery,
  preOrderResident,
  preOrderResidentQuery,
  searchApartmentsQuery,
  success,
} from '@ipju/contract';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { partnerIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { OfflineOrdersService } from './offline-orders.service';

const tags = ['partner'];
const config = { auth: 'partner' as const };
const OWN = '이 업체의 오프라인 주문만 볼 수 있어요. 다른 업체의 주문은 없는 주문처럼 404예요.';

/** 오프라인 주문 (SPEC section 7, Partner: offline orders): the company's jobs sold outside ipju, paid by payment link. */
export async function partnerOfflineOrdersRoutes(app: ApiInstance, service: OfflineOrdersService) {
  app.get('/partner/offlines/order/get_item_type_list', {
    config,
    schema: {
      operationId: 'partnerListOfflineItemTypes',
      summary: '오프라인 주문에 쓸 우리 업체 서비스와 옵션',
      tags,
      response: { 200: success(z.array(offlineItemType)) },
    },
    handler: async (req) => ok(await service.itemTypes(partnerIdx(req))),
  });

  app.get('/partner/offlines/visit-calendar', {
    config,
    schema: {
      operationId: 'partnerGetOfflineVisitCalendar',
      summary: '오프라인 주문 방문일 고르기: 요일별 영업시간과 그 달의 휴무일',
      description:
        'SPEC에 없는 새 경로예요. 방문은 영업시간 안의 시간(오늘은 지나지 않은 시간)에만 받고, 쉬는 요일과 캘린더 휴무일은 받지 않아요. 주문을 만들고 고칠 때 같은 규칙으로 확인해요.',
      tags,
      querystring: offlineVisitCalendarQuery,
      response: { 200: success(offlineVisitCalendar) },
    },
    handler: async (req) => ok(await service.visitCalendar(partnerIdx(req), req.query.month)),
  });

  app.get('/partner/offlines/order/list', {
    config,
    schema: {
      operationId: 'partnerListOfflineOrders',
      summary: '오프라인 주문 목록 (이름, 전화번호, 단지, 날짜 기준 visit 방문일 / created 등록일)',
      tags,
      querystring: offlineOrderListQuery,
      response: { 200: success(offlineOrderList) },
    },
    handler: async (req) => ok(await service.list(partnerIdx(req), req.query)),
  });

  app.get('/partner/offlines/order/detail/:id', {
    config,
    schema: {
      operationId: 'partnerGetOfflineOrder',
      summary: '오프라인 주문 상세',
      description: OWN,
      tags,
      params: offlineOrderIdPath,
      response: { 200: success(offlineOrderDetail) },
    },
    handler: async (req) => ok(await service.detail(partnerIdx(req), req.params.id)),
  });

  app.get('/partner/offlines/order/detail/get_resident_info/:id', {
    config,
    schema: {
      operationId: 'partnerGetOfflineResidentInfo',
      summary: '오프라인 주문 고객 정보 (입주 회원인지 포함)',
      description: OWN,
      tags,
      params: offlineOrderIdPath,
      response: { 200: success(offlineResidentInfo) },
    },
    handler: async (req) => ok(await service.residentInfo(partnerIdx(req), req.params.id)),
  });

  app.get('/partner/offlines/order/:id/get_vn', {
    config,
    schema: {
      operationId: 'partnerGetOfflineVirtualNumber',
      summary: '오프라인 주문 고객에게 거는 050 안심번호',
      description: `${OWN} 방문 다음 날이 끝나면(방문일이 없으면 30일 뒤) 닫히고, 취소된 주문은 409예요.`,
      tags,
      params: offlineOrderIdPath,
      response: { 200: success(offlineVirtualNumber) },
    },
    handler: async (req) => ok(await service.virtualNumber(partnerIdx(req), req.params.id)),
  });

  app.post('/partner/offlines/order/create', {
    config,
    schema: {
      operationId: 'partnerCreateOfflineOrder',
      summary: '오프라인 주문 만들기 (고객에게 결제 링크를 보내요)',
      description: '방문일이 있으면 그 시간의 받을 수 있는 방문 수를 하나 차지해요. 지난 시간, 영업시간 밖, 쉬는 요일이나 휴무일은 400 (visitDate, visitHour), 다 찼으면 409예요.',
      tags,
      body: offlineOrderCreateBody,
      response: { 200: success(offlineOrderDetail) },
    },
    handler: async (req) => ok(await service.create(partnerIdx(req), req.body)),
  });

  app.post('/partner/offlines/order/:id/linkpay_send', {
    config,
    schema: {
      operationId: 'partnerSendOfflinePayLink',
      summary: '결제 링크 다시 보내기 (문자 SMS 또는 알림톡 ALIMTALK)',
      description: `${OWN} 결제가 끝났거나 취소된 주문은 409, 30초 안에 다시 보내면 429예요.`,
      tags,
      params: offlineOrderIdPath,
      body: linkPaySendBody,
      response: { 200: success(offlineLinkSend) },
    },
    handler: async (req) => ok(await service.resendLink(partnerIdx(req), req.params.id, req.body.linkType)),
  });

  app.put('/partner/offlines/order/cancel/:id', {
    config,
    schema: {
      operationId: 'partnerCancelOfflineOrder',
      summary: '오프라인 주문 취소 (결제 후면 전액 환불)',
      description: `${OWN} 결제 전이면 링크만 닫히고, 결제 후면 PortOne으로 전액 환불한 뒤 취소돼요. 환불이 안 되면 503이고 주문은 그대로예요.`,
      tags,
      params: offlineOrderIdPath,
      response: { 200: success(offlineOrderDetail) },
    },
    handler: async (req) => ok(await service.cancel(partnerIdx(req), req.params.id)),
  });

  app.put('/partner/offlines/order/update/:id', {
    config,
    schema: {
      operationId: 'partnerUpdateOfflineOrder',
      summary: '오프라인 주문 고치기 (금액·서비스·연락처가 바뀌면 새 결제 링크를 보내요)',
      description: `${OWN} 금액, 서비스, 옵션, 연락처가 바뀌면 예전 링크는 더 이상 결제되지 않아요. 결제 후에는 방문일, 동·호, 메모만 바꿀 수 있어요.`,
      tags,
      params: offlineOrderIdPath,
      body: offlineOrderUpdateBody,
      response: { 200: success(offlineOrderDetail) },
    },
    handler: async (req) => ok(await service.update(partnerIdx(req), req.params.id, req.body)),
  });

  app.get('/partner/offlines/aparts/search', {
    config,
    schema: {
      operationId: 'partnerSearchOfflineApartments',
      summary: '오프라인 주문 단지 검색 (이름 일부 또는 초성)',
      tags,
      querystring: searchApartmentsQuery,
      response: { 200: success(z.array(apartment)) },
    },
    handler: async (req) => ok(await service.searchApartments(req.query.q)),
  });

  app.get('/partner/offlines/search/area/:apartmentIdx', {
    config,
    schema: {
      operationId: 'partnerListOfflineAreas',
      summary: '단지의 평형 목록',
      tags,
      params: offlineApartmentPath,
      response: { 200: success(z.array(offlineArea)) },
    },
    handler: async (req) => ok(await service.areas(req.params.apartmentIdx)),
  });

  app.get('/partner/offlines/search/pre_order_resident', {
    config,
    schema: {
      operationId: 'partnerSearchPreOrderResidents',
      summary: '예전 고객 찾기 (이름 또는 전화번호, 우리 업체 고객만)',
      description: '이 업체의 오프라인 주문 고객과 이 업체에 판매된 온라인 주문의 주문자 중에서만 찾아요. 입주 회원 전체를 찾는 기능이 아니에요.',
      tags,
      querystring: preOrderResidentQuery,
      response: { 200: success(z.array(preOrderResident)) },
    },
    handler: async (req) => ok(await service.preOrderResidents(partnerIdx(req), req.query.q)),
  });
}
