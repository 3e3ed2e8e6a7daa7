import {
  partnerJobResult,
  partnerOrderDetail,
  partnerOrderLine,
  partnerOrderLinePath,
  partnerOrderListQuery,
  partnerOrderStatusWithPhotosBody,
  partnerProposeDateBody,
  partnerScheduleEntry,
  partnerScheduleQuery,
  partnerVirtualNumber,
  partnerVirtualNumberPath,
  success,
} from '@ipju/contract';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { partnerIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { PartnerJobsService } from './partner-jobs.service';

const tags = ['partner'];
const config = { auth: 'partner' as const };
const NEW_PATH = 'SPEC에 없는 새 경로예요.';

/**
 * The partner's side of orders (docs/PARTNER.md "Orders and the visit"): their order lines and one line's
 * detail, the day view, the job's 050 안심번호, the job steps (확정, 일정 제안, 출발) and the moves the transition
 * table gives them (시공 시작, 시공 완료 with photos); in demo mode (`demo`, APP_MODE=demo only) the helper that
 * brings a paid service's visit to today.
 */
export async function partnerOrdersRoutes(app: ApiInstance, service: PartnerJobsService, { demo }: { demo: boolean }) {
  app.get('/partner/pp_order_list', {
    config,
    schema: {
      operationId: 'partnerListOrders',
      summary: '파트너 주문 목록 (분류·상태로 거르기)',
      description: '이 업체에 판매된 서비스: 옵션, 평형, 방문 일시, 단지와 동·호, 작업 단계, 결제 상태(반반 결제 잔금 포함). 입주민의 휴대폰 번호는 보내지 않아요 (안심번호로 연결).',
      tags,
      querystring: partnerOrderListQuery,
      response: { 200: success(z.array(partnerOrderLine)) },
    },
    handler: async (req) => ok(await service.list(partnerIdx(req), req.query)),
  });

  app.get('/partner/orders/:lineIdx', {
    config,
    schema: {
      operationId: 'partnerGetOrder',
      summary: '주문 상세 (방문 정보, 안심번호, 결제 상태, 작업 단계, 사진, 기록)',
      description: `${NEW_PATH} 방문 연락처는 이 작업의 050 안심번호로만 보여요. 공동현관 비밀번호는 entry-code 경로로 따로 확인해요.`,
      tags,
      params: partnerOrderLinePath,
      response: { 200: success(partnerOrderDetail) },
    },
    handler: async (req) => ok(await service.detail(partnerIdx(req), req.params.lineIdx)),
  });

  app.get('/partner/get_virtual_number/:partnerIdx', {
    config,
    schema: {
      operationId: 'partnerGetVirtualNumber',
      summary: '작업의 050 안심번호',
      description:
        'SPEC 경로 그대로예요. 경로의 partnerIdx는 옛 앱의 이름을 따른 것으로, 이 업체의 주문 상품 번호(pp_order_list의 lineIdx)예요. 번호는 방문 다음 날이 끝나면, 또는 시공완료·취소되면 더는 연결되지 않아요. 다른 업체의 주문은 없는 주문처럼 404예요.',
      tags,
      params: partnerVirtualNumberPath,
      response: { 200: success(partnerVirtualNumber) },
    },
    handler: async (req) => ok(await service.virtualNumber(partnerIdx(req), req.params.partnerIdx)),
  });

  app.get('/partner/schedules', {
    config,
    schema: {
      operationId: 'partnerListSchedules',
      summary: '오늘과 다가오는 방문 (시간순)',
      description: '한국 날짜로 오늘부터 days일 동안(기본 30일) 시공대기·시공중인 방문을 날짜·시간 순서로 보여줘요.',
      tags,
      querystring: partnerScheduleQuery,
      response: { 200: success(z.array(partnerScheduleEntry)) },
    },
    handler: async (req) => ok(await service.schedule(partnerIdx(req), req.query.days)),
  });

  app.post('/partner/orders/:lineIdx/confirm', {
    config,
    schema: {
      operationId: 'partnerConfirmOrder',
      summary: '예약 일정 확정',
      description: `${NEW_PATH} 시공대기인 서비스의 예약 일정을 확정하고 입주민에게 알려요. 이미 확정했으면 다시 알리지 않아요.`,
      tags,
      params: partnerOrderLinePath,
      response: { 200: success(partnerJobResult) },
    },
    handler: async (req) => ok(await service.confirm(partnerIdx(req), req.params.lineIdx)),
  });

  app.post('/partner/orders/:lineIdx/date-proposal', {
    config,
    schema: {
      operationId: 'partnerProposeDate',
      summary: '다른 방문 일정 제안',
      description: `${NEW_PATH} 입주민이 주문 상세에서 수락하면 방문 일정이 바뀌고(예약 자리도 함께 옮겨요), 거절하면 원래 일정 그대로예요.`,
      tags,
      params: partnerOrderLinePath,
      body: partnerProposeDateBody,
      response: { 200: success(partnerJobResult) },
    },
    handler: async (req) => ok(await service.propose(partnerIdx(req), req.params.lineIdx, req.body)),
  });

  app.post('/partner/orders/:lineIdx/depart', {
    config,
    schema: {
      operationId: 'partnerDepartOrder',
      summary: '출발 알리기',
      description: `${NEW_PATH} 방문일에 입주민에게 업체 이름과 도착 예정 시간을 알림톡으로 보내요. 5분 안에 다시 누르면 보내지 않아요.`,
      tags,
      params: partnerOrderLinePath,
      response: { 200: success(partnerJobResult) },
    },
    handler: async (req) => ok(await service.depart(partnerIdx(req), req.params.lineIdx)),
  });

  app.patch('/partner/orders/:lineIdx/status', {
    config,
    schema: {
      operationId: 'partnerUpdateOrderStatus',
      summary: '시공 시작·완료 처리 (완료는 시공 후 사진 필요)',
      description:
        'SPEC에 없는 새 경로예요. 주문 상태표(ORDER_TRANSITIONS)에서 파트너가 할 수 있는 이동(시공대기→시공중→시공완료)만, 방문일부터 돼요. 시공완료에는 시공 후 사진이 한 장 이상 필요해요 (GET /files/presigned_url?type=job 으로 올린 key). 완료하면 만족도 조사·후기 요청이 가고 반반 결제의 잔금이 요청돼요.',
      tags,
      params: partnerOrderLinePath,
      body: partnerOrderStatusWithPhotosBody,
      response: { 200: success(partnerOrderLine) },
    },
    handler: async (req) => ok(await service.move(partnerIdx(req), req.session?.subjectIdx ?? null, req.params.lineIdx, req.body)),
  });

  // Work cannot start before the visit day, so a demo partner (and the browser tests) bring a paid service's
  // visit to today before starting and finishing it. Never registered in production.
  if (demo) {
    app.post('/dev/order-lines/:lineIdx/visit-today', {
      config,
      schema: {
        operationId: 'partnerDemoVisitToday',
        summary: '(데모 전용) 파트너가 서비스 방문일을 오늘로 옮기기 (시공 시작·완료를 바로 해 보기)',
        description: '방문일 전에는 시공을 시작할 수 없어서, 데모에서 바로 시공을 마쳐 보려면 먼저 방문일을 오늘로 옮겨요. 결제가 끝나 시공을 기다리는 자기 업체 서비스만 돼요.',
        tags: ['dev'],
        params: partnerOrderLinePath,
        response: { 200: success(partnerOrderLine) },
      },
      handler: async (req) => ok(await service.demoVisitToday(partnerIdx(req), req.params.lineIdx)),
    });
  }
}
