import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, apiMock, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { renderInShell } from '../../../test/test-utils';
import { makeReview, makeSummary, page } from '../test/fixtures';
import { ItemReviews } from './ItemReviews';

// The first render loads the lazy page and its modules: give it time when the suite shares 2 cores.
configure({ asyncUtilTimeout: 5000 });

const route = () => [
  { path: '/business/cleaning', element: <ItemReviews itemIdx={101} /> },
  { path: '/login', element: <h1>로그인</h1> },
];

beforeEach(() => {
  apiMock.getItemReviewSummary.mockResolvedValue(ok(makeSummary()));
  apiMock.listItemReviews.mockResolvedValue(ok(page([makeReview({ reviewIdx: 55 })])));
});

async function openReport(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: '후기 더보기 메뉴' }));
  await user.click(await screen.findByRole('button', { name: '신고하기' }));
  return screen.findByRole('dialog', { name: '후기 신고하기' });
}

// The sheet itself (reasons required, 기타 needs words, focus, errors) is tested beside it in the UI kit.
describe('review card actions', () => {
  it('reports the review with a reason worded for a product and what is wrong, then says so', async () => {
    apiMock.reportReview.mockResolvedValue(ok({ reported: true, hidden: false }));
    const user = userEvent.setup();
    renderInShell(route(), { path: '/business/cleaning', auth: SIGNED_IN });
    const sheet = await openReport(user);

    // The six reasons with their Korean labels.
    expect(within(sheet).getAllByRole('radio')).toHaveLength(6);
    expect(within(sheet).getByRole('radio', { name: '상품과 관련 없는 내용이에요' })).toBeInTheDocument();
    expect(within(sheet).getByText(/3명 이상 신고한 후기는 검토하는 동안 가려져요/)).toBeInTheDocument();

    await user.click(within(sheet).getByRole('radio', { name: '기타' }));
    expect(within(sheet).getByText('(필수)')).toBeInTheDocument();

    await user.type(within(sheet).getByLabelText(/신고 내용/), '다른 업체 전화번호가 적혀 있어요');
    await user.click(within(sheet).getByRole('button', { name: '신고하기' }));
    await waitFor(() =>
      expect(apiMock.reportReview).toHaveBeenCalledWith({ body: { reviewIdx: 55, reason: 'other', detail: '다른 업체 전화번호가 적혀 있어요' } }),
    );
    expect(await screen.findByText('신고했어요. 검토한 뒤 알맞게 조치할게요.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '후기 신고하기' })).not.toBeInTheDocument());
  });

  it('shows the server’s message when I already reported the review', async () => {
    apiMock.reportReview.mockRejectedValue(apiError(409, '이미 신고한 후기예요.'));
    const user = userEvent.setup();
    renderInShell(route(), { path: '/business/cleaning', auth: SIGNED_IN });
    const sheet = await openReport(user);
    await user.click(within(sheet).getByRole('radio', { name: '관련 없거나 부적절한 홍보예요' }));
    await user.click(within(sheet).getByRole('button', { name: '신고하기' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('이미 신고한 후기예요.');
    expect(apiMock.reportReview).toHaveBeenCalledWith({ body: { reviewIdx: 55, reason: 'promotion' } });
  });

  it('asks a signed-out visitor to sign in first', async () => {
    const user = userEvent.setup();
    const { router } = renderInShell(route(), { path: '/business/cleaning' });
    await user.click(await screen.findByRole('button', { name: '후기 더보기 메뉴' }));
    await user.click(await screen.findByRole('button', { name: '신고하기' }));
    const modal = await screen.findByRole('alertdialog', { name: '로그인하고 신고해 주세요' });
    await user.click(within(modal).getByRole('button', { name: '로그인하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent('/business/cleaning')}`);
    expect(apiMock.reportReview).not.toHaveBeenCalled();
  });

  it('marks 도움이 돼요 at once and takes the server’s count', async () => {
    apiMock.markReviewHelpful.mockResolvedValue(ok({ reviewIdx: 55, helpfulCount: 9, helpedByMe: true }));
    const user = userEvent.setup();
    renderInShell(route(), { path: '/business/cleaning', auth: SIGNED_IN });
    const button = await screen.findByRole('button', { name: /도움이 돼요/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    await waitFor(() => expect(screen.getByTestId('helpful-count-55')).toHaveTextContent('9'));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(apiMock.markReviewHelpful).toHaveBeenCalledWith({ id: 55 });
  });
});
