import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, unique, type TestContext } from '../../test/helpers';
import { itOnPostgres } from '../../test/on-postgres';
import { hit, koreanClock, release } from './rate-counter';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const HOUR = 3_600_000;
/** The clock the counters are given (hit's `now`), in UTC. */
const clock = (hhmmss: string) => Date.parse(`2026-11-27T${hhmmss}Z`);

describe('database rate counters', () => {
  it('counts hits in the rolling window and refuses past the limit', async () => {
    const key = `test:${unique()}`;
    const now = clock('10:20:30');
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hit(t.db, key, 3, HOUR, now));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    expect(results[0]!.resetAt.getTime()).toBe(now);
    // The three counted this minute leave the window when the minute is an hour behind: 11:21.
    expect(results[2]!.resetAt.toISOString()).toBe('2026-11-27T11:21:00.000Z');
    expect(results[3]!.resetAt.toISOString()).toBe('2026-11-27T11:21:00.000Z');
  });

  it('holds across the clock hour: n at the end of one hour, then at the start of the next is refused', async () => {
    const key = `test:${unique()}`;
    for (let i = 0; i < 5; i++) expect((await hit(t.db, key, 5, HOUR, clock('10:57:10'))).allowed).toBe(true);
    const next = await hit(t.db, key, 5, HOUR, clock('11:01:00'));
    expect(next).toMatchObject({ allowed: false, count: 5, remaining: 0 });
    expect(next.resetAt.toISOString()).toBe('2026-11-27T11:58:00.000Z');
    // Refused attempts are not counted, so retrying does not move the time the refusal named.
    for (const at of ['11:20:00', '11:45:00', '11:57:59']) {
      const again = await hit(t.db, key, 5, HOUR, clock(at));
      expect(again.allowed).toBe(false);
      expect(again.resetAt.toISOString()).toBe('2026-11-27T11:58:00.000Z');
    }
    // At the time it named, one more is allowed, and no more than one an hour after 10:57's five.
    expect(await hit(t.db, key, 5, HOUR, clock('11:58:00'))).toMatchObject({ allowed: true, count: 1, remaining: 4 });
  });

  it('frees events as they leave the window, oldest first, and says when the next one fits', async () => {
    const key = `test:${unique()}`;
    await hit(t.db, key, 3, 15 * MINUTE, clock('09:00:05'));
    await hit(t.db, key, 3, 15 * MINUTE, clock('09:05:05'));
    const third = await hit(t.db, key, 3, 15 * MINUTE, clock('09:10:05'));
    expect(third.resetAt.toISOString()).toBe('2026-11-27T09:16:00.000Z');
    const refused = await hit(t.db, key, 3, 15 * MINUTE, clock('09:15:59'));
    expect(refused).toMatchObject({ allowed: false, count: 3 });
    expect(refused.resetAt.toISOString()).toBe('2026-11-27T09:16:00.000Z');
    const fourth = await hit(t.db, key, 3, 15 * MINUTE, clock('09:16:00'));
    expect(fourth).toMatchObject({ allowed: true, count: 3 });
    expect(fourth.resetAt.toISOString()).toBe('2026-11-27T09:21:00.000Z');
  });

  it('takes counted events back, its own first, never below zero', async () => {
    const key = `test:${unique()}`;
    await hit(t.db, key, 2, HOUR, clock('08:00:00'));
    const second = await hit(t.db, key, 2, HOUR, clock('08:30:00'));
    expect(second).toMatchObject({ allowed: true, count: 2 });
    await release(t.db, key, second, 1);
    // 08:30's event is gone, 08:00's still counts: one more fits, and the window is full until 09:01.
    const third = await hit(t.db, key, 2, HOUR, clock('08:40:00'));
    expect(third).toMatchObject({ allowed: true, count: 2 });
    expect(third.resetAt.toISOString()).toBe('2026-11-27T09:01:00.000Z');
    await release(t.db, key, third, 5);
    expect(await hit(t.db, key, 2, HOUR, clock('08:41:00'))).toMatchObject({ allowed: true, count: 1 });
  });

  it('a release takes back what the hit saw, across older minutes, and leaves later events counted', async () => {
    const key = `test:${unique()}`;
    await hit(t.db, key, 10, 15 * MINUTE, clock('07:00:00'));
    await hit(t.db, key, 10, 15 * MINUTE, clock('07:03:00'));
    const success = await hit(t.db, key, 10, 15 * MINUTE, clock('07:05:00'));
    expect(success.count).toBe(3);
    await hit(t.db, key, 10, 15 * MINUTE, clock('07:06:00')); // counted meanwhile
    await release(t.db, key, success, success.count);
    expect(await hit(t.db, key, 10, 15 * MINUTE, clock('07:07:00'))).toMatchObject({ count: 2 });
  });

  it('keeps keys apart', async () => {
    const a = `test:${unique()}`;
    const b = `test:${unique()}`;
    await hit(t.db, a, 1, HOUR);
    expect((await hit(t.db, b, 1, HOUR)).allowed).toBe(true);
  });

  it('takes windows of whole minutes only', async () => {
    await expect(hit(t.db, `test:${unique()}`, 1, 90_000)).rejects.toThrow(/whole minutes/);
  });

  itOnPostgres('lets exactly the limit through of parallel hits, counting the older minutes of the window', async () => {
    const key = `test:${unique()}`;
    await hit(t.db, key, 5, HOUR, clock('12:10:00'));
    await hit(t.db, key, 5, HOUR, clock('12:40:00'));
    const results = await Promise.all(Array.from({ length: 12 }, () => hit(t.db, key, 5, HOUR, clock('13:05:00'))));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    expect(results.filter((r) => !r.allowed).every((r) => r.resetAt.toISOString() === '2026-11-27T13:11:00.000Z')).toBe(true);
    // The refused ones took their counts back: once 12:10 leaves the window, exactly one more fits.
    expect(await hit(t.db, key, 5, HOUR, clock('13:11:00'))).toMatchObject({ allowed: true, count: 5 });
    expect(await hit(t.db, key, 5, HOUR, clock('13:11:30'))).toMatchObject({ allowed: false });
  });

  itOnPostgres('lets exactly the limit through of parallel hits on a fresh key', async () => {
    const key = `test:${unique()}`;
    const results = await Promise.all(Array.from({ length: 13 }, () => hit(t.db, key, 10, 15 * MINUTE, clock('14:00:30'))));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.filter((r) => r.allowed).map((r) => r.count).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('formats the retry time in Seoul time', () => {
    expect(koreanClock(new Date('2026-11-22T05:07:00Z'))).toBe('14시 07분');
  });
});
