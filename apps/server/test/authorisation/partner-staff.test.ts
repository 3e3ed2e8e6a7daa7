import { seoulToday } from '@ipju/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultations, orderLines, partnerAccounts } from '../../src/db/schema';
import { paidOrder } from '../factories/commerce';
import { createSignedInPartner, signInPartner } from '../factories/partners';
import { createSignedInResident } from '../factories/residents';
import { createSignedInStaff } from '../factories/staff';
import { createTestApp, type TestContext } from '../helpers';

/**
 * The authorisation rule for partners, inspectors and staff (docs/CONVENTIONS.md, "Authorisation"): an
 * order line is its buyer's and the company's it was sold to; another company's line is a 404 like a
 * missing one. Staff look after every consultation, and nothing of a resident's is theirs.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNKNOWN = 2_000_000_000;
const moveLine = (headers: Record<string, string>, lineIdx: number, status: 'in_progress' | 'completed') =>
  t.app.inject({ method: 'PATCH', url: `/api/v2/partner/orders/${lineIdx}/status`, headers, payload: { status } });

async function soldLine() {
  const paid = await paidOrder(t);
  const [line] = await t.db.select().from(orderLines).where(eq(orderLines.itemIdx, paid.item.item.itemIdx));
  return { paid, line: line! };
}

describe("another company's order line", () => {
  it('is a 404 like a missing line for a partner and an inspector, and stays as it was; its own company moves it', async () => {
    const { line } = await soldLine();
    const otherCompany = await createSignedInPartner(t.app, t.db);
    const inspector = await createSignedInPartner(t.app, t.db, { partner: { isInspection: true } });

    const unknown = await moveLine(otherCompany.headers, UNKNOWN, 'in_progress');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('주문한 서비스를 찾을 수 없어요.');
    for (const caller of [otherCompany, inspector]) {
      for (const status of ['in_progress', 'completed'] as const) {
        const theirs = await moveLine(caller.headers, line.lineIdx, status);
        expect({ status: theirs.statusCode, message: theirs.json().message }).toEqual({ status: 404, message: unknown.json().message });
      }
    }
    const list = await t.app.inject({ url: '/api/v2/partner/pp_order_list', headers: otherCompany.headers });
    expect(list.json().data.map((l: { lineIdx: number }) => l.lineIdx)).not.toContain(line.lineIdx);
    const [untouched] = await t.db.select().from(orderLines).where(eq(orderLines.lineIdx, line.lineIdx));
    expect(untouched).toMatchObject({ status: 'awaiting_work', startedAt: null });

    // The visit is today, so the calendar lets the company start the work.
    await t.db.update(orderLines).set({ visitDate: seoulToday() }).where(eq(orderLines.lineIdx, line.lineIdx));
    const [account] = await t.db.select().from(partnerAccounts).where(eq(partnerAccounts.partnerIdx, line.partnerIdx)).limit(1);
    const own = await moveLine({ authorization: `Bearer ${await signInPartner(t.app, t.db, { account: account! })}` }, line.lineIdx, 'in_progress');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ lineIdx: line.lineIdx, status: 'in_progress' });
  });
});

describe("a resident's objects on routes other roles may call", () => {
  it("answer a partner's and a staff member's request for a resident's booking cautions like an unknown number (404)", async () => {
    const { paid } = await soldLine();
    const partner = await createSignedInPartner(t.app, t.db);
    const staff = await createSignedInStaff(t.app, t.db);
    for (const headers of [partner.headers, staff.headers]) {
      const theirs = await t.app.inject({ url: `/api/v2/cautions?residentIdx=${paid.resident.residentIdx}`, headers });
      const unknown = await t.app.inject({ url: `/api/v2/cautions?residentIdx=${UNKNOWN}`, headers });
      expect(unknown.statusCode).toBe(404);
      expect({ status: theirs.statusCode, message: theirs.json().message }).toEqual({ status: 404, message: unknown.json().message });
      expect(theirs.body).not.toContain(paid.merchantUid);
    }
  });
});

describe('staff objects', () => {
  it("let any staff member move any resident's consultation, and an unknown one is a 404", async () => {
    const resident = await createSignedInResident(t.app, t.db);
    const [row] = await t.db
      .insert(consultations)
      .values({ residentIdx: resident.resident.residentIdx, kind: 'homestyling', name: '김입주', phone: '01023456789', complexName: '잠실래미안', preferredTime: 'morning', needs: '거실 수납을 늘리고 싶어요.' })
      .returning();
    const staff = await createSignedInStaff(t.app, t.db);
    const move = (id: number) => t.app.inject({ method: 'PATCH', url: `/api/v2/staff/consultations/${id}`, headers: staff.headers, payload: { status: 'contacted' } });
    const moved = await move(row!.consultationIdx);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ consultationIdx: row!.consultationIdx, status: 'contacted' });
    const unknown = await move(UNKNOWN);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('상담 신청을 찾을 수 없어요.');
  });
});
