import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiMock, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';
import { makeOffer } from '../test/fixtures';

/** The first screen waits for the lazily loaded route, which can be slow on a busy machine. */
const LAZY = { timeout: 5000 };

describe('/my-page/surveys', () => {
  it('lists the surveys to answer with a link to each, and the ones answered', async () => {
    apiMock.listSurveyOffers.mockResolvedValue(
      ok({
        pending: [makeOffer(), makeOffer({ lineIdx: 56, itemName: '줄눈 시공', answeredCount: 2, questionCount: 6 })],
        done: [makeOffer({ lineIdx: 40, itemName: '탄성코트', completedAt: '2026-11-20T03:00:00.000Z' })],
      }),
    );
    renderInShell(routes, { path: '/my-page/surveys', auth: SIGNED_IN });

    const pending = await screen.findByRole('region', { name: '참여할 수 있어요 2' }, LAZY);
    const cleaning = within(pending).getByRole('article', { name: '입주청소 스탠다드 만족도 조사' });
    expect(within(cleaning).getByText('깨끗한집 · 2026.12.01 (화) 시공 완료')).toBeInTheDocument();
    expect(within(cleaning).getByRole('link', { name: '참여하기' })).toHaveAttribute('href', '/survey?lineIdx=55&surveyIdx=1');
    const grout = within(pending).getByRole('article', { name: '줄눈 시공 만족도 조사' });
    expect(within(grout).getByText('6개 중 2개 답했어요')).toBeInTheDocument();
    expect(within(grout).getByRole('link', { name: '이어서 참여하기' })).toHaveAttribute('href', '/survey?lineIdx=56&surveyIdx=1');

    const done = screen.getByRole('region', { name: '참여했어요 1' });
    expect(within(done).getByText('2026.11.20 (금) 참여 완료')).toBeInTheDocument();
    expect(within(done).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when there is nothing to answer yet', async () => {
    apiMock.listSurveyOffers.mockResolvedValue(ok({ pending: [], done: [] }));
    renderInShell(routes, { path: '/my-page/surveys', auth: SIGNED_IN });
    expect(await screen.findByText('참여할 만족도 조사가 없어요', undefined, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '주문 내역 보기' })).toBeInTheDocument();
  });
});
