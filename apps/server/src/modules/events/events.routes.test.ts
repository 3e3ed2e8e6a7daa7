import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../../test/factories/engagement';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const daysFromNow = (n: number) => new Date(Date.now() + n * DAY_MS);
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v2${url}` });

describe('GET /events', () => {
  it('lists published events: ongoing first, then upcoming, then ended (latest ended first), hiding unpublished ones', async () => {
    const endedLongAgo = await createEvent(t.db, { startsAt: daysFromNow(-60), endsAt: daysFromNow(-30) });
    const endedRecently = await createEvent(t.db, { startsAt: daysFromNow(-20), endsAt: daysFromNow(-1) });
    const upcoming = await createEvent(t.db, { startsAt: daysFromNow(5), endsAt: daysFromNow(30) });
    const ongoing = await createEvent(t.db, { startsAt: daysFromNow(-3), endsAt: daysFromNow(10), sortOrder: -1000 });
    const hidden = await createEvent(t.db, { isPublished: false, sortOrder: -2000 });

    const res = await get('/events');
    expect(res.statusCode).toBe(200);
    const mine = new Set([endedLongAgo, endedRecently, upcoming, ongoing, hidden].map((e) => e.eventIdx));
    const list = (res.json().data.events as Array<{ eventIdx: number; status: string; statusLabel: string }>).filter((e) =>
      mine.has(e.eventIdx),
    );
    expect(list.map((e) => [e.eventIdx, e.statusLabel])).toEqual([
      [ongoing.eventIdx, '진행 중'],
      [upcoming.eventIdx, '오픈 예정'],
      [endedRecently.eventIdx, '종료'],
      [endedLongAgo.eventIdx, '종료'],
    ]);
    const all = res.json().data.events as Array<{ status: string }>;
    const firstEnded = all.findIndex((e) => e.status === 'ended');
    expect(all.slice(firstEnded).every((e) => e.status === 'ended')).toBe(true);
    expect(res.json().data.events.find((e: { eventIdx: number }) => e.eventIdx === ongoing.eventIdx)).toEqual({
      eventIdx: ongoing.eventIdx,
      title: ongoing.title,
      summary: ongoing.summary,
      badge: '5,000P',
      imageUrl: '/files/seed/event-1.jpg',
      startsAt: ongoing.startsAt.toISOString(),
      endsAt: ongoing.endsAt!.toISOString(),
      status: 'ongoing',
      statusLabel: '진행 중',
    });
  });
});

describe('GET /events/{id}', () => {
  it('shows a published event with its sections, fine print and button', async () => {
    const event = await createEvent(t.db, { ctaLabel: '이웃 초대하기', ctaPath: '/referral' });
    const res = await get(`/events/${event.eventIdx}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      eventIdx: event.eventIdx,
      title: event.title,
      status: 'ongoing',
      endsAt: null,
      sections: [{ title: '참여 방법', body: '서비스를 예약하면 자동으로 참여돼요.', bullets: ['첫째', '둘째'] }],
      notes: ['이벤트는 사정에 따라 바뀔 수 있어요.'],
      cta: { label: '이웃 초대하기', path: '/referral' },
    });
  });

  it('shows an event without a button as cta null', async () => {
    const event = await createEvent(t.db, { ctaLabel: null, ctaPath: null });
    expect((await get(`/events/${event.eventIdx}`)).json().data.cta).toBeNull();
  });

  it('answers 404 for an unknown or unpublished event and 400 for an id that is not a number', async () => {
    const hidden = await createEvent(t.db, { isPublished: false });
    for (const id of [hidden.eventIdx, 999_999_999]) {
      const res = await get(`/events/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('이벤트를 찾을 수 없어요. 끝났거나 없는 이벤트예요.');
    }
    const bad = await get('/events/first');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('이벤트 번호');
  });
});
