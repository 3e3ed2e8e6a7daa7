import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiMock, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';
import { daysAgo, makeLine, makeMyReview, REWARD } from '../test/fixtures';

// The first render loads the lazy page and its modules: give it time when the suite shares 2 cores.
configure({ asyncUtilTimeout: 5000 });

const render = (path: string) => renderInShell(routes, { path, auth: SIGNED_IN });

beforeEach(() => {
  apiMock.listWritableReviews.mockResolvedValue(ok({ lines: [makeLine()], reward: REWARD }));
  apiMock.listMyReviews.mockResolvedValue(
    ok({
      reviews: [
        makeMyReview({ reviewIdx: 31, itemName: '줄눈 시공', createdAt: daysAgo(2), rewardPoints: 1000 }),
        makeMyReview({ reviewIdx: 32, itemName: '입주청소 프리미엄', createdAt: daysAgo(45), rewardPoints: 500, status: 'hidden', statusLabel: '신고로 가려짐 (검토 중)' }),
      ],
      page: 1,
      limit: 20,
      total: 2,
    }),
  );
});

describe('/my-page/reviews', () => {
  it('lists the services I can review with the reward and a link to write', async () => {
    render('/my-page/reviews');
    const card = await screen.findByRole('article', { name: '입주청소 스탠다드' }, { timeout: 5000 });
    expect(screen.getByRole('tab', { name: '쓸 수 있는 후기 1' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '내가 쓴 후기 2' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByText('포토 후기를 남기면 1,000P를 드려요')).toBeInTheDocument();
    expect(within(card).getByText('2026.12.05 (토) 시공 완료')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /후기 쓰기/ })).toHaveAttribute(
      'href',
      '/review/write?merchantUid=ipju_20261122_ABCDEFGHIJ&itemIdx=101&lineIdx=7',
    );
  });

  it('shows my reviews with their status and points, and says before deleting whether the points go back', async () => {
    apiMock.deleteReview.mockResolvedValue(ok({ deleted: true, pointsTakenBack: 1000 }));
    const user = userEvent.setup();
    render('/my-page/reviews?tab=mine');

    const fresh = await screen.findByRole('article', { name: '줄눈 시공 후기' });
    expect(within(fresh).getByText('1,000P 적립')).toBeInTheDocument();
    const hidden = screen.getByRole('article', { name: '입주청소 프리미엄 후기' });
    expect(within(hidden).getByText('신고로 가려짐 (검토 중)')).toBeInTheDocument();

    // Written 45 days ago: the points stay.
    await user.click(within(hidden).getByRole('button', { name: '입주청소 프리미엄 후기 삭제하기' }));
    let modal = await screen.findByRole('alertdialog', { name: '후기를 삭제할까요?' });
    expect(modal).toHaveTextContent('쓴 지 30일이 지나서 적립한 500P는 그대로 남아요.');
    await user.click(within(modal).getByRole('button', { name: '취소' }));
    expect(apiMock.deleteReview).not.toHaveBeenCalled();

    // Written 2 days ago: the points are taken back.
    await user.click(within(fresh).getByRole('button', { name: '줄눈 시공 후기 삭제하기' }));
    modal = await screen.findByRole('alertdialog', { name: '후기를 삭제할까요?' });
    expect(modal).toHaveTextContent('쓴 지 30일이 지나지 않아 적립한 1,000P가 다시 빠져요.');
    await user.click(within(modal).getByRole('button', { name: '삭제하기' }));
    await waitFor(() => expect(apiMock.deleteReview).toHaveBeenCalledWith({ id: 31 }));
    expect(await screen.findByText('후기를 지웠어요. 적립한 1,000P가 다시 빠졌어요.')).toBeInTheDocument();
  });
});

describe('/review/modify', () => {
  it('starts from my review, keeps its photos by key and saves the change', async () => {
    apiMock.getReview.mockResolvedValue(
      ok({
        ...makeMyReview({
          reviewIdx: 31,
          rating: 3,
          content: '처음에는 괜찮았는데 조금 아쉬웠어요.',
          photos: [
            { url: '/files/review/aaa.jpg', width: 800, height: 600 },
            { url: '/files/review/bbb.jpg', width: 800, height: 600 },
          ],
          photoKeys: ['review/aaa.jpg', 'review/bbb.jpg'],
        }),
      }),
    );
    apiMock.updateReview.mockResolvedValue(ok(makeMyReview({ reviewIdx: 31 })));
    const user = userEvent.setup();
    const { router } = render('/review/modify?reviewIdx=31');

    const text = await screen.findByRole('textbox', { name: '후기 내용' });
    expect(text).toHaveValue('처음에는 괜찮았는데 조금 아쉬웠어요.');
    expect(screen.getByRole('radio', { name: '3점: 괜찮아요' })).toBeChecked();
    expect(screen.getByText('2/10')).toBeInTheDocument();
    expect(screen.queryByText(/포토 후기를 남기면/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '사진 1 빼기' }));
    await user.click(screen.getByRole('radio', { name: '4점: 좋아요' }));
    await user.click(screen.getByRole('button', { name: '수정하기' }));
    await waitFor(() =>
      expect(apiMock.updateReview).toHaveBeenCalledWith({
        id: 31,
        body: { rating: 4, content: '처음에는 괜찮았는데 조금 아쉬웠어요.', photos: ['review/bbb.jpg'] },
      }),
    );
    expect(await screen.findByText('후기를 수정했어요')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=mine'));
  });

  it('refuses someone else’s review', async () => {
    apiMock.getReview.mockResolvedValue(ok({ ...makeMyReview({ isMine: false }), merchantUid: null, lineIdx: null, rewardPoints: null }));
    render('/review/modify?reviewIdx=31');
    expect(await screen.findByText('내가 쓴 후기만 고칠 수 있어요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '수정하기' })).not.toBeInTheDocument();
  });
});
