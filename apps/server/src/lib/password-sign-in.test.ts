import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createPartner } from '../../test/factories/partners';
import { createStaff } from '../../test/factories/staff';
import { createTestApp, unique, type TestContext } from '../../test/helpers';
import { itOnPostgres } from '../../test/on-postgres';
import { PASSWORD_SIGN_IN_POLICY } from './password-sign-in';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const uniqueIp = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** The two e-mail sign-ins that share lib/password-sign-in.ts. */
const signIns = [
  { who: 'partner', url: '/api/v2/auths/partner/login', create: () => createPartner(t.db) },
  { who: 'staff', url: '/api/v2/auths/staff/login', create: () => createStaff(t.db) },
] as const;

const login = (url: string, email: string, password: string, ip = uniqueIp()) =>
  t.app.inject({ method: 'POST', url, payload: { email, password }, remoteAddress: ip });

describe.each(signIns)('$who password sign-in', ({ url, create }) => {
  itOnPostgres(
    'evaluates at most 10 of 50 parallel guesses for one e-mail (49 wrong, 1 right) and answers 429 to the rest',
    async () => {
      const { email, password } = await create();
      // Each guess from its own address, as a distributed attack would: only the per-e-mail limit applies.
      const guesses = Array.from({ length: 50 }, (_, i) => (i === 17 ? password : `wrong-guess-${i}`));
      const answers = await Promise.all(guesses.map((guess) => login(url, email, guess)));
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.every((s) => s === 200 || s === 401 || s === 429), statuses.join(',')).toBe(true);
      const evaluated = statuses.filter((s) => s !== 429).length;
      expect(evaluated, statuses.join(',')).toBeLessThanOrEqual(PASSWORD_SIGN_IN_POLICY.perEmail);
      expect(statuses.filter((s) => s === 429)).toHaveLength(50 - evaluated);
    },
  );
});

/** The rules of the shared check, through the partner sign-in. */
describe('password sign-in counters', () => {
  const url = signIns[0].url;
  const create = signIns[0].create;

  itOnPostgres(
    'evaluates at most 30 of 50 parallel sign-ins from one address',
    async () => {
      const ip = uniqueIp();
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => login(url, `nobody-${unique()}@ipju.test`, 'wrong-password', ip)),
      );
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.filter((s) => s === 401).length, statuses.join(',')).toBeLessThanOrEqual(PASSWORD_SIGN_IN_POLICY.perIp);
      expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    },
  );

  it('counts 10 failures over any 15 minutes, not per quarter hour: 10 at 10:14, then 10:16 waits until 10:30', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const at = (seoul: string) => vi.setSystemTime(new Date(`2026-11-27T${seoul}+09:00`));
    const { email, password } = await create();
    at('10:14:10');
    for (let i = 0; i < 10; i++) expect((await login(url, email, `wrong-${i}`)).statusCode).toBe(401);
    at('10:16:00');
    const locked = await login(url, email, password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('로그인 시도가 너무 많아요. 10시 30분 이후에 다시 시도해 주세요.');
    expect(locked.headers['retry-after']).toBe(String(14 * 60));
    at('10:30:00');
    expect((await login(url, email, password)).statusCode).toBe(200);
  });

  it("clears the e-mail's count on a success, so the owner has 10 tries again", async () => {
    const { email, password } = await create();
    const ip = uniqueIp();
    for (let i = 0; i < 9; i++) expect((await login(url, email, `wrong-${i}`, ip)).statusCode).toBe(401);
    expect((await login(url, email, password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login(url, email, `wrong-again-${i}`, ip)).statusCode).toBe(401);
    const locked = await login(url, email, password, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^로그인 시도가 너무 많아요\. \d{2}시 \d{2}분 이후에 다시 시도해 주세요\.$/);
  });
});
