import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoulInstant, seoulToday } from '@ipju/contract';
import { events, notificationQueue, residentPushes } from '../../db/schema';
import { dispatchFor } from '../../../test/dispatch';
import { createEvent } from '../../../test/factories/engagement';
import { createResident, createSignedInResident } from '../../../test/factories/residents';
import { createSignedInStaff } from '../../../test/factories/staff';
import { createTestApp, outboxFor, uniquePhone, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({});
});
afterAll(() => t.close());

const send = (id: number | string, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: `/api/v2/staff/events/${id}/notice`, headers });

/** Sends what is queued for these residents on a daytime clock (the app's own dispatcher, on the real clock, may have held it for the night). */
async function dispatchByDay(residentIdxs: number[]) {
  await t.jobs.drain();
  await t.db.update(notificationQueue).set({ leaseUntil: null }).where(inArray(notificationQueue.residentIdx, residentIdxs));
  await dispatchFor(t, residentIdxs, seoulInstant(seoulToday(), '11:00'));
}

describe('POST /staff/events/{id}/notice', () => {
  it('sends the event as an advertising message to residents who agreed, once; the others get nothing', async () => {
    const staff = await createSignedInStaff(t.app, t.db);
    const event = await createEvent(t.db, { title: '겨울 입주 특가 이벤트' });
    const agreed = await createResident(t.db, { phone: uniquePhone(), marketingAgreed: true, marketingAgreedAt: new Date() });
    const refused = await createResident(t.db, { phone: uniquePhone(), marketingAgreed: false });
    const lapsed = await createResident(t.db, { phone: uniquePhone(), marketingAgreed: true, marketingAgreedAt: new Date('2023-03-01T00:00:00Z') });

    const res = await send(event.eventIdx, staff.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ eventIdx: event.eventIdx });
    expect(res.json().data.recipients).toBeGreaterThanOrEqual(1);
    await dispatchByDay([agreed.residentIdx, refused.residentIdx, lapsed.residentIdx]);

    const [sms] = await outboxFor(t.db, agreed.phone!);
    expect(sms).toMatchObject({ channel: 'sms', subject: '(광고) 겨울 입주 특가 이벤트' });
    expect(sms!.body).toContain('무료 수신거부: ');
    const [entry] = await t.db.select().from(residentPushes).where(eq(residentPushes.residentIdx, agreed.residentIdx));
    expect(entry).toMatchObject({ kind: 'marketing', link: `/events/${event.eventIdx}`, noticeKey: `event:${event.eventIdx}:${agreed.residentIdx}` });
    expect(await outboxFor(t.db, refused.phone!)).toHaveLength(0);
    expect(await outboxFor(t.db, lapsed.phone!)).toHaveLength(0);

    const again = await send(event.eventIdx, staff.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('이미');
    await dispatchByDay([agreed.residentIdx]);
    expect(await outboxFor(t.db, agreed.phone!)).toHaveLength(1);
  });

  it('refuses an ended or unknown event, a bad id, a resident (403) and a visitor (401); nothing is sent', async () => {
    const staff = await createSignedInStaff(t.app, t.db);
    const ended = await createEvent(t.db, { startsAt: new Date('2025-01-01T00:00:00Z'), endsAt: new Date('2025-02-01T00:00:00Z') });
    const res = await send(ended.eventIdx, staff.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('끝난 이벤트는 보낼 수 없어요.');
    const [row] = await t.db.select().from(events).where(eq(events.eventIdx, ended.eventIdx));
    expect(row!.noticeSentAt).toBeNull();
    expect((await send(2_000_000_000, staff.headers)).statusCode).toBe(404);
    const bad = await send('abc', staff.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('이벤트 번호');
    const running = await createEvent(t.db);
    const resident = await createSignedInResident(t.app, t.db);
    expect((await send(running.eventIdx, { cookie: resident.cookie })).statusCode).toBe(403);
    expect((await send(running.eventIdx)).statusCode).toBe(401);
  });
});
