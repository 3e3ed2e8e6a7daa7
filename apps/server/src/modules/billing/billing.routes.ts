import {
  balancePayBody,
  balancePayResult,
  billingCancelBody,
  billingDateBody,
  billingDetailQuery,
  billingInitBody,
  billingInitResult,
  billingListQuery,
  billingQuote,
  billingQuoteBody,
  billingResult,
  billingSuccessBody,
  billingWebhookBody,
  cancelPreview,
  cancelPreviewQuery,
  cancelResult,
  confirmAcceptBody,
  iamportResultQuery,
  idempotencyHeaders,
  merchantUidPath,
  order,
  orderPage,
  returnCartBody,
  resumeBillingBody,
  returnCartResult,
  success,
} from '@ipju/contract';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { ok } from '../../lib/reply';
import { requesterSiteUrl } from '../../lib/site-url';
import { residentIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { BillingService } from './billing.service';

const tags = ['billings'];
const config = { auth: 'resident' as const };

export async function billingRoutes(app: ApiInstance, deps: AppDeps, service: BillingService) {
  app.post('/billings/quote', {
    config,
    schema: {
      operationId: 'quoteBilling',
      summary: '결제 금액 미리 계산 (쿠폰·포인트 적용, 주문은 만들지 않음)',
      description:
        'SPEC에 없지만 결제 화면이 쿠폰과 포인트를 고를 때마다 서버 계산을 보여 주려고 추가했어요. 가격은 보내지 않고 장바구니 번호·쿠폰·포인트만 보내요.',
      tags,
      body: billingQuoteBody,
      response: { 200: success(billingQuote) },
    },
    handler: async (req) => ok(await service.quote(residentIdx(req), req.body)),
  });

  app.post('/billings/init', {
    config,
    schema: {
      operationId: 'initBilling',
      summary: '주문 만들기 (서버가 가격 계산, 결제창에 필요한 값 돌려줌)',
      description:
        '장바구니 상품·쿠폰(couponIdx)·포인트·결제 수단으로 주문(merchantUid)을 만들어요. 가격은 서버가 옵션·평형·단지 특가·쿠폰·포인트로 계산하고, 쿠폰과 포인트를 이 주문에 묶고, 상품을 장바구니에서 빼요. 결제가 실패하거나 중단되면 모두 돌아와요. Idempotency-Key 헤더가 같으면 같은 주문을 돌려줘요. payment.checkoutUrl이 있으면(데모) PortOne SDK 대신 그 주소로 이동해요.',
      tags,
      headers: idempotencyHeaders,
      body: billingInitBody,
      response: { 200: success(billingInitResult) },
    },
    handler: async (req) =>
      ok(await service.init(residentIdx(req), req.body, req.headers['idempotency-key'], requesterSiteUrl(deps.config, req))),
  });

  app.post('/billings/success', {
    config,
    schema: {
      operationId: 'reportBillingSuccess',
      summary: '결제 결과 확인 (PortOne에서 결제를 다시 조회해 금액·상태가 맞을 때만 반영)',
      description:
        '같은 결제를 여러 번 보내도 한 번만 반영돼요. 금액이 주문과 다르면 결제를 취소하고 주문을 표시해 둬요(outcome: failed). 가상계좌는 outcome: vbank_issued와 계좌 정보를 돌려줘요.',
      tags,
      body: billingSuccessBody,
      response: { 200: success(billingResult) },
    },
    handler: async (req) => ok(await service.reportPayment(residentIdx(req), req.body.impUid, req.body.merchantUid)),
  });

  app.get('/billings/iamport/result', {
    config,
    schema: {
      operationId: 'getIamportResult',
      summary: '모바일 결제 후 돌아왔을 때 결제 결과 (impUid)',
      description: '앱 웹뷰의 m_redirect_url 처리용이에요. POST /billings/success와 같은 확인을 해요.',
      tags,
      querystring: iamportResultQuery,
      response: { 200: success(billingResult) },
    },
    handler: async (req) => ok(await service.reportPayment(residentIdx(req), req.query.impUid, req.query.merchantUid)),
  });

  app.post('/billings/webhook', {
    schema: {
      operationId: 'receiveBillingWebhook',
      summary: 'PortOne 웹훅 (결제·가상계좌 입금·취소 알림)',
      description: '본문은 믿지 않고 imp_uid로 PortOne에서 결제를 다시 조회해요. 여러 번 와도, 브라우저 결과보다 먼저 와도 한 번만 반영돼요.',
      tags,
      body: billingWebhookBody,
      response: { 200: success(z.object({ outcome: z.string() })) },
    },
    handler: async (req) => ok(await service.webhook(req.body)),
  });

  app.post('/billings/return_cart', {
    config,
    schema: {
      operationId: 'returnBillingToCart',
      summary: '결제를 그만둔 주문의 상품을 장바구니로 돌리기',
      description: 'PortOne에 결제가 없거나 실패했으면 주문을 닫고(결제실패) 쿠폰·포인트와 상품을 돌려줘요. 이미 결제된 주문이면 409예요.',
      tags,
      body: returnCartBody,
      response: { 200: success(returnCartResult) },
    },
    handler: async (req) => ok(await service.returnCart(residentIdx(req), req.body.merchantUid)),
  });

  app.post('/billings/resume', {
    config,
    schema: {
      operationId: 'resumeBilling',
      summary: '결제 이어하기 (결제대기로 남은 주문의 결제창을 같은 주문번호·금액으로 다시 열기)',
      description:
        'SPEC에 없지만 앱을 닫아 결제가 중단된 주문을 이어서 결제하려고 추가했어요. 결제대기인 주문만 돼요. PortOne에 이미 결제가 있으면 반영하고 409, 주문이 닫혔거나 결제가 끝났으면 409예요. 결제창을 열 때마다 자동으로 닫히기까지의 시간(PAYMENT_ABANDON_MINUTES)이 새로 시작돼요.',
      tags,
      body: resumeBillingBody,
      response: { 200: success(billingInitResult) },
    },
    handler: async (req) => ok(await service.resume(residentIdx(req), req.body.merchantUid, requesterSiteUrl(deps.config, req))),
  });

  app.post('/billings/balance/pay', {
    config,
    schema: {
      operationId: 'payBillingBalance',
      summary: '반반 결제 잔금 결제하기 (결제창 값 돌려줌)',
      description:
        'SPEC에 없지만 반반 결제의 잔금(시공 완료 후 나머지 절반)을 결제하려고 추가했어요. 업체가 시공 완료로 바꾸면 요청되고(알림톡 링크), 기한이 지나도 결제할 수 있어요. 잔금은 주문번호_2로 따로 PortOne 결제를 해요.',
      tags,
      body: balancePayBody,
      response: { 200: success(balancePayResult) },
    },
    handler: async (req) => ok(await service.balancePay(residentIdx(req), req.body, requesterSiteUrl(deps.config, req))),
  });

  app.get('/billings', {
    config,
    schema: {
      operationId: 'listBillings',
      summary: '내 주문 목록 (status로 거르기)',
      tags,
      querystring: billingListQuery,
      response: { 200: success(orderPage) },
    },
    handler: async (req) => ok(await service.list(residentIdx(req), req.query)),
  });

  app.get('/billings/detail', {
    config,
    schema: {
      operationId: 'getBillingDetail',
      summary: '주문 상세 (상품별 상태·취소 시 환불 금액·이력)',
      tags,
      querystring: billingDetailQuery,
      response: { 200: success(order) },
    },
    handler: async (req) => ok(await service.detail(residentIdx(req), req.query.merchantUid)),
  });

  app.put('/billings/date', {
    config,
    schema: {
      operationId: 'changeBillingDate',
      summary: '주문한 서비스의 방문 일정 바꾸기',
      description: '시공 시작 전, 분류별 변경 가능 기한 안에서만 바꿀 수 있어요. 새 날짜에 업체 자리가 있어야 해요.',
      tags,
      body: billingDateBody,
      response: { 200: success(order) },
    },
    handler: async (req) => ok(await service.changeDate(residentIdx(req), req.body)),
  });

  app.put('/billings/:merchantUid/cancel', {
    config,
    schema: {
      operationId: 'cancelBilling',
      summary: '주문 취소·환불 (주문 전체 또는 고른 서비스)',
      description:
        '취소·환불 규정(분류별)에 따라 수수료를 빼고 PortOne으로 환불해요(부분 취소). 무통장입금 결제의 환불은 환불 계좌(refundBank, refundAccount, refundHolder)가 필요해요. 시공이 시작되면 온라인으로 취소할 수 없어요.',
      tags,
      params: merchantUidPath,
      body: billingCancelBody,
      response: { 200: success(cancelResult) },
    },
    handler: async (req) => ok(await service.cancel(residentIdx(req), req.params.merchantUid, req.body)),
  });

  app.get('/billings/:merchantUid/cancel-preview', {
    config,
    schema: {
      operationId: 'previewCancelBilling',
      summary: '취소하면 어떻게 되는지 미리 보기 (환불·수수료·쿠폰·포인트·상품권)',
      description:
        'SPEC에 없지만 취소 화면이 확인 전에 "쿠폰과 포인트가 돌아오는지, 상품권은 어떻게 되는지"를 한 문장(sentence)으로 보여 주려고 추가했어요. 취소(PUT .../cancel)가 실행하는 계산과 같은 코드로 계산해요. 취소할 수 없으면 취소와 같은 409를 돌려줘요.',
      tags,
      params: merchantUidPath,
      querystring: cancelPreviewQuery,
      response: { 200: success(cancelPreview) },
    },
    handler: async (req) => ok(await service.cancelPreview(residentIdx(req), req.params.merchantUid, req.query.lineIdxs)),
  });

  app.put('/billings/confirm_accept', {
    config,
    schema: {
      operationId: 'confirmBilling',
      summary: '구매확정 (시공완료된 서비스)',
      tags,
      body: confirmAcceptBody,
      response: { 200: success(order) },
    },
    handler: async (req) => ok(await service.confirm(residentIdx(req), req.body)),
  });
}
