import { REFUND_TIMING } from '@ipju/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatYmd } from '@ipju/contract';
import { addDays, addMonths, diffDays, earliestSelectableDate, seoulToday } from '../../../lib/schedule';
import { CLEANING_POLICY } from '../../../test/commerce-fixtures';
import { apiError, apiMock, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';
import { cancelledLine, makeLine, makeOrder } from '../test/fixtures';

const UID = 'ipju_20261122_ABCDEFGHIJ';
const path = `/my-page/orders/${UID}`;

function show(order = makeOrder()) {
  apiMock.getBillingDetail.mockResolvedValue(ok(order));
  return renderInShell(routes, { path, auth: SIGNED_IN });
}

describe('order detail: status, services and what each allows', () => {
  it('shows the status, the service with its visit and prices, payment and amounts', async () => {
    show();
    // The first case loads the lazy page and its modules: give it time when the suite shares 2 cores.
    expect(await screen.findByRole('heading', { name: '시공대기', level: 2 }, { timeout: 5000 })).toBeInTheDocument();
    expect(apiMock.getBillingDetail).toHaveBeenCalledWith({ merchantUid: UID });
    // The short order number, never the internal merchantUid.
    expect(screen.getByText('주문번호').nextElementSibling).toHaveTextContent('2611-22-0042');
    expect(screen.queryByText(UID)).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('ipju_');
    expect(screen.getByTestId('visit-1')).toHaveTextContent('2026.12.10 (목) 오전 9시');
    const amounts = screen.getByLabelText('결제 금액');
    expect(within(amounts).getByText('상품 금액')).toBeInTheDocument();
    expect(within(amounts).getByText('440,000원')).toBeInTheDocument();
    expect(within(amounts).getByText('-44,000원')).toBeInTheDocument();
    expect(within(amounts).getByText('396,000원')).toBeInTheDocument();
    expect(within(amounts).queryByText('환불 금액')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /카드 매출전표 보기/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /영수증 보기/ })).toHaveAttribute('href', '/my-page/receipts/1');
    expect(screen.getByText('3,960P')).toBeInTheDocument();
    expect(screen.getByText('결제가 완료되었어요.')).toBeInTheDocument();
  });

  it('offers only the actions the server allows for each service', async () => {
    show(
      makeOrder({
        lines: [
          makeLine({ lineIdx: 1, itemName: '입주청소 스탠다드' }),
          makeLine({
            lineIdx: 2,
            itemName: '줄눈 시공',
            status: 'in_progress',
            statusLabel: '시공중',
            canCancel: false,
            canChangeDate: false,
            cancelQuote: {
              ...makeLine().cancelQuote,
              cancellable: false,
              reason: '시공이 시작된 뒤에는 온라인으로 취소할 수 없어요. 업체에 문의해 주세요.',
            },
          }),
          makeLine({
            lineIdx: 3,
            itemName: '탄성코트',
            status: 'completed',
            statusLabel: '시공완료',
            canCancel: false,
            canChangeDate: false,
            canConfirm: true,
            cancelQuote: { ...makeLine().cancelQuote, cancellable: false, reason: '시공이 끝난 서비스는 취소할 수 없어요.' },
          }),
        ],
      }),
    );
    const cleaning = await screen.findByRole('article', { name: '입주청소 스탠다드' });
    const grout = screen.getByRole('article', { name: '줄눈 시공' });
    const coat = screen.getByRole('article', { name: '탄성코트' });

    expect(within(cleaning).getByRole('button', { name: '일정 변경' })).toBeInTheDocument();
    expect(within(cleaning).getByRole('button', { name: '취소하기' })).toBeInTheDocument();
    expect(within(cleaning).queryByRole('button', { name: '구매확정' })).not.toBeInTheDocument();

    // Nothing to change on a started job; the company can still be reached (업체와 채팅).
    expect(within(grout).getAllByRole('button').map((b) => b.textContent)).toEqual(['업체와 채팅']);
    expect(within(grout).getByText(/시공이 시작된 뒤에는 온라인으로 취소할 수 없어요/)).toBeInTheDocument();

    expect(within(coat).getByRole('button', { name: '구매확정' })).toBeInTheDocument();
    expect(within(coat).queryByRole('button', { name: '취소하기' })).not.toBeInTheDocument();
    // Only one service can be cancelled: no whole-order cancel.
    expect(screen.queryByRole('button', { name: '주문 전체 취소' })).not.toBeInTheDocument();
  });

  it('says a refund is being processed instead of offering to cancel', async () => {
    show(makeOrder({ lines: [makeLine({ refundPending: true, canCancel: false, canChangeDate: false })] }));
    expect(await screen.findByText('환불을 처리하고 있어요')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '취소하기' })).not.toBeInTheDocument();
  });

  it('confirms a completed service after asking', async () => {
    const line = makeLine({ status: 'completed', statusLabel: '시공완료', canCancel: false, canChangeDate: false, canConfirm: true });
    show(makeOrder({ status: 'completed', statusLabel: '시공완료', lines: [line] }));
    apiMock.confirmBilling.mockResolvedValue(ok(makeOrder({ lines: [{ ...line, canConfirm: false, confirmedAt: '2026-11-22T05:00:00.000Z' }] })));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '구매확정' }));
    const dialog = await screen.findByRole('alertdialog', { name: '구매를 확정할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '구매 확정하기' }));
    await waitFor(() => expect(apiMock.confirmBilling).toHaveBeenCalledWith({ body: { merchantUid: UID, lineIdxs: [1] } }));
    expect(await screen.findByText('구매를 확정했어요')).toBeInTheDocument();
  });

  it('stops asking to confirm in the header once the purchase is confirmed, also after a reload', async () => {
    const line = makeLine({ status: 'completed', statusLabel: '시공완료', canCancel: false, canChangeDate: false, canConfirm: true });
    const completed = makeOrder({ status: 'completed', statusLabel: '시공완료', lines: [line] });
    const confirmed = makeOrder({ status: 'completed', statusLabel: '시공완료', lines: [{ ...line, canConfirm: false, confirmedAt: '2026-11-22T05:00:00.000Z' }] });
    show(completed);
    expect(await screen.findByText('시공이 끝났어요. 확인하고 구매를 확정해 주세요.')).toBeInTheDocument();
    apiMock.confirmBilling.mockResolvedValue(ok(confirmed));
    apiMock.getBillingDetail.mockResolvedValue(ok(confirmed));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '구매확정' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: '구매를 확정할까요?' })).getByRole('button', { name: '구매 확정하기' }));
    expect(await screen.findByText('시공이 끝났고 구매를 확정했어요.')).toBeInTheDocument();
    expect(screen.queryByText('시공이 끝났어요. 확인하고 구매를 확정해 주세요.')).not.toBeInTheDocument();
  });

  it('shows a confirmed order without asking to confirm when opened again', async () => {
    const line = makeLine({ status: 'completed', statusLabel: '시공완료', canCancel: false, canChangeDate: false, canConfirm: false, confirmedAt: '2026-11-22T05:00:00.000Z' });
    show(makeOrder({ status: 'completed', statusLabel: '시공완료', lines: [line] }));
    expect(await screen.findByText('시공이 끝났고 구매를 확정했어요.')).toBeInTheDocument();
    expect(screen.queryByText(/확인하고 구매를 확정해 주세요/)).not.toBeInTheDocument();
  });

  it('shows the account to pay into while waiting for the deposit, and cancels the whole order only', async () => {
    const line = makeLine({
      status: 'awaiting_deposit',
      statusLabel: '입금대기',
      cancelQuote: { ...makeLine().cancelQuote, refundAmount: 0, message: '입금 전이라 바로 취소돼요.' },
    });
    show(
      makeOrder({
        status: 'awaiting_deposit',
        statusLabel: '입금대기',
        paymentStatus: 'vbank_issued',
        payMethod: 'vbank',
        payMethodLabel: '무통장입금',
        paidAt: null,
        receiptUrl: null,
        vbank: { bankName: 'KB국민은행', accountNumber: '12345678901234', holder: '(주)입주', dueAt: '2026-11-25T14:59:00.000Z' },
        lines: [line],
      }),
    );
    const box = await screen.findByRole('region', { name: '입금할 계좌' });
    expect(within(box).getByText('KB국민은행')).toBeInTheDocument();
    // Grouped by four for reading; the copy button copies the digits.
    expect(within(box).getByText('1234-5678-9012-34')).toBeInTheDocument();
    expect(within(box).getByText('(주)입주')).toBeInTheDocument();
    expect(within(box).getByText('396,000원')).toBeInTheDocument();
    expect(within(box).getByText(/입금 기한/).closest('div')).toHaveTextContent('2026.11.25 (수) 오후 11시 59분까지');
    expect(within(box).getByRole('button', { name: /복사/ })).toBeInTheDocument();
    // Before the deposit the order is cancelled whole (the server refuses a part).
    expect(screen.queryByRole('button', { name: '취소하기' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '주문 취소하기' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /영수증 보기/ })).not.toBeInTheDocument();
  });
});

