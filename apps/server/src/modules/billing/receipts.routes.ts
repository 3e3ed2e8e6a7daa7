import { receipt, receiptDateBody, receiptPath, success } from '@ipju/contract';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { residentIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { BillingService } from './billing.service';

const tags = ['receipts'];
const config = { auth: 'resident' as const };

/** Receipts: one per paid service (id = the order line). */
export async function receiptsRoutes(app: ApiInstance, service: BillingService) {
  app.get('/receipt', {
    config,
    schema: {
      operationId: 'listReceipts',
      summary: '내 영수증 목록 (결제한 서비스별)',
      tags,
      response: { 200: success(z.array(receipt)) },
    },
    handler: async (req) => ok(await service.receipts(residentIdx(req))),
  });

  app.get('/receipt/:id', {
    config,
    schema: {
      operationId: 'getReceipt',
      summary: '영수증 (금액·할인·결제 수단·부가세)',
      tags,
      params: receiptPath,
      response: { 200: success(receipt) },
    },
    handler: async (req) => ok(await service.receipt(residentIdx(req), req.params.id)),
  });

  app.put('/receipt/:id', {
    config,
    schema: {
      operationId: 'changeReceiptDate',
      summary: '영수증의 서비스 방문 일정 바꾸기',
      description: 'PUT /billings/date와 같은 규칙이에요.',
      tags,
      params: receiptPath,
      body: receiptDateBody,
      response: { 200: success(receipt) },
    },
    handler: async (req) => ok(await service.changeReceiptDate(residentIdx(req), req.params.id, req.body)),
  });
}
