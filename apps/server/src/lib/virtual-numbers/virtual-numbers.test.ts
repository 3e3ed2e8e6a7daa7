import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniquePhone, type TestContext } from '../../../test/helpers';
import { itOnPostgres } from '../../../test/on-postgres';
import { createPartner } from '../../../test/factories/partners';
import { createVirtualNumbers, endVirtualNumber } from './index';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let subjectSeq = 900_000_000 + Math.floor(Math.random() * 1_000_000);
const nextSubject = () => ({ kind: 'order_line' as const, idx: subjectSeq++ });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

async function pair() {
  const { partner } = await createPartner(t.db);
  return { partnerIdx: partner.partnerIdx, partnerPhone: uniquePhone(), residentPhone: uniquePhone() };
}

describe('050 안심번호 (local provider)', () => {
  it('gives a job one 0507 number that connects the company and the resident, and nobody else', async () => {
    const vn = createVirtualNumbers(t.db);
    const p = await pair();
    const subject = nextSubject();
    const first = await vn.numberFor(subject, p, inDays(2));
    const again = await vn.numberFor(subject, p, inDays(5));
    expect(first.number).toMatch(/^0507\d{8}$/);
    expect(again).toEqual(first);
    expect(await vn.resolve(first.number, p.partnerPhone)).toBe(p.residentPhone);
    expect(await vn.resolve(first.number, p.residentPhone)).toBe(p.partnerPhone);
    expect(await vn.resolve(first.number, uniquePhone())).toBeNull();
    // Another job gets another number.
    expect((await vn.numberFor(nextSubject(), p, inDays(2))).number).not.toBe(first.number);
  });

  it('stops connecting when the job ends or the number expires, and the sweep closes it', async () => {
    const vn = createVirtualNumbers(t.db);
    const p = await pair();
    const ended = nextSubject();
    const grant = await vn.numberFor(ended, p, inDays(2));
    await endVirtualNumber(t.db, ended);
    expect(await vn.resolve(grant.number, p.partnerPhone)).toBeNull();

    const expiring = nextSubject();
    const soon = await vn.numberFor(expiring, p, new Date(Date.now() + 60_000));
    const later = new Date(Date.now() + 120_000);
    expect(await vn.resolve(soon.number, p.partnerPhone, later)).toBeNull();
    expect(await vn.sweep(later)).toBeGreaterThanOrEqual(2);
    // Asked again after its time, the job gets a fresh number.
    const renewed = await vn.numberFor(expiring, p, inDays(3), later);
    expect(renewed.number).not.toBe(soon.number);
  });

  itOnPostgres('(PostgreSQL only) hands 20 concurrent requests of one job the same number', async () => {
    const vn = createVirtualNumbers(t.db);
    const p = await pair();
    const subject = nextSubject();
    const grants = await Promise.all(Array.from({ length: 20 }, () => vn.numberFor(subject, p, inDays(2))));
    expect(new Set(grants.map((g) => g.number)).size).toBe(1);
  });
});
