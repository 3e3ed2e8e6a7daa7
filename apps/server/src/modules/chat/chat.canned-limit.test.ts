import { CHAT_CANNED_MAX } from '@ipju/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatCannedAnswers } from '../../db/schema';
import { createSignedInStaff } from '../../../test/factories/staff';
import { createTestApp, type TestContext } from '../../../test/helpers';

/** The team's canned answers stop at CHAT_CANNED_MAX, also when several staff add the last one at once. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({});
});
afterAll(async () => {
  await t.close();
});

describe('canned answer limit', () => {
  it('lets exactly one of ten simultaneous adds take the last free place, and tells the others in Korean', async () => {
    const staff = await createSignedInStaff(t.app, t.db);
    const [kept] = await t.db.select({ n: count() }).from(chatCannedAnswers);
    const toFill = CHAT_CANNED_MAX - 1 - Number(kept?.n ?? 0);
    await t.db.insert(chatCannedAnswers).values(
      Array.from({ length: toFill }, (_, i) => ({ title: `채움 ${i}`, text: '자리를 채우는 답변이에요.', createdBy: staff.staff.staffIdx })),
    );

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v2/staff/chat/canned-answers',
          headers: staff.headers,
          payload: { title: `마지막 자리 ${i}`, text: '동시에 넣어 봐요.' },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused.map((a) => a.statusCode)).toEqual(Array(9).fill(400));
    expect(refused[0]!.json().message).toBe(`자주 쓰는 답변은 ${CHAT_CANNED_MAX}개까지 만들 수 있어요. 쓰지 않는 답변을 지운 뒤 다시 만들어 주세요.`);
    const [after] = await t.db.select({ n: count() }).from(chatCannedAnswers);
    expect(Number(after?.n)).toBe(CHAT_CANNED_MAX);
  });
});
