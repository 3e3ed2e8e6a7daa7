import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { addDays, seoulToday } from '../src/lib/schedule';
import { outbox, randomPhone, signUp } from './support/accounts';
import { finishAsPartner, payForCleaning } from './support/orders';
import { expectClean, screenshots } from './support/screens';

/**
 * Issue 4 section 4 on a 360 x 800 screen, against the built server with the demo seed: a fresh resident
 * pays for a cleaning (through the API and the PortOne sandbox, support/orders.ts), the partner starts
 * and finishes the work (its own credential), the "시공이 완료되었어요" notice invites to the survey, and the
 * resident answers the satisfaction survey from my page. Then they ask for a home-styling consultation from
 * /contents/pro-consultation (survey steps, the request form with the date modal) and find it in my page;
 * staff got the AlimTalk. Screenshots of each step go to test-results/surveys-*.png.
 */

const STAFF_PHONE = '01099990000'; // the demo staff account (seed/staff.ts)
const screenshot = screenshots('surveys');

/** A numbered screenshot, once the pictures on screen have loaded. */
async function shot(page: Page, name: string): Promise<void> {
  // Pictures on screen finish loading first (a grey box until then).
  await page
    .waitForFunction(
      () =>
        [...document.images]
          .filter((img) => {
            const r = img.getBoundingClientRect();
            return r.bottom > 0 && r.top < window.innerHeight;
          })
          .every((img) => img.complete),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  await screenshot(page, name);
}

test('a resident answers the satisfaction survey of a finished service, then asks for a home-styling consultation', async ({ page, request }) => {
  test.setTimeout(180_000);
  const phone = randomPhone();

  // 1. Sign in with a fresh number and agree to the terms.
  await page.goto('/my-page');
  await page.getByRole('button', { name: '휴대폰 번호로 로그인하기' }).click();
  await signUp(page, phone);
  await expect(page).toHaveURL(/\/my-page$/);

  // 2. A cleaning paid, then started and finished by the partner; the notice invites to the survey.
  const { lineIdx } = await payForCleaning(page.request);
  await finishAsPartner(request, lineIdx);
  await expect.poll(async () => (await outbox(page.request, phone)).some((m) => m.body.includes('만족도 조사에 참여해 주시면'))).toBe(true);

  // 3. My page counts the survey waiting; the list offers it.
  await page.reload();
  const surveyMenu = page.getByRole('link', { name: /만족도 조사/ });
  await expect(surveyMenu).toContainText('참여할 설문 1건');
  await surveyMenu.scrollIntoViewIfNeeded();
  await shot(page, 'my-page');
  await surveyMenu.click();
  await expect(page).toHaveURL(/\/my-page\/surveys$/);
  const offer = page.getByRole('article', { name: '입주청소 스탠다드 만족도 조사' });
  await expect(offer).toContainText('시공 완료');
  await shot(page, 'my-surveys');
  await expectClean(page);
  await offer.getByRole('link', { name: '참여하기' }).click();

  // 4. One question per screen: stars, choices, text; each saved as it is given.
  await expect(page).toHaveURL(/\/survey\?lineIdx=\d+&surveyIdx=\d+/);
  await expect(page.getByRole('heading', { name: '서비스는 전반적으로 만족스러우셨나요?' })).toBeVisible();
  await expect(page.getByRole('button', { name: '다음' })).toBeDisabled();
  await page.getByRole('radio', { name: '5점 최고예요' }).click();
  await expect(page.getByText('5점 · 최고예요')).toBeVisible();
  await shot(page, 'survey-rating');
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('radio', { name: '4점 좋아요' }).click();
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('radio', { name: '5점 최고예요' }).click();
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByRole('heading', { name: '이웃에게 이 업체를 추천하시겠어요?' })).toBeVisible();
  await page.getByRole('radio', { name: '꼭 추천할게요' }).click();
  await shot(page, 'survey-single');
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('checkbox', { name: '꼼꼼한 시공' }).click();
  await page.getByRole('checkbox', { name: '정확한 시간 약속' }).click();
  await shot(page, 'survey-multiple');
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('textbox', { name: '업체나 입주에 전하고 싶은 말이 있나요?' }).fill('베란다 창틀까지 꼼꼼하게 닦아 주셨어요. 고맙습니다.');
  await expect(page.getByText('/ 500')).toBeVisible();
  await shot(page, 'survey-text');
  await page.getByRole('button', { name: '제출하기' }).click();
  await expect(page.getByRole('heading', { name: '소중한 의견 고마워요' })).toBeVisible();
  await shot(page, 'survey-done');
  await expectClean(page);

  // 5. Answered once: the list shows it done, and the link now says so.
  await page.getByRole('button', { name: '내 설문 보기' }).click();
  await expect(page.getByRole('region', { name: /참여했어요/ })).toContainText('참여 완료');
  await shot(page, 'my-surveys-done');
  await page.goto(`/survey?lineIdx=${lineIdx}`);
  await expect(page.getByRole('heading', { name: '이미 참여한 설문이에요' })).toBeVisible();
  await shot(page, 'survey-already');

  // 6. The home-styling consultation starts from the pro-consultation page.
  await page.goto('/contents/pro-consultation');
  await page.getByRole('link', { name: '홈스타일링 상담 신청하기' }).click();
  await expect(page).toHaveURL(/\/consultation\/homestyling$/);
  await expect(page.getByRole('heading', { name: '우리 집 홈스타일링 상담' })).toBeVisible();
  await shot(page, 'homestyling-intro');
  await expectClean(page);
  await page.getByRole('button', { name: '시작하기' }).click();

  // Step 1 (공간): next is refused until the required questions are answered.
  await expect(page.getByRole('progressbar', { name: '홈스타일링 설문 진행' })).toHaveAttribute('aria-valuenow', '1');
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByText('하나 이상 골라 주세요.')).toBeVisible();
  await page.getByRole('button', { name: '거실', exact: true }).click();
  await page.getByRole('button', { name: '아이방', exact: true }).click();
  await page.getByRole('radio', { name: '방 3개 · 욕실 2개' }).click();
  await page.getByRole('checkbox', { name: '조명' }).click();
  await shot(page, 'homestyling-step-1');
  await page.getByRole('button', { name: '다음' }).click();
  // Step 2 (스타일)
  await page.getByRole('radio', { name: '내추럴 · 우드' }).click();
  await page.getByRole('checkbox', { name: '베이지 · 브라운' }).click();
  await page.getByRole('radio', { name: '일부만 가져가요' }).click();
  await shot(page, 'homestyling-step-2');
  await page.getByRole('button', { name: '다음' }).click();
  // Step 3 (예산·일정)
  await page.getByRole('radio', { name: '300만~700만 원' }).click();
  await page.getByRole('radio', { name: '1~3개월 뒤' }).click();
  await page.getByRole('button', { name: '다음' }).click();
  // Step 4 (생활)
  await page.getByRole('checkbox', { name: '배우자 · 연인' }).click();
  await page.getByRole('checkbox', { name: '반려동물' }).click();
  await shot(page, 'homestyling-step-4');
  await page.getByRole('button', { name: '답변 보내기' }).click();

  // 7. The request: contact prefilled, the survey attached, a date from the modal, a time, the needs.
  await expect(page).toHaveURL(/\/consultation\/request\?surveyResponseIdx=\d+/);
  await expect(page.getByText('홈스타일링 설문 답변이 함께 전달돼요')).toBeVisible();
  await expect(page.getByLabel('연락받을 휴대폰 번호')).toHaveValue(`${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`);
  await page.getByLabel('이름').fill('최입주');
  await page.getByRole('textbox', { name: '단지명' }).fill('잠실래미안아이파크');
  await page.getByLabel('평형 (선택)').fill('34');
  await page.locator('#consultation-preferredDate').click();
  const dialog = page.getByRole('dialog', { name: '희망 상담일을 골라 주세요' });
  const target = addDays(seoulToday(), 3);
  if (target.slice(0, 7) !== seoulToday().slice(0, 7)) await dialog.getByRole('button', { name: '다음 달' }).click();
  await dialog.locator(`[data-date="${target}"]`).click();
  await shot(page, 'request-date');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(page.locator('#consultation-preferredDate')).toContainText(target.replaceAll('-', '.'));
  await page.getByRole('button', { name: '오후 (12시~18시)' }).click();
  await page.getByLabel('요청 사항').fill('아이가 둘이고 강아지가 있어요. 거실은 넓어 보이게, 아이방은 수납을 넉넉하게 꾸미고 싶어요.');
  await shot(page, 'request-form');
  await page.getByRole('button', { name: '상담 신청하기' }).click();
  await expect(page.getByRole('heading', { name: '상담 신청이 접수되었어요' })).toBeVisible();
  await expect(page.getByText('오후 (12시~18시)')).toBeVisible();
  await shot(page, 'request-done');
  await expectClean(page);

  // Staff got the AlimTalk; the resident got the receipt.
  await expect.poll(async () => (await outbox(page.request, STAFF_PHONE)).some((m) => m.body.includes('최입주') && m.body.includes('잠실래미안아이파크 34평'))).toBe(true);
  await expect.poll(async () => (await outbox(page.request, phone)).some((m) => m.body.includes('상담 신청이 접수되었어요'))).toBe(true);

  // 8. My page lists it with its status and the survey answers.
  await page.getByRole('button', { name: '상담 내역 보기' }).click();
  await expect(page).toHaveURL(/\/my-page\/consultations$/);
  const card = page.getByRole('article', { name: '홈스타일링 상담 접수 완료' });
  await expect(card).toContainText('잠실래미안아이파크 34평');
  await expect(card).toContainText('오후 (12시~18시)');
  await card.getByText(/설문 답변/).click();
  await expect(card).toContainText('300만~700만 원');
  await shot(page, 'my-consultations');
  await expectClean(page);
});