describe('cancel sheet', () => {
  it('shows the quote, asks for a reason, cancels and shows the refund', async () => {
    const line = makeLine({
      couponIdx: 5,
      couponName: '입주청소 10% 할인 쿠폰',
      couponDiscount: 30000,
      payAmount: 366000,
      cancelQuote: {
        cancellable: true,
        reason: null,
        fee: 36600,
        refundAmount: 329400,
        refundPoints: 0,
        couponRestored: true,
        message: '방문 2일 전이라 취소 수수료 10%를 빼고 환불돼요.',
      },
    });
    const order = makeOrder({ lines: [line] });
    const sentence = '취소 수수료 36,600원을 빼고 신용카드로 329,400원을 돌려받아요. 사용한 쿠폰(입주청소 10% 할인 쿠폰)도 돌아와요.';
    apiMock.previewCancelBilling.mockResolvedValue(
      ok({
        lineIdxs: [1],
        refundAmount: 329400,
        refundPoints: 0,
        fee: 36600,
        pointsUsed: 0,
        coupons: [{ name: '입주청소 10% 할인 쿠폰', restored: true }],
        voucher: { now: null, after: null },
        rewardTakenBack: 0,
        sentence,
      }),
    );
    show(order);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '취소하기' }));

    const sheet = await screen.findByRole('dialog', { name: '서비스를 취소할까요?' });
    expect(within(sheet).getByText('방문 2일 전이라 취소 수수료 10%를 빼고 환불돼요.')).toBeInTheDocument();
    expect(within(sheet).getByText('-36,600원')).toBeInTheDocument();
    expect(within(sheet).getByTestId('cancel-refund-amount')).toHaveTextContent('329,400원');
    // The server's preview says what happens to the coupon, the points and the voucher before confirming.
    expect(await within(sheet).findByTestId('cancel-consequence')).toHaveTextContent(sentence);
    expect(apiMock.previewCancelBilling).toHaveBeenCalledWith({ merchantUid: UID, lineIdxs: [1] });
    expect(within(sheet).getByText(/방문 3일 전까지 무료 취소/)).toBeInTheDocument();
    // How long the refund takes, in the same words as the cancellation notice (contract REFUND_TIMING).
    expect(within(sheet).getByText(`결제한 수단으로 환불해 드려요. ${REFUND_TIMING}.`)).toBeInTheDocument();
    expect(within(sheet).getByText(/3~5영업일/)).toBeInTheDocument();
    // Not a 무통장입금 payment: no refund account.
    expect(within(sheet).queryByLabelText('계좌번호')).not.toBeInTheDocument();

    const submit = within(sheet).getByRole('button', { name: '취소하고 329,400원 환불받기' });
    await user.click(submit);
    expect(await within(sheet).findByText('취소 사유를 골라 주세요.')).toBeInTheDocument();
    expect(apiMock.cancelBilling).not.toHaveBeenCalled();

    await user.click(within(sheet).getByRole('button', { name: '기타' }));
    await user.click(submit);
    expect(await within(sheet).findByText('취소 사유를 입력해 주세요.')).toBeInTheDocument();
    await user.type(within(sheet).getByRole('textbox', { name: '취소 사유 직접 입력' }), '이사 날짜가 미뤄졌어요');

    const cancelled = makeOrder({ status: 'cancelled', statusLabel: '주문취소', lines: [cancelledLine(line)] });
    apiMock.cancelBilling.mockResolvedValue(
      ok({ order: cancelled, refund: { lineIdxs: [1], amount: 329400, points: 0, fee: 36600, couponsRestored: 1 } }),
    );
    apiMock.getBillingDetail.mockResolvedValue(ok(cancelled));
    await user.click(submit);

    await waitFor(() =>
      expect(apiMock.cancelBilling).toHaveBeenCalledWith({
        merchantUid: UID,
        body: { lineIdxs: [1], reason: '이사 날짜가 미뤄졌어요' },
      }),
    );
    expect(await screen.findByText('취소했어요. 329,400원을 환불해 드려요')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '주문취소', level: 2 })).toBeInTheDocument();
    expect(screen.getByTestId('refunded-1')).toHaveTextContent('329,400원');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('requires the refund account for a paid 무통장입금 order', async () => {
    show(makeOrder({ payMethod: 'vbank', payMethodLabel: '무통장입금', paymentStatus: 'paid', receiptUrl: null }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '취소하기' }));
    const sheet = await screen.findByRole('dialog', { name: '서비스를 취소할까요?' });
    expect(within(sheet).getByRole('group', { name: '환불 받을 계좌' })).toBeInTheDocument();

    await user.click(within(sheet).getByRole('button', { name: '일정이 바뀌었어요' }));
    const submit = within(sheet).getByRole('button', { name: '취소하고 396,000원 환불받기' });
    await user.click(submit);
    expect(await within(sheet).findByText('환불 받을 은행을 골라 주세요.')).toBeInTheDocument();
    expect(within(sheet).getByText('환불 계좌번호를 숫자 8~16자리로 입력해 주세요.')).toBeInTheDocument();
    expect(within(sheet).getByText('예금주를 입력해 주세요.')).toBeInTheDocument();
    expect(within(sheet).getByLabelText('은행')).toHaveFocus();
    expect(apiMock.cancelBilling).not.toHaveBeenCalled();

    await user.selectOptions(within(sheet).getByLabelText('은행'), '신한은행');
    await user.type(within(sheet).getByLabelText('계좌번호'), '110-123-456789');
    await user.type(within(sheet).getByLabelText('예금주'), '김입주');
    expect(within(sheet).queryByText('예금주를 입력해 주세요.')).not.toBeInTheDocument();

    apiMock.cancelBilling.mockRejectedValue(apiError(409, '이전 취소를 처리하고 있어요. 잠시 후 다시 시도해 주세요.'));
    await user.click(submit);
    await waitFor(() =>
      expect(apiMock.cancelBilling).toHaveBeenCalledWith({
        merchantUid: UID,
        body: { lineIdxs: [1], reason: '일정이 바뀌었어요', refundBank: '088', refundAccount: '110123456789', refundHolder: '김입주' },
      }),
    );
    // The server's message, as it says it.
    expect(await within(sheet).findByText('이전 취소를 처리하고 있어요. 잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
  });

  it('cancels every cancellable service with 주문 전체 취소', async () => {
    const lines = [
      makeLine({ lineIdx: 1, itemName: '입주청소 스탠다드' }),
      makeLine({
        lineIdx: 2,
        itemName: '줄눈 시공',
        payAmount: 300000,
        cancelQuote: { ...makeLine().cancelQuote, refundAmount: 300000 },
      }),
    ];
    show(makeOrder({ lines }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '주문 전체 취소' }));
    const sheet = await screen.findByRole('dialog', { name: '주문을 취소할까요?' });
    expect(within(sheet).getByTestId('cancel-refund-amount')).toHaveTextContent('696,000원');
    await user.click(within(sheet).getByRole('button', { name: '서비스가 필요 없어졌어요' }));
    apiMock.cancelBilling.mockResolvedValue(
      ok({
        order: makeOrder({ status: 'cancelled', statusLabel: '주문취소', lines: lines.map(cancelledLine) }),
        refund: { lineIdxs: [1, 2], amount: 696000, points: 0, fee: 0, couponsRestored: 0 },
      }),
    );
    await user.click(within(sheet).getByRole('button', { name: '취소하고 696,000원 환불받기' }));
    await waitFor(() =>
      expect(apiMock.cancelBilling).toHaveBeenCalledWith({ merchantUid: UID, body: { reason: '서비스가 필요 없어졌어요' } }),
    );
  });
});

