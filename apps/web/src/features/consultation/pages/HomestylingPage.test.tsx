import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiMock, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';
import { HOMESTYLING } from '../test/fixtures';

/** The first screen waits for the lazily loaded route, which can be slow on a busy machine. */
const LAZY = { timeout: 5000 };

beforeEach(() => {
  window.sessionStorage.clear();
  const { categories: _c, ...summary } = HOMESTYLING;
  apiMock.listHomestylingSurveys.mockResolvedValue(ok([summary]));
  apiMock.getHomestylingSurvey.mockResolvedValue(ok(HOMESTYLING));
});

describe('/consultation/homestyling', () => {
  it('introduces the steps, checks each step, sends the answers and goes on to the request', async () => {
    apiMock.answerHomestylingSurvey.mockResolvedValue(ok({ surveyResponseIdx: 9, surveyIdx: 2, completedAt: '2026-12-01T03:00:00.000Z' }));
    const user = userEvent.setup();
    const { router } = renderInShell([...routes, { path: '/consultation/request', element: <h1>상담 신청 화면</h1> }], {
      path: '/consultation/homestyling',
      auth: SIGNED_IN,
    });

    expect(await screen.findByRole('heading', { name: '우리 집 홈스타일링 상담' }, LAZY)).toBeInTheDocument();
    expect(screen.getByText('약 1분 · 질문 3개', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('상담 신청')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '시작하기' }));

    expect(await screen.findByRole('heading', { name: '어떤 공간을 꾸미고 싶으세요?' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=1');
    expect(screen.getByRole('progressbar', { name: '홈스타일링 설문 진행' })).toHaveAttribute('aria-valuenow', '1');
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText('하나 이상 골라 주세요.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '침실' }));
    expect(screen.queryByText('하나 이상 골라 주세요.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다음' }));

    expect(await screen.findByRole('heading', { name: '예산과 입주 시기를 알려 주세요.' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '300만~700만 원' }));
    await user.click(screen.getByRole('button', { name: '답변 보내기' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/consultation/request'));
    expect(router.state.location.search).toBe('?surveyResponseIdx=9');
    expect(apiMock.answerHomestylingSurvey).toHaveBeenCalledWith({
      body: { surveyIdx: 2, answers: [{ questionIdx: 21, value: ['o2'] }, { questionIdx: 22, value: 'o2' }] },
    });
    expect(window.sessionStorage.getItem('ipju.homestyling.2')).toBeNull();
  });

  it('keeps the answers of a step when coming back to it', async () => {
    const user = userEvent.setup();
    renderInShell(routes, { path: '/consultation/homestyling?step=1', auth: SIGNED_IN });
    await user.click(await screen.findByRole('button', { name: '거실' }, LAZY));
    await user.click(screen.getByRole('button', { name: '다음' }));
    await user.click(await screen.findByRole('button', { name: '이전' }));
    expect(await screen.findByRole('button', { name: '거실' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks the signed-out to sign in before the first step', async () => {
    const { router } = renderInShell([...routes, { path: '/login', element: <h1>로그인</h1> }], { path: '/consultation/homestyling?step=1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent('/consultation/homestyling?step=1')}`);
  });
});
