import type { Receipt } from '@ipju/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, apiMock, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';

const receipt: Receipt = {
  receiptIdx: 7,
  merchantUid: 'ipju_20261122_ABCDEFGHIJ',
  orderNo: '2611-22-0042',
  itemName: '입주청소 스탠다드',
  categoryName: '입주청소',
  companyName: '깨끗한집 입주청소',
  businessNumber: '215-81-03423',
  status: 'cancelled',
  statusLabel: '주문취소',
  paidAt: '2026-11-22T03:01:00.000Z',
  payMethod: 'card',
  payMethodLabel: '신용카드',
  cardReceiptUrl: '/sandbox/portone/receipts/imp_1',
  quantity: 1,
  regularPrice: 440000,
  specialDiscount: 44000,
  couponDiscount: 30000,
  pointsUsed: 6000,
  payAmount: 360000,
  voucherAmount: 0,
  total: 360000,
  supplyAmount: 327273,
  vat: 32727,
  refundedAmount: 360000,
  refundedPoints: 6000,
  tz: '2026-12-10',
  time: 9,
  timeLabel: '오전 9시',
  canChangeDate: false,
};

describe('receipts', () => {
  it('shows the receipt of a service with the tax split and the refund, and prints', async () => {
    apiMock.getReceipt.mockResolvedValue(ok(receipt));
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = userEvent.setup();
    renderInShell(routes, { path: '/my-page/receipts/7', auth: SIGNED_IN });
    const paper = await screen.findByRole('article', { name: '영수증' });
    expect(apiMock.getReceipt).toHaveBeenCalledWith({ id: 7 });
    const row = (label: string) => within(paper).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(row('상호')).toHaveTextContent('깨끗한집 입주청소');
    expect(row('주문번호')).toHaveTextContent('2611-22-0042');
    expect(paper).not.toHaveTextContent('ipju_');
    expect(row('사업자등록번호')).toHaveTextContent('215-81-03423');
    expect(row('정가')).toHaveTextContent('440,000원');
    expect(row('할인')).toHaveTextContent('-44,000원');
    expect(row('쿠폰')).toHaveTextContent('-30,000원');
    expect(row('포인트')).toHaveTextContent('-6,000P');
    expect(row('결제 금액')).toHaveTextContent('360,000원');
    expect(row('공급가액')).toHaveTextContent('327,273원');
    expect(row('부가세')).toHaveTextContent('32,727원');
    expect(row('합계')).toHaveTextContent('360,000원');
    expect(row('환불')).toHaveTextContent('360,000원');
    await user.click(screen.getByRole('button', { name: '인쇄하기' }));
    expect(print).toHaveBeenCalled();
  });

  it('says so when the receipt does not exist', async () => {
    apiMock.getReceipt.mockRejectedValue(apiError(404, '영수증을 찾을 수 없어요.'));
    renderInShell(routes, { path: '/my-page/receipts/999', auth: SIGNED_IN });
    expect(await screen.findByText('영수증을 찾을 수 없어요')).toBeInTheDocument();
  });

  it('lists a receipt for every paid service', async () => {
    apiMock.listReceipts.mockResolvedValue(ok([receipt]));
    renderInShell(routes, { path: '/my-page/receipts', auth: SIGNED_IN });
    const link = await screen.findByRole('link', { name: /입주청소 스탠다드/ });
    expect(link).toHaveAttribute('href', '/my-page/receipts/7');
    // The service's amount is its payAmount, the same number as on the order detail.
    expect(within(link).getByText('360,000원')).toBeInTheDocument();
    expect(within(link).getByText('방문 2026.12.10 (목) 오전 9시')).toBeInTheDocument();
  });
});
