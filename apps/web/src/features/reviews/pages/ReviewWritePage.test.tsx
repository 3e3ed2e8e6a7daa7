import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, apiMock, ok } from '../../../test/api-mock';
import { FakeUpload, jpeg, presigned } from '../../../test/fake-upload';
import { SIGNED_IN } from '../../../test/signed-in';
import { renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';
import { makeInit, makeLine, makeMyReview } from '../test/fixtures';

// The first render loads the lazy page and its modules: give it time when the suite shares 2 cores.
configure({ asyncUtilTimeout: 5000 });

const PATH = '/review/write?merchantUid=ipju_20261122_ABCDEFGHIJ&itemIdx=101';
const render = (path = PATH) => renderInShell(routes, { path, auth: SIGNED_IN });

let keyNo = 0;
beforeEach(() => {
  apiMock.listWritableReviews.mockResolvedValue(ok({ lines: [], reward: makeInit().reward }));
  apiMock.listMyReviews.mockResolvedValue(ok({ reviews: [makeMyReview()], page: 1, limit: 20, total: 1 }));
  FakeUpload.reset();
  keyNo = 0;
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }));
  apiMock.getReviewInit.mockResolvedValue(ok(makeInit()));
  apiMock.getPresignedUrl.mockImplementation(async () => presigned('review', (keyNo += 1)));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/review/write', () => {
  it('shows the service and the reward, needs a star and 10 characters, then posts and says what it earned', async () => {
    apiMock.createReview.mockResolvedValue(ok(makeMyReview({ reviewIdx: 90, rewardPoints: 1000 })));
    const user = userEvent.setup();
    const { router } = render();

    expect(await screen.findByText('입주청소 스탠다드')).toBeInTheDocument();
    expect(screen.getByText('입주청소 · 깨끗한집 입주청소')).toBeInTheDocument();
    expect(screen.getByText('방문일 2026.12.05 (토)')).toBeInTheDocument();
    expect(screen.getByText('포토 후기를 남기면 1,000P를 드려요')).toBeInTheDocument();
    expect(apiMock.getReviewInit).toHaveBeenCalledWith({ merchantUid: 'ipju_20261122_ABCDEFGHIJ', itemIdx: 101 });

    // Nothing chosen: the star comes first.
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    expect(screen.getByText('별점을 골라 주세요.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1점: 별로예요' })).toHaveFocus();

    await user.click(screen.getByRole('radio', { name: '4점: 좋아요' }));
    expect(screen.getByText('4점: 좋아요', { selector: 'p' })).toBeInTheDocument();
    const text = screen.getByRole('textbox', { name: '후기 내용' });
    await user.type(text, '깨끗해요');
    expect(text).toHaveAccessibleDescription('6자 더 적어 주세요 글자 수 4 / 1,000');
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    expect(screen.getByText('후기 내용은 10자 이상 적어 주세요.')).toBeInTheDocument();
    expect(text).toHaveFocus();
    expect(apiMock.createReview).not.toHaveBeenCalled();

    await user.type(text, '. 베란다 곰팡이까지 싹 없어졌어요.');
    expect(screen.getByTestId('reward-now')).toHaveTextContent('지금 등록하면 500P를 받아요');
    await user.upload(screen.getByTestId('review-photo-input'), [jpeg('before.jpg'), jpeg('after.jpg')]);
    await waitFor(() => expect(screen.getByText('2/10')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: /올리는 중/ })).not.toBeInTheDocument());
    expect(FakeUpload.sent).toHaveLength(2);
    expect(FakeUpload.sent[0]!.headers['Content-Type']).toBe('image/jpeg');
    expect(apiMock.getPresignedUrl).toHaveBeenCalledWith({ type: 'review', mimeType: 'image/jpeg' }, expect.anything());
    expect(screen.getByTestId('reward-now')).toHaveTextContent('지금 등록하면 1,000P를 받아요');

    await user.click(screen.getByRole('button', { name: '등록하기' }));
    await waitFor(() =>
      expect(apiMock.createReview).toHaveBeenCalledWith({
        body: {
          merchantUid: 'ipju_20261122_ABCDEFGHIJ',
          itemIdx: 101,
          lineIdx: 7,
          rating: 4,
          content: '깨끗해요. 베란다 곰팡이까지 싹 없어졌어요.',
          photos: ['review/k1.jpg', 'review/k2.jpg'],
        },
      }),
    );
    expect(await screen.findByText('후기를 등록했어요. 1,000P를 적립했어요')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-page/reviews'));
    expect(router.state.location.search).toBe('?tab=mine');
  });

  it('asks before leaving with a review not sent, and stays when the resident keeps writing', async () => {
    const user = userEvent.setup();
    const { router } = render();
    await user.click(await screen.findByRole('radio', { name: '4점: 좋아요' }));
    await user.type(screen.getByRole('textbox', { name: '후기 내용' }), '베란다까지 깨끗해요');

    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
    const ask = await screen.findByRole('alertdialog', { name: '작성 중인 후기가 사라져요' });
    await user.click(within(ask).getByRole('button', { name: '계속 쓰기' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/review/write');
    expect(screen.getByRole('textbox', { name: '후기 내용' })).toHaveValue('베란다까지 깨끗해요');

    void router.navigate('/my-page/reviews');
    await user.click(within(await screen.findByRole('alertdialog', { name: '작성 중인 후기가 사라져요' })).getByRole('button', { name: '나가기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-page/reviews'));
  });

  it('shows a failed upload in Korean and keeps the review from being sent until it is retried or removed', async () => {
    FakeUpload.fail = true;
    const user = userEvent.setup();
    render();
    await user.upload(await screen.findByTestId('review-photo-input'), [jpeg('broken.jpg')]);
    expect(await screen.findByText('사진 파일을 읽을 수 없어요. 다른 사진을 골라 주세요.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '5점: 최고예요' }));
    await user.type(screen.getByRole('textbox', { name: '후기 내용' }), '정말 꼼꼼하게 해 주셨어요.');
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    expect(screen.getByText('올리지 못한 사진을 다시 올리거나 빼 주세요.')).toBeInTheDocument();
    expect(apiMock.createReview).not.toHaveBeenCalled();

    FakeUpload.fail = false;
    await user.click(screen.getByRole('button', { name: '사진 1 다시 올리기' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '사진 1 다시 올리기' })).not.toBeInTheDocument());
    apiMock.createReview.mockResolvedValue(ok(makeMyReview({ rewardPoints: 0 })));
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    expect(await screen.findByText('후기를 등록했어요')).toBeInTheDocument();
  });

  it('shows the server’s field message at its field', async () => {
    apiMock.createReview.mockRejectedValue(apiError(400, '입력값을 확인해 주세요.', { details: [{ field: 'content', message: '후기 내용은 1000자 이하로 적어 주세요.' }] }));
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('radio', { name: '3점: 괜찮아요' }));
    await user.type(screen.getByRole('textbox', { name: '후기 내용' }), '보통이었어요. 무난해요.');
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    expect(await screen.findByText('후기 내용은 1000자 이하로 적어 주세요.')).toBeInTheDocument();
  });

  it('explains why a service cannot be reviewed, with a way back', async () => {
    apiMock.getReviewInit.mockResolvedValue(
      ok(makeInit([makeLine({ canReview: false, reviewIdx: 90, reason: '이미 후기를 썼어요.' })])),
    );
    const user = userEvent.setup();
    const { router } = render();
    expect(await screen.findByText('이미 후기를 남긴 서비스예요')).toBeInTheDocument();
    expect(screen.getByText('이미 후기를 썼어요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '등록하기' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '내가 쓴 후기 보기' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=mine'));
  });

  it('says so when the order is someone else’s', async () => {
    apiMock.getReviewInit.mockRejectedValue(apiError(403, '내 주문의 서비스만 후기를 쓸 수 있어요.'));
    render();
    const empty = await screen.findByText('후기를 쓸 수 없어요');
    expect(empty).toBeInTheDocument();
    expect(screen.getByText('내 주문의 서비스만 후기를 쓸 수 있어요.')).toBeInTheDocument();
    expect(within(document.body).getByRole('button', { name: '쓸 수 있는 후기 보기' })).toBeInTheDocument();
  });
});
