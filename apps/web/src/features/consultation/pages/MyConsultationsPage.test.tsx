import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiMock, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';
import { makeConsultation } from '../test/fixtures';

/** The first screen waits for the lazily loaded route, which can be slow on a busy machine. */
const LAZY = { timeout: 5000 };

describe('/my-page/consultations', () => {
  it('lists my requests with their status and survey answers, and cancels one after confirming', async () => {
    const requested = makeConsultation({
      survey: { surveyResponseIdx: 9, surveyIdx: 2, title: '우리 집 홈스타일링 상담', answers: [{ questionIdx: 22, question: '생각하는 예산', answer: '300만~700만 원' }] },
    });
    const done = makeConsultation({ consultationIdx: 3, status: 'done', statusLabel: '상담 완료', canCancel: false, complexName: '잠실엘스', pyeong: null, preferredDate: null });
    apiMock.listMyConsultations.mockResolvedValueOnce(ok([requested, done])).mockResolvedValue(ok([{ ...requested, status: 'cancelled', statusLabel: '취소됨', canCancel: false }, done]));
    apiMock.cancelConsultation.mockResolvedValue(ok({ ...requested, status: 'cancelled', statusLabel: '취소됨', canCancel: false }));
    const user = userEvent.setup();
    renderInShell(routes, { path: '/my-page/consultations', auth: SIGNED_IN });

    const first = await screen.findByRole('article', { name: '홈스타일링 상담 접수 완료' }, LAZY);
    expect(within(first).getByText('홈스타일링 상담 · 헬리오시티 34평')).toBeInTheDocument();
    expect(within(first).getByText('희망 2026.12.10 (목) · 오전 (9시~12시)')).toBeInTheDocument();
    expect(within(first).getByText('300만~700만 원')).toBeInTheDocument();
    const second = screen.getByRole('article', { name: '홈스타일링 상담 상담 완료' });
    expect(within(second).getByText('희망 날짜 미정 · 오전 (9시~12시)')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: '신청 취소하기' })).not.toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: '신청 취소하기' }));
    const dialog = await screen.findByRole('alertdialog', { name: '상담 신청을 취소할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '신청 취소하기' }));
    expect(await screen.findByText('상담 신청을 취소했어요')).toBeInTheDocument();
    expect(apiMock.cancelConsultation).toHaveBeenCalledWith({ consultationIdx: 7 });
    expect(await screen.findByRole('article', { name: '홈스타일링 상담 취소됨' })).toBeInTheDocument();
  });

  it('offers the consultation when there is none yet', async () => {
    apiMock.listMyConsultations.mockResolvedValue(ok([]));
    renderInShell(routes, { path: '/my-page/consultations', auth: SIGNED_IN });
    expect(await screen.findByText('아직 신청한 상담이 없어요', undefined, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '홈스타일링 상담 받기' })).toBeInTheDocument();
  });
});
