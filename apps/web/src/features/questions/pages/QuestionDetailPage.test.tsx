import type { ApiResponse } from '@ipju/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, apiMock, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { renderInShell } from '../../../test/test-utils';
import { makeDetail } from '../test/fixtures';
import QuestionDetailPage from './QuestionDetailPage';

const routes = () => [
  { path: '/question/:questionIdx', element: <QuestionDetailPage /> },
  { path: '/question/:questionIdx/edit', element: <h1>질문 고치기</h1> },
  { path: '/knowledge-in', element: <h1>지식인 목록</h1> },
  { path: '/login', element: <h1>로그인</h1> },
];

/**
 * How long a wait may take for the page's first render and for a sheet to open: the suite shares 2 cores,
 * so under load these can take longer than the default second. A find returns as soon as it matches.
 */
const SLOW = { timeout: 5000 };

/** A promise the test resolves when it wants the server to answer. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  apiMock.getQuestion.mockResolvedValue(ok(makeDetail()));
  apiMock.incrementQuestionReadCount.mockResolvedValue(ok({ questionIdx: 7, readCount: 215, counted: true }));
});

describe('question page', () => {
  it('shows the question as plain text with its answers, counts the read once, and opens photos in the viewer', async () => {
    const user = userEvent.setup();
    renderInShell(routes(), { path: '/question/7', auth: SIGNED_IN });
    expect(await screen.findByRole('heading', { name: '줄눈이랑 입주청소, 어떤 걸 먼저 해야 하나요?' })).toBeInTheDocument();
    // User text is never HTML: the tags show as typed.
    expect(screen.getByText(/<b>굵게<\/b> 쓴 것처럼/)).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    expect(await screen.findByText('조회 215')).toBeInTheDocument();
    expect(apiMock.incrementQuestionReadCount).toHaveBeenCalledTimes(1);
    expect(apiMock.incrementQuestionReadCount).toHaveBeenCalledWith({ questionIdx: 7 });

    const partner = screen.getByRole('article', { name: '줄눈명가' });
    expect(within(partner).getByText('입주 파트너 업체')).toBeInTheDocument();
    expect(within(partner).getByRole('link', { name: /케라폴리 줄눈/ })).toHaveAttribute('href', '/business/tljoint?item=131');
    expect(within(partner).getByText('480,000원부터')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: '입주 매니저' })).getByText('입주 운영팀')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '사진 2 크게 보기' }));
    expect(await screen.findByRole('dialog', { name: '질문 사진 크게 보기' })).toBeInTheDocument();
  });

  it('likes at once, then shows the exact count the server answers', async () => {
    const answer = deferred<ApiResponse<'likeQuestion'>>();
    apiMock.likeQuestion.mockReturnValue(answer.promise);
    const user = userEvent.setup();
    renderInShell(routes(), { path: '/question/7', auth: SIGNED_IN });
    const like = await screen.findByRole('button', { name: '질문 좋아요 7개' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    // Optimistic: pressed and one more before the server answers.
    expect(screen.getByRole('button', { name: '질문 좋아요 8개' })).toHaveAttribute('aria-pressed', 'true');
    await act(async () => answer.resolve(ok({ liked: true, likeCount: 12 })));
    expect(await screen.findByRole('button', { name: '질문 좋아요 12개' })).toHaveAttribute('aria-pressed', 'true');
    expect(apiMock.likeQuestion).toHaveBeenCalledWith({ questionIdx: 7 });

    apiMock.unlikeQuestion.mockResolvedValue(ok({ liked: false, likeCount: 11 }));
    await user.click(screen.getByRole('button', { name: '질문 좋아요 12개' }));
    expect(await screen.findByRole('button', { name: '질문 좋아요 11개' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('puts the like back and says why when the server refuses it; answers are liked the same way', async () => {
    apiMock.likeAnswer.mockRejectedValue(apiError(404, '답변을 찾을 수 없어요. 삭제되었거나 신고로 가려진 답변이에요.'));
    const user = userEvent.setup();
    renderInShell(routes(), { path: '/question/7', auth: SIGNED_IN });
    await user.click(await screen.findByRole('button', { name: '답변 좋아요 4개' }));
    expect(await screen.findByText('답변을 찾을 수 없어요. 삭제되었거나 신고로 가려진 답변이에요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '답변 좋아요 4개' })).toHaveAttribute('aria-pressed', 'false');
    expect(apiMock.likeAnswer).toHaveBeenCalledWith({ questionIdx: 7, answerIdx: 31 });
  });

  it('reports from the ⋯ menu with a reason; a second report shows the server’s message', async () => {
    apiMock.reportQuestion.mockResolvedValueOnce(ok({ reported: true, hidden: false })).mockRejectedValueOnce(apiError(409, '이미 신고한 글이에요.'));
    const user = userEvent.setup();
    renderInShell(routes(), { path: '/question/7', auth: SIGNED_IN });
    const open = async () => {
      await user.click(await screen.findByRole('button', { name: '질문 메뉴' }, SLOW));
      await user.click(within(await screen.findByRole('dialog', { name: '질문 메뉴' }, SLOW)).getByRole('button', { name: '신고하기' }));
      return screen.findByRole('dialog', { name: '질문 신고하기' }, SLOW);
    };
    let sheet = await open();
    expect(within(sheet).getAllByRole('radio')).toHaveLength(6);
    await user.click(within(sheet).getByRole('radio', { name: '기타' }));
    await user.click(within(sheet).getByRole('button', { name: '신고하기' }));
    expect(within(sheet).getByRole('alert')).toHaveTextContent('기타 사유를 골랐다면 신고 내용을 적어 주세요.');
    await user.type(within(sheet).getByLabelText(/신고 내용/), '업체 홍보 글이에요');
    await user.click(within(sheet).getByRole('button', { name: '신고하기' }));
    expect(await screen.findByText('신고했어요. 운영팀이 검토한 뒤 알맞게 조치할게요.', {}, SLOW)).toBeInTheDocument();
    expect(apiMock.reportQuestion).toHaveBeenCalledWith({ questionIdx: 7, body: { reason: 'other', detail: '업체 홍보 글이에요' } });

    sheet = await open();
    await user.click(within(sheet).getByRole('radio', { name: '단순 비방이나 욕설이 있어요' }));
    await user.click(within(sheet).getByRole('button', { name: '신고하기' }));
    expect(await within(sheet).findByRole('alert', {}, SLOW)).toHaveTextContent('이미 신고한 글이에요.');
  });

  it('reports an answer from its card', async () => {
    apiMock.reportAnswer.mockResolvedValue(ok({ reported: true, hidden: false }));
    const user = userEvent.setup();
    renderInShell(routes(), { path: '/question/7', auth: SIGNED_IN });
    const card = await screen.findByRole('article', { name: '입주 매니저' }, SLOW);
    await user.click(within(card).getByRole('button', { name: '신고하기' }));
    const sheet = await screen.findByRole('dialog', { name: '답변 신고하기' }, SLOW);
    // A post is about no product: the reasons are worded for questions and answers.
    expect(within(sheet).queryByRole('radio', { name: '상품과 관련 없는 내용이에요' })).not.toBeInTheDocument();
    await user.click(within(sheet).getByRole('radio', { name: '질문·답변과 관련 없는 내용이에요' }));
    await user.click(within(sheet).getByRole('button', { name: '신고하기' }));
    await waitFor(() => expect(apiMock.reportAnswer).toHaveBeenCalledWith({ questionIdx: 7, answerIdx: 32, body: { reason: 'unrelated' } }));
  });

  it('shows my own question with a read-only like count and 수정하기 while unanswered', async () => {
    apiMock.getQuestion.mockResolvedValue(ok(makeDetail({ isMine: true, canEdit: true, answers: [], answerCount: 0 })));
    const user = userEvent.setup();
    const { router } = renderInShell(routes(), { path: '/question/7', auth: SIGNED_IN });
    expect(await screen.findByLabelText('질문 좋아요 7개')).not.toHaveAttribute('aria-pressed');
    expect(screen.getByText('아직 답변이 없어요')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '질문 메뉴' }));
    const menu = await screen.findByRole('dialog', { name: '질문 메뉴' });
    expect(within(menu).queryByRole('button', { name: '신고하기' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: '수정하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/question/7/edit'));
  });

  it('asks a signed-out visitor to sign in before liking', async () => {
    const user = userEvent.setup();
    renderInShell(routes(), { path: '/question/7' });
    await user.click(await screen.findByRole('button', { name: '질문 좋아요 7개' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('로그인하고 좋아요를 눌러 보세요');
    await user.click(within(dialog).getByRole('button', { name: '로그인하기' }));
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeInTheDocument();
    expect(apiMock.likeQuestion).not.toHaveBeenCalled();
  });

  it('says a hidden or deleted question cannot be found', async () => {
    apiMock.getQuestion.mockRejectedValue(apiError(404, '질문을 찾을 수 없어요. 삭제되었거나 신고로 가려진 질문이에요.'));
    renderInShell(routes(), { path: '/question/7' });
    expect(await screen.findByText('질문을 찾을 수 없어요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다른 질문 보기' })).toBeInTheDocument();
  });
});
