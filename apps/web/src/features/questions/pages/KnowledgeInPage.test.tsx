import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiMock, ok } from '../../../test/api-mock';
import { categoryList, makeCategory } from '../../../test/category-fixtures';
import { renderInShell } from '../../../test/test-utils';
import { INTRO_SEEN_KEY } from '../paths';
import { makeSummary, page } from '../test/fixtures';
import KnowledgeInPage from './KnowledgeInPage';

const routes = () => [
  { path: '/knowledge-in', element: <KnowledgeInPage /> },
  { path: '/question/intro', element: <h1>지식인 안내</h1> },
  { path: '/question/write', element: <h1>질문 쓰기</h1> },
  { path: '/question/:questionIdx', element: <h1>질문 상세</h1> },
];

beforeEach(() => {
  window.localStorage.clear();
  apiMock.listCategories.mockResolvedValue(ok(categoryList(makeCategory('cleaning', '입주청소'), makeCategory('tljoint', '줄눈'))));
  apiMock.listQuestions.mockResolvedValue(
    ok(
      page([
        makeSummary(),
        makeSummary({ questionIdx: 8, title: '중문 견적 차이가 커요', answerCount: 0, partnerAnswered: false, serviceName: '중문', likedByMe: true, likeCount: 3 }),
      ]),
    ),
  );
});

describe('/knowledge-in', () => {
  it('lists questions with their service, answers, partner badge and counts', async () => {
    renderInShell(routes(), { path: '/knowledge-in' });
    const first = (await screen.findByText('줄눈이랑 입주청소, 어떤 걸 먼저 해야 하나요?')).closest('a')!;
    expect(first).toHaveAttribute('href', '/question/7');
    expect(within(first).getByText('일정·순서')).toBeInTheDocument();
    expect(within(first).getByText('줄눈')).toBeInTheDocument();
    expect(within(first).getByText('답변 2')).toBeInTheDocument();
    expect(within(first).getByText('업체 답변')).toBeInTheDocument();
    expect(within(first).getByLabelText('좋아요 7개')).toHaveTextContent('7');
    expect(within(first).getByLabelText('조회 214회')).toHaveTextContent('214');
    const second = screen.getByText('중문 견적 차이가 커요').closest('a')!;
    expect(within(second).getByText('답변 대기')).toBeInTheDocument();
    expect(within(second).queryByText('업체 답변')).not.toBeInTheDocument();
    expect(within(second).getByLabelText('좋아요 3개, 내가 좋아요를 눌렀어요')).toBeInTheDocument();
    expect(screen.getByText('2', { selector: 'strong' })).toBeInTheDocument();
    expect(apiMock.listQuestions).toHaveBeenCalledWith({ page: 1, limit: 20, sort: 'latest' });
  });

  it('filters by type, service and sort, keeping them in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderInShell(routes(), { path: '/knowledge-in' });
    await screen.findByText('중문 견적 차이가 커요');

    await user.click(screen.getByRole('tab', { name: '하자·A/S' }));
    await waitFor(() => expect(apiMock.listQuestions).toHaveBeenLastCalledWith({ page: 1, limit: 20, sort: 'latest', questionType: 'defect' }));
    expect(screen.getByRole('tab', { name: '하자·A/S' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('button', { name: /서비스/ }));
    const sheet = await screen.findByRole('dialog', { name: '서비스 고르기' });
    await user.click(within(sheet).getByRole('button', { name: '입주청소' }));
    await waitFor(() =>
      expect(apiMock.listQuestions).toHaveBeenLastCalledWith({ page: 1, limit: 20, sort: 'latest', questionType: 'defect', item: 'cleaning' }),
    );
    expect(screen.getByRole('button', { name: /서비스/ })).toHaveTextContent('입주청소');

    await user.selectOptions(screen.getByLabelText('정렬'), '좋아요순');
    await waitFor(() =>
      expect(apiMock.listQuestions).toHaveBeenLastCalledWith({ page: 1, limit: 20, sort: 'popular', questionType: 'defect', item: 'cleaning' }),
    );
    expect(router.state.location.search).toBe('?type=defect&item=cleaning&sort=popular');

    await user.click(screen.getByRole('tab', { name: '전체' }));
    await waitFor(() => expect(apiMock.listQuestions).toHaveBeenLastCalledWith({ page: 1, limit: 20, sort: 'popular', item: 'cleaning' }));
  });

  it('shows an empty state with the next step, and loads more pages', async () => {
    apiMock.listQuestions.mockImplementation(async ({ item, page: pageNo = 1 } = {}) =>
      item ? ok(page([])) : ok(page([makeSummary({ questionIdx: pageNo * 100, title: `질문 ${pageNo}쪽` })], 2, pageNo)),
    );
    const user = userEvent.setup();
    renderInShell(routes(), { path: '/knowledge-in' });
    await screen.findByText('질문 1쪽');
    await user.click(screen.getByRole('button', { name: '질문 더 보기' }));
    expect(await screen.findByText('질문 2쪽')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '질문 더 보기' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /서비스/ }));
    await user.click(within(await screen.findByRole('dialog', { name: '서비스 고르기' })).getByRole('button', { name: '줄눈' }));
    expect(await screen.findByText('이 조건의 질문이 아직 없어요')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '전체 질문 보기' }));
    expect(await screen.findByText('질문 1쪽')).toBeInTheDocument();
  });

  it('질문하기 opens the intro the first time and the form after', async () => {
    const user = userEvent.setup();
    const { router } = renderInShell(routes(), { path: '/knowledge-in' });
    await user.click(await screen.findByRole('button', { name: '질문하기' }));
    expect(await screen.findByRole('heading', { name: '지식인 안내' })).toBeInTheDocument();
    window.localStorage.setItem(INTRO_SEEN_KEY, '1');
    await router.navigate('/knowledge-in');
    await user.click(await screen.findByRole('button', { name: '질문하기' }));
    expect(await screen.findByRole('heading', { name: '질문 쓰기' })).toBeInTheDocument();
  });
});
