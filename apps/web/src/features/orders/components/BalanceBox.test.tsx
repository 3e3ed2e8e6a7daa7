import type { Order } from '@ipju/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiMock, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';
import { makeOrder } from '../test/fixtures';

configure({ asyncUtilTimeout: 5000 });

const UID = 'ipju_20261122_ABCDEFGHIJ';
const show = (balance: Order['balance']) => {
  apiMock.getBillingDetail.mockResolvedValue(ok(makeOrder({ balance })));
  renderInShell(routes, { path: `/my-page/orders/${UID}`, auth: SIGNED_IN });
};
const base = { firstAmount: 198_000, amount: 198_000, dueAt: '2026-12-08T03:00:00.000Z', paidAt: null };

describe('order detail: 반반 결제', () => {
  it('before the work: what was paid and that the balance comes after the work', async () => {
    show({ ...base, status: 'waiting', statusLabel: '시공 완료 후 잔금 요청', payable: false });
    const box = await screen.findByRole('region', { name: '반반 결제' });
    expect(within(box).getByText('예약할 때 결제').nextSibling).toHaveTextContent('198,000원');
    expect(within(box).getByTestId('order-balance-status')).toHaveTextContent('시공 완료 후 잔금 요청');
    expect(within(box).queryByRole('link')).not.toBeInTheDocument();
  });

  it('requested: the deadline and a link to pay it', async () => {
    show({ ...base, status: 'requested', statusLabel: '잔금 결제 대기 · 12월 8일까지', payable: true });
    const box = await screen.findByRole('region', { name: '반반 결제' });
    expect(within(box).getByTestId('order-balance-status')).toHaveTextContent('잔금 결제 대기 · 12월 8일까지');
    expect(within(box).getByRole('link', { name: '잔금 198,000원 결제하기' })).toHaveAttribute('href', `/payment/balance/${UID}`);
  });

  it('overdue: says the deadline passed and still offers to pay', async () => {
    show({ ...base, status: 'overdue', statusLabel: '잔금 기한 지남', payable: true });
    expect(await screen.findByTestId('order-balance-status')).toHaveTextContent('잔금 기한 지남');
  });
});
