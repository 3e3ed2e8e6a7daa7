import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { earliestSelectableDate } from '../../../lib/schedule';
import { apiError, apiMock, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { renderInShell } from '../../../test/test-utils';
import { residentRoutes } from '../routes';
import { inDays, makeApplication } from '../test/fixtures';

const LAZY = { timeout: 5000 };
const routes = [...residentRoutes, { path: '/cart', element: <h1>장바구니 화면</h1> }, { path: '/chat/:threadIdx', element: <h1>상담 채팅 화면</h1> }];

beforeEach(() => {
  apiMock.getMoveInPlan.mockResolvedValue(ok({ application: makeApplication() }));
  apiMock.getItemAvailability.mockImplementation(async ({ id, month }) =>
    ok({ itemIdx: id, month, earliestDate: earliestSelectableDate(), closedDates: [], fullDates: [], fullSlots: [], visitTimes: [{ hour: 9, label: '오전 9시' }, { hour: 13, label: '오후 1시' }] }),
  );
});

const open = () => renderInShell(routes, { path: '/ai-recommend/31', auth: SIGNED_IN });

describe('/ai-recommend/:applicationIdx', () => {
  it('shows the dated steps in order with the special price, the reason and what the neighbours chose', async () => {
    open();
    expect(await screen.findByRole('heading', { name: /3단계 입주 플랜이에요/ }, LAZY)).toBeInTheDocument();
    expect(apiMock.getMoveInPlan).toHaveBeenCalledWith({ applicationIdx: 31 });
    expect(screen.getByText('잠실래미안아이파크 101동 1203호 34평')).toBeInTheDocument();
    expect(screen.getByText('줄눈을 먼저 하고 입주청소, 새집증후군 순서예요.')).toBeInTheDocument();

    const lines = screen.getAllByTestId('plan-line');
    expect(lines.map((l) => within(l).getByRole('heading').textContent)).toEqual(['케라폭시 줄눈 욕실 2곳', '입주청소 스탠다드', '새집증후군 光촉매 시공']);
    const first = lines[0]!;
    expect(within(first).getByText('452,400원')).toBeInTheDocument();
    expect(within(first).getByText('520,000원')).toBeInTheDocument();
    expect(within(first).getByText('13%')).toBeInTheDocument();
    expect(within(first).getByText(/오전 9시/)).toBeInTheDocument();
    expect(within(first).getByText('줄눈은 입주청소 전에 해야 청소 때 먼지까지 함께 치워져요.')).toBeInTheDocument();
    expect(within(first).getByText('같은 단지 34평 이웃 12세대가 골랐어요 (40%)')).toBeInTheDocument();
    // Too few neighbours: nothing is said; a happy-call time is said so.
    expect(within(lines[1]!).queryByText(/이웃/)).toBeNull();
    expect(within(lines[1]!).getByText(/시간은 해피콜 때 정해요/)).toBeInTheDocument();
    expect(screen.getByText('담을 서비스 3개')).toBeInTheDocument();
  });

  it('marks what this home already booked 이미 예약했어요, leaves it out of 전부 담기, and lists what the plan left out for it', async () => {
    const plan = makeApplication({ alreadyBooked: ['move'], bookedServices: [{ categoryCode: 'move', categoryName: '이사' }] });
    plan.lines[1] = { ...plan.lines[1]!, status: 'already_booked' };
    apiMock.getMoveInPlan.mockResolvedValue(ok({ application: plan }));
    open();
    const cleaning = (await screen.findAllByTestId('plan-line', undefined, LAZY))[1]!;
    expect(within(cleaning).getByText('이미 예약했어요')).toBeInTheDocument();
    expect(within(cleaning).queryByRole('button', { name: /빼기/ })).toBeNull();
    expect(within(cleaning).queryByRole('button', { name: /날짜 바꾸기/ })).toBeNull();
    expect(screen.getByText('담을 서비스 2개')).toBeInTheDocument();
    const booked = screen.getByRole('region', { name: '이미 예약한 서비스' });
    expect(booked).toHaveTextContent('이사');
    expect(booked).toHaveTextContent('이미 예약했어요');
  });

  it('drops a line, and the toast puts it back', async () => {
    const dropped = makeApplication();
    dropped.lines[1] = { ...dropped.lines[1]!, status: 'dropped' };
    apiMock.updateMoveInPlanLine.mockImplementation(async ({ body }) => ok({ application: body.dropped ? dropped : makeApplication() }));
    const user = userEvent.setup();
    open();
    const cleaning = (await screen.findAllByTestId('plan-line', undefined, LAZY))[1]!;
    await user.click(within(cleaning).getByRole('button', { name: /빼기/ }));
    expect(apiMock.updateMoveInPlanLine).toHaveBeenCalledWith({ applicationIdx: 31, lineIdx: 2, body: { dropped: true } });
    expect(await screen.findByText('입주청소를 플랜에서 뺐어요')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('plan-line')[1]).toHaveTextContent('뺐어요'));
    expect(screen.getByText('담을 서비스 2개')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '되돌리기' }));
    expect(apiMock.updateMoveInPlanLine).toHaveBeenLastCalledWith({ applicationIdx: 31, lineIdx: 2, body: { dropped: false } });
    expect(await screen.findByText('입주청소를 다시 넣었어요')).toBeInTheDocument();
  });

  it('moves a line to another open day inside its window', async () => {
    const line = makeApplication().lines[0]!;
    // A day of the same month as the line's date, inside the window; and one outside it in that month, if any.
    const target = [inDays(21), inDays(19)].find((d) => d.slice(0, 7) === line.date.slice(0, 7))!;
    const outside = [inDays(26), inDays(14)].find((d) => d.slice(0, 7) === line.date.slice(0, 7));
    const moved = makeApplication();
    moved.lines[0] = { ...line, date: target, time: 13 };
    apiMock.updateMoveInPlanLine.mockResolvedValue(ok({ application: moved }));
    const user = userEvent.setup();
    open();
    const first = (await screen.findAllByTestId('plan-line', undefined, LAZY))[0]!;
    await user.click(within(first).getByRole('button', { name: /날짜 바꾸기/ }));
    const dialog = await screen.findByRole('dialog', { name: '줄눈 날짜를 골라 주세요' }, LAZY);
    await waitFor(() => expect(apiMock.getItemAvailability).toHaveBeenCalledWith({ id: 101, month: line.date.slice(0, 7) }));
    if (outside) expect(dialog.querySelector(`[data-date="${outside}"]`)).toHaveAttribute('aria-disabled', 'true');
    await user.click(dialog.querySelector<HTMLButtonElement>(`[data-date="${target}"]`)!);
    await user.click(within(dialog).getByRole('button', { name: '다음' }));
    const times = await screen.findByRole('dialog', { name: '희망 시공 시간을 선택해 주세요' });
    await user.click(within(times).getByRole('radio', { name: /오후 1시/ }));
    await user.click(within(times).getByRole('button', { name: '이 날짜로 바꾸기' }));

    await waitFor(() => expect(apiMock.updateMoveInPlanLine).toHaveBeenCalledWith({ applicationIdx: 31, lineIdx: 1, body: { date: target, time: 13 } }));
    expect(await screen.findByText('줄눈 방문일을 바꿨어요')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('plan-line')[0]).toHaveTextContent('오후 1시'));
  });

  it('shows the server message when the day cannot be taken', async () => {
    apiMock.updateMoveInPlanLine.mockRejectedValue(apiError(400, '방문일(date)은 이 서비스를 할 수 있는 날 중에서 골라 주세요.'));
    const user = userEvent.setup();
    open();
    const first = (await screen.findAllByTestId('plan-line', undefined, LAZY))[0]!;
    await user.click(within(first).getByRole('button', { name: /빼기/ }));
    expect(await screen.findByText('방문일(date)은 이 서비스를 할 수 있는 날 중에서 골라 주세요.')).toBeInTheDocument();
  });

  it('puts the whole plan in the cart and offers the way there', async () => {
    const inCart = makeApplication();
    inCart.lines = inCart.lines.map((l) => ({ ...l, status: 'in_cart' as const }));
    apiMock.addMoveInPlanToCart.mockResolvedValue(ok({ added: 3, cartCount: 5, application: inCart }));
    const user = userEvent.setup();
    const { queryClient } = open();
    await user.click(await screen.findByRole('button', { name: '전부 담기' }, LAZY));
    expect(apiMock.addMoveInPlanToCart).toHaveBeenCalledWith({ applicationIdx: 31, body: {} });
    expect(await screen.findByText('입주 플랜 3개를 장바구니에 담았어요')).toBeInTheDocument();
    expect(queryClient.getQueryData(['user', 'cart', 'fetchCartCount'])).toBe(5);
    // Everything is in the cart now: the main button leads there.
    expect(await screen.findByRole('button', { name: '장바구니 보기' })).toBeInTheDocument();
    expect(screen.getAllByText('장바구니에 담았어요').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: '이동' }));
    expect(await screen.findByRole('heading', { name: '장바구니 화면' })).toBeInTheDocument();
  });

  it('opens the ipju 상담 chat with the plan attached', async () => {
    apiMock.requestMoveInPlanConsult.mockResolvedValue(ok({ threadIdx: 88 }));
    const user = userEvent.setup();
    const { router } = open();
    await user.click(await screen.findByRole('button', { name: '상담 요청' }, LAZY));
    expect(apiMock.requestMoveInPlanConsult).toHaveBeenCalledWith({ applicationIdx: 31 });
    expect(await screen.findByRole('heading', { name: '상담 채팅 화면' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/chat/88');
  });

  it("answers another resident's plan like a missing one", async () => {
    apiMock.getMoveInPlan.mockRejectedValue(apiError(404, '신청을 찾을 수 없어요.'));
    open();
    expect(await screen.findByText('입주 플랜을 찾을 수 없어요', undefined, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'AI 신청내역 보기' })).toBeInTheDocument();
  });
});
