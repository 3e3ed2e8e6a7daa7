import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, apiMock, ok } from '../../../test/api-mock';
import { categoryList, makeCategory } from '../../../test/category-fixtures';
import { SIGNED_IN } from '../../../test/signed-in';
import { renderInShell } from '../../../test/test-utils';
import { makeDetail } from '../test/fixtures';
import QuestionWritePage from './QuestionWritePage';

const routes = () => [
  { path: '/question/write', element: <QuestionWritePage /> },
  { path: '/question/:questionIdx', element: <h1>질문 상세</h1> },
  { path: '/login', element: <h1>로그인</h1> },
];

const BODY = '안녕하세요. 다음 달 입주인데 줄눈이랑 입주청소 중에 뭘 먼저 해야 하나요? 감사합니다.';

beforeEach(() => {
  apiMock.listCategories.mockResolvedValue(ok(categoryList(makeCategory('tljoint', '줄눈', { name: '줄눈 시공' }))));
});

describe('/question/write', () => {
  it('fills the title from the body with 제목 추천 (editable), posts, and opens the question', async () => {
    apiMock.suggestQuestionTitle.mockResolvedValue(ok({ title: '줄눈이랑 입주청소 중에 뭘 먼저 해야 하나요?' }));
    apiMock.createQuestion.mockResolvedValue(ok(makeDetail({ questionIdx: 55 })));
    const user = userEvent.setup();
    const { router } = renderInShell(routes(), { path: '/question/write', auth: SIGNED_IN });

    await user.click(await screen.findByRole('radio', { name: '일정·순서' }));
    await user.click(screen.getByRole('button', { name: /어떤 서비스에 대한 질문인가요/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '줄눈' }));
    await user.type(screen.getByLabelText('궁금한 내용'), BODY);
    expect(screen.getByText(`${BODY.length} / 2,000`, { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '제목 추천' }));
    await waitFor(() => expect(screen.getByLabelText('제목')).toHaveValue('줄눈이랑 입주청소 중에 뭘 먼저 해야 하나요?'));
    expect(apiMock.suggestQuestionTitle).toHaveBeenCalledWith({ body: { body: BODY } });
    expect(screen.getByText('내용에서 뽑은 제목이에요. 마음대로 고쳐 써도 돼요.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('제목'), ' (34평)');

    await user.click(screen.getByRole('button', { name: '등록하기' }));
    await waitFor(() =>
      expect(apiMock.createQuestion).toHaveBeenCalledWith({
        body: { title: '줄눈이랑 입주청소 중에 뭘 먼저 해야 하나요? (34평)', body: BODY, questionType: 'schedule', item: 'tljoint', photos: [] },
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/question/55'));
    expect(await screen.findByText('질문을 올렸어요. 답변이 달리면 알려 드릴게요.')).toBeInTheDocument();
  });

  it('says in Korean what is missing before sending anything', async () => {
    const user = userEvent.setup();
    renderInShell(routes(), { path: '/question/write', auth: SIGNED_IN });
    await user.click(await screen.findByRole('button', { name: '제목 추천' }));
    expect(await screen.findByText('제목을 추천받으려면 내용을 먼저 적어 주세요.')).toBeInTheDocument();
    expect(apiMock.suggestQuestionTitle).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('궁금한 내용'), '짧아요');
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    expect(await screen.findByText('질문 유형을 골라 주세요.')).toBeInTheDocument();
    expect(screen.getByText('내용은 10자 이상 적어 주세요.')).toBeInTheDocument();
    expect(screen.getByText('제목은 2자 이상 적어 주세요.')).toBeInTheDocument();
    expect(apiMock.createQuestion).not.toHaveBeenCalled();
  });

  it("shows the server's field message where it belongs", async () => {
    apiMock.createQuestion.mockRejectedValue(apiError(400, "서비스(item) 'x'를 찾을 수 없어요.", { details: [{ field: 'title', message: '제목은 60자 이하로 적어 주세요.' }] }));
    const user = userEvent.setup();
    renderInShell(routes(), { path: '/question/write', auth: SIGNED_IN });
    await user.click(await screen.findByRole('radio', { name: '기타' }));
    await user.type(screen.getByLabelText('궁금한 내용'), BODY);
    await user.type(screen.getByLabelText('제목'), '입주 준비 순서');
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    expect(await screen.findByText('제목은 60자 이하로 적어 주세요.')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in and back', async () => {
    const { router } = renderInShell(routes(), { path: '/question/write' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent('/question/write')}`);
  });
});
