import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, apiMock, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';
import { makeOffer, makeSurvey } from '../test/fixtures';

/** The first screen waits for the lazily loaded route, which can be slow on a busy machine. */
const LAZY = { timeout: 5000 };

beforeEach(() => {
  apiMock.listSurveyOffers.mockResolvedValue(ok({ pending: [makeOffer()], done: [] }));
  apiMock.answerSurveyQuestion.mockImplementation(async ({ surveyIdx, questionIdx, body }) =>
    ok({ surveyIdx, questionIdx, lineIdx: body.lineIdx, value: body.value, answeredCount: 1 }),
  );
});

describe('/survey', () => {
  it('finds the survey of the service from my offers, saves each answer as it is given, and submits', async () => {
    apiMock.getSurvey.mockResolvedValue(ok(makeSurvey()));
    apiMock.completeSurvey.mockResolvedValue(ok({ surveyIdx: 1, lineIdx: 55, completed: true, completedAt: '2026-12-02T01:00:00.000Z' }));
    const user = userEvent.setup();
    renderInShell(routes, { path: '/survey?lineIdx=55', auth: SIGNED_IN });

    expect(await screen.findByRole('heading', { name: '서비스는 전반적으로 만족스러우셨나요?' }, LAZY)).toBeInTheDocument();
    expect(apiMock.getSurvey).toHaveBeenCalledWith({ surveyIdx: 1, lineIdx: 55 });
    expect(screen.getByText('입주청소 스탠다드')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '만족도 조사 진행' })).toHaveAttribute('aria-valuenow', '1');
    const next = screen.getByRole('button', { name: '다음' });
    expect(next).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: '4점 좋아요' }));
    expect(screen.getByText('4점 · 좋아요')).toBeInTheDocument();
    expect(apiMock.answerSurveyQuestion).toHaveBeenCalledWith({ surveyIdx: 1, questionIdx: 1, body: { lineIdx: 55, value: 4 } });
    await user.click(next);

    expect(await screen.findByRole('heading', { name: '이웃에게 이 업체를 추천하시겠어요?' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '꼭 추천할게요' }));
    expect(apiMock.answerSurveyQuestion).toHaveBeenLastCalledWith({ surveyIdx: 1, questionIdx: 2, body: { lineIdx: 55, value: 'o1' } });
    await user.click(screen.getByRole('button', { name: '다음' }));

    // The optional text: a counter, and it is saved when the survey is submitted.
    const text = await screen.findByRole('textbox', { name: '업체에 전하고 싶은 말이 있나요?' });
    await user.type(text, ' 꼼꼼했어요 ');
    expect(screen.getByText('5 / 50', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '제출하기' }));

    expect(await screen.findByRole('heading', { name: '소중한 의견 고마워요' })).toBeInTheDocument();
    expect(apiMock.answerSurveyQuestion).toHaveBeenLastCalledWith({ surveyIdx: 1, questionIdx: 3, body: { lineIdx: 55, value: '꼼꼼했어요' } });
    expect(apiMock.completeSurvey).toHaveBeenCalledWith({ surveyIdx: 1, body: { lineIdx: 55 } });
  });

  it('resumes at the first required question without an answer, and lets an optional one be skipped', async () => {
    apiMock.getSurvey.mockResolvedValue(ok(makeSurvey({ answers: [{ questionIdx: 1, value: 5, answeredAt: '2026-12-02T00:00:00.000Z' }] })));
    const user = userEvent.setup();
    renderInShell(routes, { path: '/survey?lineIdx=55&surveyIdx=1', auth: SIGNED_IN });
    expect(await screen.findByRole('heading', { name: '이웃에게 이 업체를 추천하시겠어요?' }, LAZY)).toBeInTheDocument();
    expect(apiMock.listSurveyOffers).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '이전' }));
    expect(await screen.findByRole('radio', { name: '5점 최고예요' })).toHaveAttribute('aria-checked', 'true');
  });

  it('shows that the survey was already answered', async () => {
    apiMock.getSurvey.mockResolvedValue(ok(makeSurvey({ completedAt: '2026-12-02T01:00:00.000Z' })));
    renderInShell(routes, { path: '/survey?lineIdx=55&surveyIdx=1', auth: SIGNED_IN });
    expect(await screen.findByRole('heading', { name: '이미 참여한 설문이에요' }, LAZY)).toBeInTheDocument();
    expect(screen.getByText('2026.12.02 (수)에 보내 주셨어요', { exact: false })).toBeInTheDocument();
  });

  it('explains when the service has no survey to answer, and shows a refused line', async () => {
    apiMock.listSurveyOffers.mockResolvedValue(ok({ pending: [], done: [] }));
    renderInShell(routes, { path: '/survey?lineIdx=77', auth: SIGNED_IN });
    expect(await screen.findByText('참여할 수 있는 만족도 조사가 없어요', undefined, LAZY)).toBeInTheDocument();
    expect(apiMock.getSurvey).not.toHaveBeenCalled();
  });

  it('shows the server message for another resident\'s service', async () => {
    apiMock.getSurvey.mockRejectedValue(apiError(403, '내가 주문한 서비스의 설문만 볼 수 있어요.'));
    renderInShell(routes, { path: '/survey?lineIdx=55&surveyIdx=1', auth: SIGNED_IN });
    expect(await screen.findByText('내가 주문한 서비스의 설문만 볼 수 있어요.', undefined, LAZY)).toBeInTheDocument();
  });

  it('sends the signed-out to sign in and back', async () => {
    const { router } = renderInShell([...routes, { path: '/login', element: <h1>로그인</h1> }], { path: '/survey?lineIdx=55' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent('/survey?lineIdx=55')}`);
  });
});
