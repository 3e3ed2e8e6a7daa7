import {
  linkPayCompleteBody,
  linkPayInitBody,
  linkPayInitResult,
  linkPayResult,
  linkPayTokenPath,
  linkPayPage,
  linkPayWebhookBody,
  residentOfflineOrder,
  success,
} from '@ipju/contract';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { ok } from '../../lib/reply';
import { requesterSiteUrl } from '../../lib/site-url';
import { residentIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { LinkPayService } from './link-pay.service';
import type { OfflineOrdersService } from './offline-orders.service';

const tags = ['billings'];
const NEW = 'SPEC에 없는 새 경로예요.';

/** The resident's payment page of a payment link (public: the token is the key), PortOne's webhook for it, and the resident's list. */
export async function linkPayRoutes(app: ApiInstance, { linkPay, offlineOrders, config }: { linkPay: LinkPayService; offlineOrders: OfflineOrdersService; config: AppConfig }) {
  app.get('/linkpay/:token', {
    schema: {
      operationId: 'getLinkPay',
      summary: '결제 링크의 주문 (업체, 서비스, 방문일, 주소, 금액)',
      description: `${NEW} 로그인 없이 링크의 토큰으로 열어요. 업체가 금액, 서비스, 옵션, 연락처를 바꿔 예전 것이 된 링크는 link: replaced로 업체 연락처와 주문의 지금 상태만 알려 줘요 (결제는 409).`,
      tags,
      params: linkPayTokenPath,
      response: { 200: success(linkPayPage) },
    },
    handler: async (req) => ok(await linkPay.view(req.params.token)),
  });

  app.post('/linkpay/:token/payment', {
    schema: {
      operationId: 'startLinkPay',
      summary: '결제 링크 결제창 열기 (카드, 카카오페이, 네이버페이)',
      description: `${NEW} PortOne 결제창에 필요한 값이에요. 데모에서는 샌드박스 결제창 주소(checkoutUrl)를 줘요.`,
      tags,
      params: linkPayTokenPath,
      body: linkPayInitBody,
      response: { 200: success(linkPayInitResult) },
    },
    handler: async (req) => ok(await linkPay.init(req.params.token, req.body.payMethod, requesterSiteUrl(config, req))),
  });

  app.post('/linkpay/:token/complete', {
    schema: {
      operationId: 'completeLinkPay',
      summary: '결제 링크 결제 결과 확인',
      description: `${NEW} 결제는 PortOne에서 다시 조회해서 확인해요. 웹훅과 함께 여러 번 와도 한 번만 결제 완료돼요.`,
      tags,
      params: linkPayTokenPath,
      body: linkPayCompleteBody,
      response: { 200: success(linkPayResult) },
    },
    handler: async (req) => ok(await linkPay.complete(req.params.token, req.body.impUid)),
  });

  app.post('/linkpay/webhook', {
    schema: {
      operationId: 'receiveLinkPayWebhook',
      summary: '결제 링크 PortOne 웹훅',
      description: `${NEW} 본문은 믿지 않고 imp_uid로 PortOne에서 결제를 다시 조회해요.`,
      tags,
      body: linkPayWebhookBody,
      response: { 200: success(z.object({ outcome: z.string() })) },
    },
    handler: async (req) => ok(await linkPay.webhook(req.body.imp_uid)),
  });

  app.get('/offline-orders', {
    config: { auth: 'resident' },
    schema: {
      operationId: 'listMyOfflineOrders',
      summary: '업체에서 직접 받은 주문 (결제 링크로 결제한 주문)',
      description: `${NEW} 가입한 휴대폰 번호로 업체가 보낸 결제 링크를 결제한 주문이에요.`,
      tags,
      response: { 200: success(z.array(residentOfflineOrder)) },
    },
    handler: async (req) => ok(await offlineOrders.residentOrders(residentIdx(req))),
  });
}
