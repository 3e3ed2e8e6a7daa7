import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, unique, type TestContext } from '../../test/helpers';
import { hit, koreanClock, release } from './rate-counter';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;

describe('database rate counters', () => {
  it('counts hits in a window and refuses past the limit', async () => {
    const key = `test:${unique()}`;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hit(t.db, key, 3, HOUR));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    expect(results[0]!.resetAt.getTime() % HOUR).toBe(0);
    expect(results[0]!.resetAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('takes counted events back, never below zero', async () => {
    const key = `test:${unique()}`;
    await hit(t.db, key, 2, HOUR);
    const second = await hit(t.db, key, 2, HOUR);
    expect(second).toMatchObject({ allowed: true, count: 2 });
    await release(t.db, key, second, 1);
    expect(await hit(t.db, key, 2, HOUR)).toMatchObject({ allowed: true, count: 2 });
    await release(t.db, key, second, 5);
    expect(await hit(t.db, key, 2, HOUR)).toMatchObject({ allowed: true, count: 1 });
  });

  it('keeps keys apart', async () => {
    const a = `test:${unique()}`;
    const b = `test:${unique()}`;
    await hit(t.db, a, 1, HOUR);
    expect((await hit(t.db, b, 1, HOUR)).allowed).toBe(true);
  });

  it('formats the retry time in Seoul time', () => {
    expect(koreanClock(new Date('2026-11-22T05:07:00Z'))).toBe('14시 07분');
  });
});
