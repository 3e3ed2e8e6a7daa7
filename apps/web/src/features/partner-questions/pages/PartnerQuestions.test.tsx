import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, apiMock, mockApi, ok } from '../../../test/api-mock';
import { DEMO_PARTNER, renderConsole, storePartnerToken } from '../../../test/partner-console';
import { makeAnswer, makeDetail, makePage, makeSummary } from '../test/fixtures';

/** The console's chunk loads lazily on the first render: allow it time on a busy machine. */
const SLOW = { timeout: 8000 };
const ANSWER = '네, 베란다 창틀과 실외기실까지 기본으로 청소해 드려요.';

function signedIn() {
  storePartnerToken();
  mockApi({ partnerGetProfile: async () => ok(DEMO_PARTNER) });
}

describe('입주민 문의 (/partner/questions)', () => {
  it('is reached from 더보기 and lists what we have not answered, with the count on the chip', async () => {
    signedIn();
    mockApi({
      partnerListQuestions: async () =>
        ok(makePage([makeSummary(), makeSummary({ questionIdx: 32, title: '줄눈 전에 청소하나요?', answerCount: 1, partnerAnswered: true })])),
    });
    const { router } = renderConsole('/partner/more');
    fireEvent.click(await screen.findByRole('link', { name: /입주민 문의/ }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/questions'));
    const first = await screen.findByTestId('partner-question-31', undefined, SLOW);
    expect(within(first).getByText('입주청소 범위에 베란다 창틀도 들어가나요?')).toBeInTheDocument();
    expect(within(first).getByText('답변 전')).toBeInTheDocument();
    expect(within(screen.getByTestId('partner-question-32')).getByText('다른 답변 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /답변 전 질문 2개/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/우리 업체 서비스\(입주청소\)/)).toBeInTheDocument();
    expect(apiMock.partnerListQuestions).toHaveBeenCalledWith({ filter: 'unanswered', page: 1, limit: 20 });
    const tabs = screen.getByRole('navigation', { name: '파트너 메뉴' });
    expect(within(tabs).getByRole('link', { name: '더보기' })).toHaveAttribute('aria-current', 'page');
  });

  it('전체 shows what we answered marked 답변 완료, and keeps the choice in the address', async () => {
    signedIn();
    mockApi({
      partnerListQuestions: async (params) =>
        ok(
          params?.filter === 'all'
            ? makePage([makeSummary({ answeredByUs: true, answerCount: 1, partnerAnswered: true })], { unansweredTotal: 0 })
            : makePage([], { unansweredTotal: 0 }),
        ),
    });
    const { router } = renderConsole('/partner/questions');
    expect(await screen.findByText('아직 답변할 질문이 없어요', undefined, SLOW)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '전체 질문 보기' }));
    const row = await screen.findByTestId('partner-question-31');
    expect(within(row).getByText('답변 완료')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?filter=all');
    expect(screen.getByRole('button', { name: '전체' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says how to get questions when the company offers no service yet', async () => {
    signedIn();
    mockApi({ partnerListQuestions: async () => ok(makePage([], { services: [] })) });
    renderConsole('/partner/questions');
    expect(await screen.findByText('아직 답변할 질문이 없어요', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/제공 서비스를 고르거나/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '업체 정보로 가기' })).toHaveAttribute('href', '/partner/company');
  });

  it('loads the next page with 질문 더 보기', async () => {
    signedIn();
    const many = Array.from({ length: 20 }, (_, i) => makeSummary({ questionIdx: 100 + i, title: `질문 ${i + 1}` }));
    mockApi({
      partnerListQuestions: async (params) =>
        ok(
          params?.page === 2
            ? makePage([makeSummary({ questionIdx: 99, title: '스물한 번째 질문' })], { page: 2, total: 21, unansweredTotal: 21 })
            : makePage(many, { total: 21, unansweredTotal: 21 }),
        ),
    });
    renderConsole('/partner/questions');
    fireEvent.click(await screen.findByRole('button', { name: '질문 더 보기' }, SLOW));
    expect(await screen.findByText('스물한 번째 질문')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '질문 더 보기' })).not.toBeInTheDocument();
  });
});

describe('문의 상세 (/partner/questions/{questionIdx})', () => {
  it("shows the question and others' answers, sends our answer, and then shows it as 답변 완료", async () => {
    signedIn();
    let answered = false;
    const other = makeAnswer();
    mockApi({
      partnerGetQuestion: async () =>
        ok(
          answered
            ? makeDetail({
                answerCount: 2,
                answers: [other, makeAnswer({ answerIdx: 502, authorName: DEMO_PARTNER.companyName, body: ANSWER, isOurs: true })],
                myAnswer: { answerIdx: 502, body: ANSWER, status: 'visible', statusLabel: '게시 중', createdAt: new Date().toISOString() },
              })
            : makeDetail({ answerCount: 1, answers: [other] }),
        ),
      answerQuestion: async () => {
        answered = true;
        return ok({ ...makeAnswer({ answerIdx: 502, body: ANSWER }), likedByMe: false });
      },
    });
    renderConsole('/partner/questions/31');
    expect(await screen.findByRole('heading', { name: '입주청소 범위에 베란다 창틀도 들어가나요?' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/베란다 창틀과 실외기실도 청소해 주시는지/)).toBeInTheDocument();
    const others = screen.getByRole('region', { name: /다른 답변/ });
    expect(within(others).getByText('깔끔입주청소')).toBeInTheDocument();

    const field = screen.getByRole('textbox', { name: '답변하기' });
    fireEvent.change(field, { target: { value: '네 가능해요' } });
    fireEvent.click(screen.getByRole('button', { name: '답변 등록하기' }));
    expect(await screen.findByText('답변은 10자 이상 적어 주세요.')).toBeInTheDocument();
    expect(apiMock.answerQuestion).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: `  ${ANSWER}  ` } });
    fireEvent.click(screen.getByRole('button', { name: '답변 등록하기' }));
    expect(await screen.findByText('답변을 등록했어요. 질문한 입주민에게 알림이 갔어요.')).toBeInTheDocument();
    expect(apiMock.answerQuestion).toHaveBeenCalledWith({ questionIdx: 31, body: { body: ANSWER } });
    const ours = await screen.findByTestId('our-answer');
    expect(within(ours).getByText('답변 완료')).toBeInTheDocument();
    expect(within(ours).getByText(ANSWER)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '답변하기' })).not.toBeInTheDocument();
    // Our answer is not listed again among the others.
    expect(within(screen.getByRole('region', { name: /다른 답변/ })).queryByText(ANSWER)).not.toBeInTheDocument();
  });

  it('a 409 (answered meanwhile) says so and shows the answer already there', async () => {
    signedIn();
    let calls = 0;
    mockApi({
      partnerGetQuestion: async () => {
        calls += 1;
        return ok(
          calls === 1
            ? makeDetail()
            : makeDetail({ myAnswer: { answerIdx: 7, body: '다른 직원이 먼저 쓴 답변이에요.', status: 'visible', statusLabel: '게시 중', createdAt: new Date().toISOString() } }),
        );
      },
    });
    apiMock.answerQuestion.mockRejectedValue(apiError(409, '이미 이 질문에 답변했어요. 업체는 질문마다 한 번 답변할 수 있어요.'));
    renderConsole('/partner/questions/31');
    fireEvent.change(await screen.findByRole('textbox', { name: '답변하기' }, SLOW), { target: { value: ANSWER } });
    fireEvent.click(screen.getByRole('button', { name: '답변 등록하기' }));
    expect((await screen.findAllByText('이미 이 질문에 답변했어요. 업체는 질문마다 한 번 답변할 수 있어요.')).length).toBeGreaterThan(0);
    expect(await screen.findByText('다른 직원이 먼저 쓴 답변이에요.')).toBeInTheDocument();
  });

  it('asks before leaving with an answer typed, and keeps it when the partner stays', async () => {
    signedIn();
    mockApi({ partnerGetQuestion: async () => ok(makeDetail()), partnerListQuestions: async () => ok(makePage([makeSummary()])) });
    const { router } = renderConsole('/partner/questions/31');
    const field = await screen.findByRole('textbox', { name: '답변하기' }, SLOW);
    fireEvent.change(field, { target: { value: ANSWER } });
    fireEvent.click(screen.getByRole('link', { name: '오늘' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('작성 중인 답변이 사라져요');
    fireEvent.click(within(dialog).getByRole('button', { name: '계속 쓰기' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/partner/questions/31');
    expect(screen.getByRole('textbox', { name: '답변하기' })).toHaveValue(ANSWER);
  });

  it('shows our answer hidden by reports with its status, and no form', async () => {
    signedIn();
    mockApi({
      partnerGetQuestion: async () =>
        ok(makeDetail({ myAnswer: { answerIdx: 8, body: '저희 답변이에요. 확인해 주세요.', status: 'hidden', statusLabel: '신고로 가려짐', createdAt: new Date().toISOString() } })),
    });
    renderConsole('/partner/questions/31');
    expect(await screen.findByText(/신고로 가려짐: 지금은 입주민에게 보이지 않아요/, undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '답변하기' })).not.toBeInTheDocument();
  });

  it('a question that is gone says so', async () => {
    signedIn();
    apiMock.partnerGetQuestion.mockRejectedValue(apiError(404, '질문을 찾을 수 없어요. 삭제되었거나 신고로 가려진 질문이에요.'));
    renderConsole('/partner/questions/31');
    expect(await screen.findByText('질문을 찾을 수 없어요', undefined, SLOW)).toBeInTheDocument();
  });
});
