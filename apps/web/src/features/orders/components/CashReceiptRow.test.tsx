import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiMock, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';
import { makeLine, makeOrder } from '../test/fixtures';

configure({ asyncUtilTimeout: 5000 });

const UID = 'ipju_20261122_ABCDEFGHIJ';
const receipt = {
  type: 'proof' as const,
  typeLabel: '지출증빙',
  identifier: '220-81-***17',
  status: 'failed' as const,
  statusLabel: '발급 실패',
  message: '발급하지 못해 자동으로 다시 시도하고 있어요.',
  receiptUrl: null,
  issuedAt: null,
};

function show(overrides: Parameters<typeof makeOrder>[0]) {
  apiMock.getBillingDetail.mockResolvedValue(ok(makeOrder({ payMethod: 'vbank', payMethodLabel: '무통장입금', ...overrides })));
  renderInShell(routes, { path: `/my-page/orders/${UID}`, auth: SIGNED_IN });
}

describe('order detail: 무통장입금', () => {
  it('shows the cash receipt with its state (발급 실패, retried)', async () => {
    show({ cashReceipt: receipt });
    const payment = await screen.findByRole('region', { name: '결제 정보' });
    const row = within(payment).getByText('현금영수증').closest('div')!;
    expect(row).toHaveTextContent('지출증빙 220-81-***17');
    expect(within(row as HTMLElement).getByTestId('cash-receipt-status')).toHaveTextContent('발급 실패');
    expect(row).toHaveTextContent('자동으로 다시 시도하고 있어요');
  });

  it('shows 발급 완료 once issued', async () => {
    show({ cashReceipt: { ...receipt, type: 'deduction', typeLabel: '소득공제', identifier: '010-****-5678', status: 'issued', statusLabel: '발급 완료', message: '국세청에 신고되었어요.' } });
    expect(await screen.findByTestId('cash-receipt-status')).toHaveTextContent('발급 완료');
    expect(screen.getByText('소득공제 010-****-5678')).toBeInTheDocument();
  });

  it('copies the account number as digits while showing it grouped', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    show({
      status: 'awaiting_deposit',
      statusLabel: '입금대기',
      paymentStatus: 'vbank_issued',
      paidAt: null,
      receiptUrl: null,
      vbank: { bankName: 'KB국민은행', accountNumber: '12345678901234', holder: '(주)입주', dueAt: '2026-11-25T14:59:00.000Z' },
      lines: [makeLine({ status: 'awaiting_deposit', statusLabel: '입금대기' })],
    });
    const box = await screen.findByRole('region', { name: '입금할 계좌' });
    expect(within(box).getByTestId('vbank-account')).toHaveTextContent('1234-5678-9012-34');
    await user.click(within(box).getByRole('button', { name: /복사/ }));
    expect(writeText).toHaveBeenCalledWith('12345678901234');
    expect(await screen.findByText('계좌번호를 복사했어요')).toBeInTheDocument();
  });
});
