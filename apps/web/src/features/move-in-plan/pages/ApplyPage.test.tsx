import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, apiMock, networkError, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { renderInShell } from '../../../test/test-utils';
import { residentRoutes } from '../routes';
import { inDays, makeApplication, makeOptions } from '../test/fixtures';

const LAZY = { timeout: 5000 };

beforeEach(() => {
  apiMock.getMoveInPlanOptions.mockResolvedValue(ok(makeOptions()));
  apiMock.getMoveInPlan.mockResolvedValue(ok({ application: makeApplication() }));
});

const open = () => renderInShell(residentRoutes, { path: '/ai-recommend', auth: SIGNED_IN });

/** The heading of the screen shown now. */
const question = (name: string) => screen.findByRole('heading', { name }, LAZY);

describe('/ai-recommend', () => {
  it('asks one question per screen and opens the plan it gets', async () => {
    apiMock.createMoveInPlan.mockResolvedValue(ok({ application: makeApplication() }));
    const user = userEvent.setup();
    const { router } = open();

    await question('어느 집에 입주하세요?');
    expect(screen.getByRole('progressbar', { name: '입주 플랜 신청 진행' })).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByRole('radio', { name: '잠실래미안아이파크 101동 1203호 34평' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: '다음' }));

    // The home's own 입주 예정일 is offered.
    await question('입주 예정일이 언제예요?');
    expect(screen.getByText('(집에 적어 둔 날짜예요)', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다음' }));

    await question('함께 사는 가족을 알려 주세요');
    expect(screen.getByRole('button', { name: '어른 늘리기' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: '아이 늘리기' }));
    expect(screen.getByText('1명')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '반려동물 줄이기' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '알레르기나 비염이 있는 가족이 있어요' }));
    await user.click(screen.getByRole('button', { name: '다음' }));

    await question('예산은 어느 정도로 생각하세요?');
    expect(screen.getByRole('button', { name: '다음' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '200만원 이하' }));
    await user.click(screen.getByRole('button', { name: '다음' }));

    await question('무엇이 가장 신경 쓰이세요?');
    expect(screen.getByRole('button', { name: '건너뛰기' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '청소' }));
    await user.click(screen.getByRole('button', { name: '새집증후군' }));
    await user.click(screen.getByRole('button', { name: '다음' }));

    await question('이미 예약한 서비스가 있나요?');
    await user.click(screen.getByRole('button', { name: '이사' }));
    await user.click(screen.getByRole('button', { name: '플랜 받기' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/ai-recommend/31'));
    expect(apiMock.createMoveInPlan).toHaveBeenCalledWith({
      body: {
        homeIdx: 7,
        moveInDate: inDays(40),
        household: { adults: 2, children: 1, pets: 0, allergies: true },
        budget: 2_000_000,
        priorities: ['cleaning', 'air'],
        alreadyBooked: ['move'],
        requestKey: expect.any(String),
      },
    });
    expect(await screen.findByRole('heading', { name: /3단계 입주 플랜이에요/ }, LAZY)).toBeInTheDocument();
  });

  it('shows what this home already booked as chosen and marked 이미 예약했어요, which cannot be unticked', async () => {
    const options = makeOptions();
    options.homes[0] = { ...options.homes[0]!, bookedCategories: ['cleaning'] };
    apiMock.getMoveInPlanOptions.mockResolvedValue(ok(options));
    apiMock.createMoveInPlan.mockResolvedValue(ok({ application: makeApplication() }));
    const user = userEvent.setup();
    open();
    await question('어느 집에 입주하세요?');
    await user.click(screen.getByRole('button', { name: '다음' }));
    await question('입주 예정일이 언제예요?');
    await user.click(screen.getByRole('button', { name: '다음' }));
    await question('함께 사는 가족을 알려 주세요');
    await user.click(screen.getByRole('button', { name: '다음' }));
    await question('예산은 어느 정도로 생각하세요?');
    await user.click(screen.getByRole('radio', { name: '상관없어요' }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    await question('무엇이 가장 신경 쓰이세요?');
    await user.click(screen.getByRole('button', { name: '건너뛰기' }));
    await question('이미 예약한 서비스가 있나요?');
    const booked = screen.getByRole('button', { name: '입주청소 · 이미 예약했어요' });
    expect(booked).toHaveAttribute('aria-pressed', 'true');
    expect(booked).toBeDisabled();
    expect(screen.getByRole('button', { name: '이사' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('이 집에 예약한 서비스는 미리 골라 뒀어요. 플랜에 다시 넣지 않아요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '플랜 받기' })).toBeInTheDocument();
  });

  it('sends a retry with the same request key, so a second tap makes no second plan', async () => {
    apiMock.createMoveInPlan.mockRejectedValueOnce(networkError()).mockResolvedValue(ok({ application: makeApplication() }));
    const user = userEvent.setup();
    open();
    await question('어느 집에 입주하세요?');
    for (const step of ['다음', '다음', '다음']) await user.click(await screen.findByRole('button', { name: step }));
    await user.click(await screen.findByRole('radio', { name: '상관없어요' }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    await user.click(await screen.findByRole('button', { name: '건너뛰기' }));
    await user.click(await screen.findByRole('button', { name: '플랜 받기' }));
    expect(await screen.findByText('인터넷 연결을 확인하고 다시 시도해 주세요.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '플랜 받기' }));
    await waitFor(() => expect(apiMock.createMoveInPlan).toHaveBeenCalledTimes(2));
    const [first, second] = apiMock.createMoveInPlan.mock.calls.map(([params]) => params.body);
    expect(first!.requestKey).toBe(second!.requestKey);
    expect(first!.budget).toBeNull();
  });

  it('takes the resident back to the screen of a field the server refused', async () => {
    apiMock.createMoveInPlan.mockRejectedValue(
      apiError(400, '입주 예정일은 오늘부터 1년 안으로 골라 주세요.', { details: [{ field: 'moveInDate', message: '입주 예정일은 오늘부터 1년 안으로 골라 주세요.' }] }),
    );
    const user = userEvent.setup();
    open();
    await question('어느 집에 입주하세요?');
    for (const step of ['다음', '다음', '다음']) await user.click(await screen.findByRole('button', { name: step }));
    await user.click(await screen.findByRole('radio', { name: '200만원 이하' }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    await user.click(await screen.findByRole('button', { name: '건너뛰기' }));
    await user.click(await screen.findByRole('button', { name: '플랜 받기' }));
    await question('입주 예정일이 언제예요?');
    expect(screen.getByRole('alert')).toHaveTextContent('입주 예정일은 오늘부터 1년 안으로 골라 주세요.');
  });

  it('asks for a home first when the resident has none', async () => {
    apiMock.getMoveInPlanOptions.mockResolvedValue(ok(makeOptions({ homes: [] })));
    open();
    expect(await screen.findByText('먼저 입주할 집을 등록해 주세요', undefined, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '우리 집 등록하기' })).toBeInTheDocument();
  });
});