describe('date change', () => {
  // Two days of the month after the earliest selectable one, so both are selectable whatever today is.
  const month = addMonths(earliestSelectableDate(), 1);
  const current = addDays(month, 9);
  const next = addDays(month, 14);
  const full = addDays(month, 15);

  beforeEach(() => {
    apiMock.getItemAvailability.mockResolvedValue(
      ok({
        itemIdx: 101,
        month: month.slice(0, 7),
        earliestDate: earliestSelectableDate(),
        closedDates: [],
        fullDates: [full],
        fullSlots: [{ date: next, time: 9 }],
        visitTimes: [
          { hour: 9, label: '오전 9시' },
          { hour: 13, label: '오후 1시' },
        ],
      }),
    );
  });

  it('moves the visit through the date modal with the item visit times and the partner full days', async () => {
    const line = makeLine({ tz: current });
    show(makeOrder({ lines: [line] }));
    const moved = makeOrder({ lines: [{ ...line, tz: next, time: 13, timeLabel: '오후 1시' }] });
    apiMock.changeBillingDate.mockImplementation(async () => {
      apiMock.getBillingDetail.mockResolvedValue(ok(moved));
      return ok(moved);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '일정 변경' }));
    const dialog = await screen.findByRole('dialog', { name: '바꿀 방문일을 선택해 주세요' });
    await waitFor(() => expect(apiMock.getItemAvailability).toHaveBeenCalledWith({ id: 101, month: current.slice(0, 7) }));
    await waitFor(() => expect(dialog.querySelector(`[data-date="${full}"]`)).toHaveAttribute('aria-disabled', 'true'));
    await user.click(dialog.querySelector<HTMLButtonElement>(`[data-date="${next}"]`)!);
    await user.click(within(dialog).getByRole('button', { name: '다음' }));

    const times = await screen.findByRole('dialog', { name: '희망 시공 시간을 선택해 주세요' });
    expect(within(times).getByRole('radio', { name: /오전 9시/ })).toBeDisabled();
    await user.click(within(times).getByRole('radio', { name: /오후 1시/ }));
    await user.click(within(times).getByRole('button', { name: '이 일정으로 바꾸기' }));

    await waitFor(() =>
      expect(apiMock.changeBillingDate).toHaveBeenCalledWith({ body: { merchantUid: UID, lineIdx: 1, tz: next, time: 13 } }),
    );
    expect(await screen.findByText('방문 일정을 바꿨어요')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('visit-1')).toHaveTextContent('오후 1시'));
  });

  it('asks first when the new date makes cancelling cost from now on, and changes nothing without a yes', async () => {
    // The visit is on the last day of free cancelling; five days earlier is inside the late-fee days.
    const policy = { ...CLEANING_POLICY, freeCancelDays: diffDays(next, seoulToday()) };
    const line = makeLine({ tz: next, refundPolicy: policy });
    show(makeOrder({ lines: [line] }));
    apiMock.changeBillingDate.mockResolvedValue(ok(makeOrder({ lines: [{ ...line, tz: current, time: 13 }] })));
    const user = userEvent.setup();
    const pick = async () => {
      await user.click(await screen.findByRole('button', { name: '일정 변경' }));
      const dialog = await screen.findByRole('dialog', { name: '바꿀 방문일을 선택해 주세요' });
      await user.click(dialog.querySelector<HTMLButtonElement>(`[data-date="${current}"]`)!);
      await user.click(within(dialog).getByRole('button', { name: '다음' }));
      const times = await screen.findByRole('dialog', { name: '희망 시공 시간을 선택해 주세요' });
      await user.click(within(times).getByRole('radio', { name: /오후 1시/ }));
      await user.click(within(times).getByRole('button', { name: '이 일정으로 바꾸기' }));
      return screen.findByRole('alertdialog', { name: '이 일정으로 바꿀까요?' });
    };

    const ask = await pick();
    expect(ask).toHaveTextContent(
      `${formatYmd(current)} 방문으로 바꾸면 무료 취소 기간(방문 ${policy.freeCancelDays}일 전까지)이 지나, 바꾼 뒤 취소할 때 취소 수수료 10%가 붙어요.`,
    );
    await user.click(within(ask).getByRole('button', { name: '다른 날 고르기' }));
    expect(apiMock.changeBillingDate).not.toHaveBeenCalled();

    await user.click(within(await screen.findByRole('dialog', { name: '희망 시공 시간을 선택해 주세요' })).getByRole('button', { name: '이 일정으로 바꾸기' }));
    const again = await screen.findByRole('alertdialog', { name: '이 일정으로 바꿀까요?' });
    await user.click(within(again).getByRole('button', { name: '이 일정으로 바꾸기' }));
    await waitFor(() =>
      expect(apiMock.changeBillingDate).toHaveBeenCalledWith({ body: { merchantUid: UID, lineIdx: 1, tz: current, time: 13 } }),
    );
  });

  it("shows the server's message when the new date cannot be booked", async () => {
    show(makeOrder({ lines: [makeLine({ tz: current })] }));
    apiMock.changeBillingDate.mockRejectedValue(apiError(409, '그 시간은 예약이 꽉 찼어요. 다른 시간을 골라 주세요.'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '일정 변경' }));
    const dialog = await screen.findByRole('dialog', { name: '바꿀 방문일을 선택해 주세요' });
    await user.click(dialog.querySelector<HTMLButtonElement>(`[data-date="${next}"]`)!);
    await user.click(within(dialog).getByRole('button', { name: '다음' }));
    const times = await screen.findByRole('dialog', { name: '희망 시공 시간을 선택해 주세요' });
    await user.click(within(times).getByRole('radio', { name: /오후 1시/ }));
    await user.click(within(times).getByRole('button', { name: '이 일정으로 바꾸기' }));
    expect(await screen.findByText('그 시간은 예약이 꽉 찼어요. 다른 시간을 골라 주세요.')).toBeInTheDocument();
  });
});

describe('not found', () => {
  it('offers the order list when the order does not exist', async () => {
    apiMock.getBillingDetail.mockRejectedValue(apiError(404, '주문을 찾을 수 없어요.'));
    renderInShell(routes, { path, auth: SIGNED_IN });
    expect(await screen.findByText('주문을 찾을 수 없어요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '주문 내역 보기' })).toBeInTheDocument();
  });
});
