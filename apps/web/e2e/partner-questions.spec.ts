import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts';
import { data } from './support/api';
import { expectClean, screenshots } from './support/screens';
import { FROM_SITE } from './support/site';

/**
 * The partner console's 입주민 문의 on a 360 x 800 screen, against the built server with the demo seed: a resident
 * asks a 지식인 question about 입주청소 (the demo partner's service); partner01 signs in, opens 더보기 → 입주민 문의,
 * finds it under 답변 전, opens it, answers, and sees it marked 답변 완료 on the page and under 전체; the resident's
 * question page shows the company's answer. Screenshots go to test-results/partner-questions-*.png.
 */

const shot = screenshots('partner-questions');
const DEMO_PARTNER = { email: 'partner01@ipju.kr', password: 'ipju-partner-1234' };
const ANSWER = '네, 베란다 창틀과 실외기실까지 기본으로 청소해 드려요. 방충망은 분리해서 세척해요.';

test('the demo partner answers a resident’s question from 입주민 문의 and sees it answered', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  // 1. A resident asks about 입주청소.
  await page.goto('/login');
  await signUp(page);
  const title = `입주청소에 베란다 창틀도 들어가나요 ${Date.now() % 100_000}`;
  const asked = await data<{ questionIdx: number }>(
    await page.request.post('/api/v2/question', {
      headers: FROM_SITE,
      data: { title, body: '다음 달 34평 입주예요.\n베란다 창틀과 실외기실도 청소 범위에 들어가는지 궁금해요.', questionType: 'construction', item: 'cleaning' },
    }),
  );

  // 2. The demo partner signs in and opens 더보기 → 입주민 문의.
  await page.goto('/partner/login?next=%2Fpartner%2Fmore');
  await page.getByLabel('이메일').fill(DEMO_PARTNER.email);
  await page.getByLabel('비밀번호').fill(DEMO_PARTNER.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/partner\/more$/);
  await page.getByRole('link', { name: /입주민 문의/ }).click();
  await expect(page).toHaveURL(/\/partner\/questions$/);
  await expect(page.getByRole('heading', { name: '입주민 문의' })).toBeVisible();

  // 3. 답변 전 (the default) lists it first, newest first.
  await expect(page.getByRole('button', { name: /^답변 전 질문 \d+개$/ })).toHaveAttribute('aria-pressed', 'true');
  const row = page.getByTestId(`partner-question-${asked.questionIdx}`);
  await expect(row).toContainText(title);
  await expect(row).toContainText('답변 전');
  await expect(page.getByRole('listitem').first()).toContainText(title);
  await expectClean(page);
  // What a finger presses is at least 44 x 44 px: both chips and the question's card.
  for (const target of [page.getByRole('button', { name: /^답변 전/ }), page.getByRole('button', { name: '전체' }), row]) {
    const box = (await target.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
  await shot(page, 'list');

  // 4. The question page: the question as asked, then the answer form.
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/partner/questions/${asked.questionIdx}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('베란다 창틀과 실외기실도 청소 범위에 들어가는지 궁금해요.')).toBeVisible();
  const field = page.getByRole('textbox', { name: '답변하기' });
  await field.fill(ANSWER);
  await expect(page.getByText(`${ANSWER.length} / 2,000`)).toBeVisible();
  await shot(page, 'answer-form');
  await page.getByRole('button', { name: '답변 등록하기' }).click();

  // 5. Answered: the toast, our answer marked 답변 완료, no form left.
  await expect(page.getByText('답변을 등록했어요. 질문한 입주민에게 알림이 갔어요.')).toBeVisible();
  const ours = page.getByTestId('our-answer');
  await expect(ours).toContainText('답변 완료');
  await expect(ours).toContainText(ANSWER);
  await expect(field).toHaveCount(0);
  await expectClean(page);
  await shot(page, 'answered');

  // 6. Back on the list it has left 답변 전 and shows 답변 완료 under 전체.
  await page.getByRole('button', { name: '뒤로 가기' }).click();
  await expect(page).toHaveURL(/\/partner\/questions$/);
  await expect(page.getByTestId(`partner-question-${asked.questionIdx}`)).toHaveCount(0);
  await page.getByRole('button', { name: '전체' }).click();
  await expect(page).toHaveURL(/\/partner\/questions\?filter=all$/);
  const answered = page.getByTestId(`partner-question-${asked.questionIdx}`);
  await expect(answered).toContainText('답변 완료');
  await shot(page, 'all');

  // 7. The resident's question page shows the company's answer.
  await page.goto(`/question/${asked.questionIdx}`);
  await expect(page.getByText(ANSWER)).toBeVisible();
  expect(pageErrors).toEqual([]);
});
