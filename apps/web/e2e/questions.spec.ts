import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signUp } from './support/accounts';
import { expectClean, screenshots } from './support/screens';

/**
 * Issue 4 section 2 on a 360 x 800 screen, against the built server with the demo seed: a visitor browses
 * 지식인 and filters it, signs in from 질문하기 (through the intro), asks a question with a photo and the
 * title 제목 추천 makes from the body, sees it on the board and in 내 질문; then opens a seeded question,
 * likes it and its answer (counts exact after the server answers), and reports it: the confirmation, then
 * the server's message on a second report. Screenshots of each step go to test-results/questions-*.png.
 */

const PHOTO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server/assets/seed/cat-tljoint-3.webp');
const SEEDED_TITLE = '줄눈이랑 입주청소, 어떤 걸 먼저 해야 하나요?';
const BODY =
  '안녕하세요. 다음 달 입주 예정인데 욕실 줄눈을 하려고 해요.\n줄눈 시공하고 나서 며칠 뒤에 입주청소를 받아야 하나요? 업체마다 말이 달라서요.\n답변 부탁드려요.';
const SUGGESTED = '줄눈 시공하고 나서 며칠 뒤에 입주청소를 받아야 하나요?';
const shot = screenshots('questions');

/** The number in a like button's name: '질문 좋아요 7개' -> 7. */
async function likeCount(page: Page, what: '질문' | '답변'): Promise<number> {
  const name = await page.getByRole('button', { name: new RegExp(`^${what} 좋아요 \\d+개$`) }).first().getAttribute('aria-label');
  return Number(/(\d+)개/.exec(name ?? '')?.[1]);
}

