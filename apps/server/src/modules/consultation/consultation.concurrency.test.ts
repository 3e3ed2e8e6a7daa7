import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, seoulToday } from '@ipju/contract';
import { consultations, notificationQueue } from '../../db/schema';
import { createTestApp, uniquePhone, type TestContext } from '../../../test/helpers';
import { describeOnPostgres } from '../../../test/on-postgres';
import { createSignedInResident } from '../../../test/factories/residents';
import { createStaff } from '../../../test/factories/staff';
import { completeAnswers, createHomestylingSurvey } from '../../../test/factories/surveys';

/** Consultation requests under concurrency, on real PostgreSQL (PGlite has one connection and cannot race). */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  name: '김입주',
  phone: '010-2345-6789',
  complexName: '잠실래미안아이파크',
  preferredDate: addDays(seoulToday(), 2),
  preferredTime: 'afternoon',
  needs: '거실 가구 배치와 커튼 색을 함께 정하고 싶어요.',
  ...overrides,
});

describeOnPostgres('consultation requests under concurrency', () => {
  it('5 concurrent taps of one request make one request and one staff notice', async () => {
    const staffPhone = uniquePhone();
    await createStaff(t.db, { phone: staffPhone });
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.app.inject({ method: 'POST', url: '/api/v2/consultation', headers: { cookie }, payload: body() })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const rows = await t.db.select().from(consultations).where(eq(consultations.residentIdx, resident.residentIdx));
    expect(rows).toHaveLength(1);
    // Staff notices go to every staff member: this phone also gets other test files' (one shared database).
    const toStaff = (await t.db.select().from(notificationQueue).where(eq(notificationQueue.recipient, staffPhone))).filter(
      (n) => (n.payload as { link?: string } | null)?.link === `/staff/consultations/${rows[0]!.consultationIdx}`,
    );
    expect(toStaff).toHaveLength(1);
  });

  it('5 concurrent requests carrying one survey response attach it once', async () => {
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const { survey, all } = await createHomestylingSurvey(t.db);
    const answered = await t.app.inject({
      method: 'POST',
      url: '/api/v2/consultation/homestyling/survey/answer',
      headers: { cookie },
      payload: { surveyIdx: survey.surveyIdx, answers: completeAnswers(all) },
    });
    const { surveyResponseIdx } = answered.json().data;
    // Different needs each time: only the survey response ties them together.
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/v2/consultation', headers: { cookie }, payload: body({ surveyResponseIdx, needs: `요청 ${i}: 거실 가구 배치를 봐 주세요.` }) }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const rows = await t.db.select().from(consultations).where(eq(consultations.residentIdx, resident.residentIdx));
    expect(rows).toHaveLength(1);
  });
});
