import type { LinkPayView } from '@ipju/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, apiMock, ok } from '../../../test/api-mock';
import { renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';

const TOKEN = 'Abcdefghijklmnopqrstuvwxyz0123456789_-ABCD';

const view = (overrides: Partial<LinkPayView> = {}): LinkPayView => ({
  link: 'current',
  status: 'pending',
  statusLabel: '결제 대기',
  companyName: '반짝홈클린',
  companyPhone: '02-1234-5678',
  itemName: '입주청소 스탠다드',
  options: [{ groupName: '평형', name: '30평대' }],
  visitDate: '2026-12-05',
  visitHour: 10,
  complexName: '잠실래미안아이파크',
  dong: '105',
  ho: '1502',
  pyeong: 34,
  customerName: '김고객',
  amount: 250_000,
  paidAt: null,
  payMethod: null,
  ...overrides,
});

describe('LinkPayPage (/pay/:token)', () => {
  it('shows the company, service, visit, home and amount, and opens the payment window with the chosen method', async () => {
    apiMock.getLinkPay.mockResolvedValue(ok(view()));
    apiMock.startLinkPay.mockResolvedValue(
      ok({
        amount: 250_000,
        payment: {
          impCode: 'imp00000000',
          pg: 'naverpay',
          payMethod: 'card' as const,
          merchantUid: 'ipjuoff-9-1',
          name: '반짝홈클린 입주청소 스탠다드',
          amount: 250_000,
          buyerName: '김고객',
          buyerTel: '010-1234-5678',
          buyerEmail: null,
          mRedirectUrl: `http://localhost/pay/${TOKEN}`,
          noticeUrl: 'http://localhost/api/v2/linkpay/webhook',
          vbankDue: null,
          checkoutUrl: null,
        },
      }),
    );
    renderInShell(routes, { path: `/pay/${TOKEN}` });
    const summary = await screen.findByRole('region', { name: '주문 내용' });
    expect(summary).toHaveTextContent('반짝홈클린');
    expect(summary).toHaveTextContent('입주청소 스탠다드');
    expect(summary).toHaveTextContent('2026.12.05 (토) 오전 10시');
    expect(summary).toHaveTextContent('잠실래미안아이파크 105동 1502호');
    expect(summary).toHaveTextContent('250,000원');
    fireEvent.click(screen.getByRole('radio', { name: '네이버페이' }));
    fireEvent.click(screen.getByRole('button', { name: '250,000원 결제하기' }));
    await waitFor(() => expect(apiMock.startLinkPay).toHaveBeenCalledWith({ token: TOKEN, body: { payMethod: 'naverpay' } }));
  });

  it('says a replaced link cannot pay, what to use instead, and offers to call the company for a new link', async () => {
    apiMock.getLinkPay.mockResolvedValue(ok({ link: 'replaced' as const, status: 'pending' as const, companyName: '반짝홈클린', companyPhone: '02-1234-5678' }));
    renderInShell(routes, { path: `/pay/${TOKEN}` });
    expect(await screen.findByText('업체가 주문 내용을 바꿨어요')).toBeInTheDocument();
    expect(screen.getByText(/업체가 보낸 가장 최근 결제 링크로 결제해 주세요/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '업체에 새 링크 요청하기 (02-1234-5678)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /결제하기$/ })).toBeNull();
    expect(screen.queryByText(/다시 결제해 주세요/)).toBeNull();
  });

  it('says an order paid through a newer link is paid, on the old link', async () => {
    apiMock.getLinkPay.mockResolvedValue(ok({ link: 'replaced' as const, status: 'paid' as const, companyName: '반짝홈클린', companyPhone: '02-1234-5678' }));
    renderInShell(routes, { path: `/pay/${TOKEN}` });
    expect(await screen.findByText('이미 결제가 끝난 주문이에요')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /결제하기$/ })).toBeNull();
  });

  it('after a payment on an old link is refused, says it was cancelled and shows no pay button that would fail', async () => {
    apiMock.getLinkPay.mockResolvedValue(ok(view()));
    const message = '주문 내용이 바뀌어 결제를 취소했어요. 업체가 새로 보낸 링크로 결제해 주세요.';
    apiMock.completeLinkPay.mockResolvedValue(
      ok({ outcome: 'failed' as const, message, order: { link: 'replaced' as const, status: 'pending' as const, companyName: '반짝홈클린', companyPhone: '02-1234-5678' } }),
    );
    renderInShell(routes, { path: `/pay/${TOKEN}?imp_uid=imp_123456&imp_success=true` });
    expect(await screen.findByText('업체가 주문 내용을 바꿨어요')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /결제하기$/ })).toBeNull();
  });

  it('when the company changes the order while the page is open, the pay tap shows the replaced link instead', async () => {
    apiMock.getLinkPay
      .mockResolvedValueOnce(ok(view()))
      .mockResolvedValue(ok({ link: 'replaced' as const, status: 'pending' as const, companyName: '반짝홈클린', companyPhone: '02-1234-5678' }));
    apiMock.startLinkPay.mockRejectedValue(apiError(409, '주문 금액이나 내용이 바뀌어 이 링크로는 결제할 수 없어요. 업체가 새로 보낸 링크로 결제해 주세요.'));
    renderInShell(routes, { path: `/pay/${TOKEN}` });
    fireEvent.click(await screen.findByRole('button', { name: '250,000원 결제하기' }));
    expect(await screen.findByText('업체가 주문 내용을 바꿨어요')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /결제하기$/ })).toBeNull();
  });

  it('reports the payment window’s result and shows it paid', async () => {
    apiMock.getLinkPay.mockResolvedValue(ok(view()));
    apiMock.completeLinkPay.mockResolvedValue(
      ok({ outcome: 'paid' as const, message: '결제가 완료됐어요.', order: view({ status: 'paid', statusLabel: '결제 완료', paidAt: '2026-11-26T02:00:00.000Z', payMethod: 'kakaopay' }) }),
    );
    const { router } = renderInShell(routes, { path: `/pay/${TOKEN}?imp_uid=imp_123456&merchant_uid=ipjuoff-9-1&imp_success=true` });
    expect(await screen.findByText('결제가 완료됐어요')).toBeInTheDocument();
    expect(apiMock.completeLinkPay).toHaveBeenCalledTimes(1);
    expect(apiMock.completeLinkPay).toHaveBeenCalledWith({ token: TOKEN, body: { impUid: 'imp_123456' } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByText(/카카오페이로 결제했어요/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /결제하기$/ })).toBeNull();
  });

  it('shows why a payment was refused and lets the resident pay again', async () => {
    apiMock.getLinkPay.mockResolvedValue(ok(view()));
    apiMock.completeLinkPay.mockResolvedValue(ok({ outcome: 'failed' as const, message: '결제 금액이 주문 금액과 달라 결제를 취소했어요. 다시 결제해 주세요.', order: view() }));
    renderInShell(routes, { path: `/pay/${TOKEN}?imp_uid=imp_123456&imp_success=true` });
    expect(await screen.findByText('결제 금액이 주문 금액과 달라 결제를 취소했어요. 다시 결제해 주세요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '250,000원 결제하기' })).toBeInTheDocument();
  });
});