test('a resident asks with a suggested title, likes a question and its answer, and reports', async ({ page }) => {
  test.setTimeout(180_000);

  // 1. The board: seeded questions with services, answers and counts; the home page leads here.
  await page.goto('/');
  const entry = page.getByRole('link', { name: /입주 지식인/ });
  await entry.scrollIntoViewIfNeeded();
  await shot(page, 'home-entry');
  await entry.click();
  await expect(page).toHaveURL(/\/knowledge-in$/);
  await expect(page.getByText('업체 답변').first()).toBeVisible();
  await shot(page, 'board');
  await expectClean(page);
  // The oldest questions are on the second page.
  await page.getByRole('button', { name: '질문 더 보기' }).click();
  await expect(page.getByRole('link', { name: new RegExp(SEEDED_TITLE) })).toBeVisible();

  // Filters: a type, a service from the sheet, and a sort, kept in the address.
  await page.getByRole('tab', { name: '하자·A/S' }).click();
  await page.getByRole('button', { name: /서비스/ }).click();
  const services = page.getByRole('dialog', { name: '서비스 고르기' });
  await expect(services).toBeVisible();
  await shot(page, 'service-sheet');
  await services.getByRole('button', { name: '줄눈', exact: true }).click();
  await expect(page).toHaveURL(/type=defect&item=tljoint/);
  await expect(page.getByRole('link', { name: /욕실 줄눈이 누렇게 변했어요/ })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(SEEDED_TITLE) })).toHaveCount(0);
  await page.getByLabel('정렬').selectOption({ label: '조회순' });
  await expect(page).toHaveURL(/sort=views/);
  await shot(page, 'board-filtered');
  await page.getByRole('tab', { name: '전체' }).click();
  await page.getByRole('button', { name: /서비스/ }).click();
  await page.getByRole('dialog', { name: '서비스 고르기' }).getByRole('button', { name: '전체 서비스' }).click();
  await page.getByLabel('정렬').selectOption({ label: '최신순' });
  await expect(page).toHaveURL(/\/knowledge-in$/);

  // 2. 질문하기 the first time shows the intro, then sign-in, then the form.
  await page.getByRole('button', { name: '질문하기' }).click();
  await expect(page).toHaveURL(/\/question\/intro$/);
  await expect(page.getByRole('heading', { name: /전문가에게 물어보세요/ })).toBeVisible();
  await shot(page, 'intro');
  await page.getByRole('button', { name: '질문하러 가기' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fquestion%2Fwrite/);
  await signUp(page);
  await expect(page).toHaveURL(/\/question\/write$/);

  // 3. Write: type, service, body, 제목 추천 fills the title, a photo; 등록하기.
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByText('질문 유형을 골라 주세요.')).toBeVisible();
  await expect(page.getByText('내용은 10자 이상 적어 주세요.')).toBeVisible();
  await shot(page, 'write-errors');
  await page.getByRole('radio', { name: '일정·순서' }).check();
  await page.getByRole('button', { name: /어떤 서비스에 대한 질문인가요/ }).click();
  await page.getByRole('dialog', { name: '어떤 서비스에 대한 질문인가요?' }).getByRole('button', { name: '줄눈', exact: true }).click();
  await page.getByLabel('궁금한 내용').fill(BODY);
  await page.getByRole('button', { name: '제목 추천' }).click();
  await expect(page.getByLabel('제목')).toHaveValue(SUGGESTED);
  await expect(page.getByText('내용에서 뽑은 제목이에요. 마음대로 고쳐 써도 돼요.')).toBeVisible();
  await page.getByTestId('question-photo-input').setInputFiles(PHOTO);
  await expect(page.getByRole('img', { name: '올린 사진 1' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.getByLabel('제목').scrollIntoViewIfNeeded();
  await shot(page, 'write-suggested');
  await page.getByRole('button', { name: '등록하기' }).click();

  // 4. The new question's page: the toast, the text as typed, the photo in the viewer.
  await expect(page).toHaveURL(/\/question\/\d+$/);
  await expect(page.getByText('질문을 올렸어요. 답변이 달리면 알려 드릴게요.')).toBeVisible();
  await expect(page.getByRole('heading', { name: SUGGESTED })).toBeVisible();
  await expect(page.getByText('다음 달 입주 예정인데 욕실 줄눈을 하려고 해요.', { exact: false })).toBeVisible();
  await expect(page.getByText('아직 답변이 없어요')).toBeVisible();
  await expect(page.getByLabel('질문 좋아요 0개')).toBeVisible();
  await shot(page, 'posted');
  await expectClean(page);
  await page.getByRole('button', { name: '사진 1 크게 보기' }).click();
  await expect(page.getByRole('dialog', { name: '질문 사진 크게 보기' })).toBeVisible();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('[role="dialog"] img')].every((img) => img.complete && img.naturalWidth > 0),
  );
  await shot(page, 'photo-viewer');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: '질문 사진 크게 보기' })).toBeHidden();

  // It heads the board and 내 질문.
  await page.goto('/knowledge-in');
  await expect(page.getByRole('link', { name: new RegExp(SUGGESTED.replace('?', '\\?')) }).first()).toBeVisible();
  await page.getByRole('link', { name: '내 질문' }).click();
  await expect(page).toHaveURL(/\/question\/mine$/);
  await expect(page.getByText('게시 중')).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(SUGGESTED.replace('?', '\\?')) })).toBeVisible();
  await shot(page, 'mine');

  // 5. A seeded question: like it and its first answer; the counts move by one and stay.
  await page.goto('/knowledge-in?item=tljoint');
  await page.getByRole('link', { name: new RegExp(SEEDED_TITLE) }).click();
  await expect(page.getByRole('heading', { name: SEEDED_TITLE })).toBeVisible();
  await expect(page.getByRole('article', { name: '줄눈명가' })).toBeVisible();
  const questionLikes = await likeCount(page, '질문');
  await page.getByRole('button', { name: `질문 좋아요 ${questionLikes}개` }).click();
  await expect(page.getByRole('button', { name: `질문 좋아요 ${questionLikes + 1}개` })).toHaveAttribute('aria-pressed', 'true');
  const answer = page.getByRole('article', { name: '줄눈명가' });
  const answerName = await answer.getByRole('button', { name: /^답변 좋아요 \d+개$/ }).getAttribute('aria-label');
  const answerLikes = Number(/(\d+)개/.exec(answerName ?? '')?.[1]);
  await answer.getByRole('button', { name: answerName! }).click();
  await expect(answer.getByRole('button', { name: `답변 좋아요 ${answerLikes + 1}개` })).toHaveAttribute('aria-pressed', 'true');
  await shot(page, 'liked');
  await page.reload();
  await expect(page.getByRole('button', { name: `질문 좋아요 ${questionLikes + 1}개` })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('article', { name: '줄눈명가' }).getByRole('button', { name: `답변 좋아요 ${answerLikes + 1}개` }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('heading', { name: /^답변/ }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await shot(page, 'answers');
  await page.getByRole('article', { name: '입주 매니저' }).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'staff-answer');
  await expectClean(page);

  // 6. Report it from ⋯: the confirmation; a second report shows the server's message.
  const openReport = async () => {
    await page.getByRole('button', { name: '질문 메뉴' }).click();
    await page.getByRole('dialog', { name: '질문 메뉴' }).getByRole('button', { name: '신고하기' }).click();
    const sheet = page.getByRole('dialog', { name: '질문 신고하기' });
    await expect(sheet).toBeVisible();
    return sheet;
  };
  let sheet = await openReport();
  await sheet.getByRole('radio', { name: '관련 없거나 부적절한 홍보예요' }).check();
  await shot(page, 'report-sheet');
  await sheet.getByRole('button', { name: '신고하기' }).click();
  await expect(page.getByText('신고했어요. 운영팀이 검토한 뒤 알맞게 조치할게요.')).toBeVisible();
  await expect(sheet).toBeHidden();
  await shot(page, 'reported');
  await expect(page.getByText('신고했어요. 운영팀이 검토한 뒤 알맞게 조치할게요.')).toBeHidden();
  sheet = await openReport();
  await sheet.getByRole('radio', { name: '단순 비방이나 욕설이 있어요' }).check();
  await sheet.getByRole('button', { name: '신고하기' }).click();
  await expect(sheet.getByRole('alert')).toHaveText('이미 신고한 글이에요.');
  await shot(page, 'report-again');
});
