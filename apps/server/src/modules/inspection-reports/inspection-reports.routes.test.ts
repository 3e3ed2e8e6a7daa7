import ExcelJS from '@protobi/exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectionReportLinks, inspectionReports, inspections, notificationQueue } from '../../db/schema';
import { api, complete, type Headers } from '../../../test/factories/inspection-calls';
import { pdfText, zipNames } from '../../../test/factories/inspection-reports';
import { createInspector, createTestInspection, taskBody } from '../../../test/factories/inspections';
import { createSignedInResident } from '../../../test/factories/residents';
import { uploadFile } from '../../../test/factories/uploads';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { itOnPostgres } from '../../../test/on-postgres';

let t: TestContext;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t.close());

const DEFECT = '거실 창 아래 도배지가 들뜨고 이음매가 벌어졌어요';

/**
 * An inspection of a new company for a new resident with a task of each type (the 육안 defect with an annotated
 * photo, a failing level reading), all five types completed and the 총평 saved; `report` also creates version 1.
 */
async function readyInspection(o: { report?: boolean; opinion?: boolean } = {}) {
  const me = await createInspector(t);
  const resident = await createSignedInResident(t.app, t.db, { email: `r${Date.now()}${Math.random().toString(36).slice(2, 6)}@ipju.kr` });
  const row = await createTestInspection(t, me.partner.partnerIdx, { residentIdx: resident.resident.residentIdx, visitDate: '2027-02-03' });
  const id = row.inspectionIdx;
  const detail = (await call('GET', `/inspection/${id}`, me.headers)).json().data;
  const living = detail.spaces.find((s: { name: string }) => s.name === '거실').spaceIdx;
  const bath = detail.spaces.find((s: { name: string }) => s.name === '욕실1').spaceIdx;
  const visual = await call('POST', `/inspection/${id}/visual/tasks`, me.headers, taskBody('visual', living, { description: DEFECT, category: 'wallpaper', severity: 'repair' }));
  expect(visual.statusCode, visual.body).toBe(200);
  const taskIdx = visual.json().data.taskIdx as number;
  const fileKey = await uploadFile(t, me.headers, 'inspection');
  const photo = await call('POST', `/inspection/${id}/photos`, me.headers, {
    clientKey: crypto.randomUUID(),
    fileKey,
    taskIdx,
    annotations: [{ kind: 'circle', x: 0.5, y: 0.5, rx: 0.2, ry: 0.2 }],
  });
  expect(photo.statusCode, photo.body).toBe(200);
  for (const [type, space, extra] of [
    ['level', living, { deviationMm: 9 }],
    ['gradient', bath, {}],
    ['thermal', living, {}],
    ['radon', null, {}],
  ] as const) {
    const res = await call('POST', `/inspection/${id}/${type}/tasks`, me.headers, taskBody(type, space, extra));
    expect(res.statusCode, res.body).toBe(200);
  }
  await complete(t, me.headers, id);
  if (o.opinion !== false) {
    const res = await call('POST', `/inspection/${id}/result`, me.headers, { opinion: '욕실 배수와 도배를 입주 전에 보수받으세요.' });
    expect(res.statusCode, res.body).toBe(200);
  }
  let reportIdx = 0;
  if (o.report !== false) {
    const res = await call('POST', `/inspection/${id}/create/report`, me.headers);
    expect(res.statusCode, res.body).toBe(200);
    reportIdx = res.json().data.reportIdx;
  }
  return { me, resident, id, row, taskIdx, reportIdx, complexName: row.complexName };
}

const messagesTo = (recipient: string) =>
  t.db.select().from(notificationQueue).where(eq(notificationQueue.recipient, recipient));

/** The token of the last link sent to `recipient`, read from the queued message. */
async function tokenSentTo(recipient: string): Promise<{ token: string; reportIdx: number }> {
  const rows = await messagesTo(recipient);
  const link = String((rows.at(-1)!.payload as { link: string }).link);
  const url = new URL(link);
  expect(url.pathname).toBe('/pre-inspection-report');
  return { token: url.searchParams.get('token')!, reportIdx: Number(url.searchParams.get('report')) };
}

async function download(url: string, headers: Headers = {}) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v2${url}`, headers });
  return { res, body: Buffer.from(res.rawPayload) };
}

describe('POST /inspection/{id}/create/report', () => {
  it('freezes a new version each time the records changed, once all five types are completed and the 총평 is saved', async () => {
    const { me, id } = await readyInspection({ report: false });
    const first = await call('POST', `/inspection/${id}/create/report`, me.headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.version).toBe(1);
    await call('POST', `/inspection/${id}/result`, me.headers, { opinion: '욕실 배수를 입주 전에 꼭 보수받으세요.' });
    const second = await call('POST', `/inspection/${id}/create/report`, me.headers);
    expect(second.json().data.version).toBe(2);
    const [row] = await t.db.select().from(inspections).where(eq(inspections.inspectionIdx, id));
    expect(row!.status).toBe('reported');
    expect(row!.latestReportIdx).toBe(second.json().data.reportIdx);
  });

  itOnPostgres('PostgreSQL only: 보고서 만들기 tapped eight times at once makes one version, which the resident gets as 1판', async () => {
    const { me, id } = await readyInspection({ report: false });
    const made = await Promise.all(Array.from({ length: 8 }, () => call('POST', `/inspection/${id}/create/report`, me.headers)));
    expect(made.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(made.map((r) => r.json().data.reportIdx)).size).toBe(1);
    expect(made[0]!.json().data.version).toBe(1);
    expect(await t.db.select().from(inspectionReports).where(eq(inspectionReports.inspectionIdx, id))).toHaveLength(1);
    const sent = await call('POST', `/inspection/${id}/report/send/alimtalk`, me.headers);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.reportIdx).toBe(made[0]!.json().data.reportIdx);
    const pdf = await call('POST', '/inspection/download/report', me.headers, { inspectionId: id });
    expect(decodeURIComponent(String(pdf.headers['content-disposition']))).toMatch(/_v1\.pdf/);
    // Tapped again a while later with the same records: the inspector asked for it, so it is a new version.
    await t.db.update(inspectionReports).set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) }).where(eq(inspectionReports.inspectionIdx, id));
    expect((await call('POST', `/inspection/${id}/create/report`, me.headers)).json().data.version).toBe(2);
  });

  it('is a 409 while a type is 작성 중 or without the 총평, and nothing is made', async () => {
    const me = await createInspector(t);
    const row = await createTestInspection(t, me.partner.partnerIdx);
    await complete(t, me.headers, row.inspectionIdx, ['visual', 'level', 'gradient', 'thermal']);
    const writing = await call('POST', `/inspection/${row.inspectionIdx}/create/report`, me.headers);
    expect(writing.statusCode).toBe(409);
    expect(writing.json().message).toBe('라돈·공기질 점검을 작성 완료로 바꾼 뒤에 보고서를 만들 수 있어요.');
    const noOpinion = await readyInspection({ report: false, opinion: false });
    const res = await call('POST', `/inspection/${noOpinion.id}/create/report`, noOpinion.me.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('총평');
    const pdf = await call('POST', '/inspection/download/report', noOpinion.me.headers, { inspectionId: noOpinion.id });
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json().message).toBe('아직 만든 보고서가 없어요. 먼저 보고서를 만들어 주세요.');
  });

  it('is 401 signed out, 403 for a resident, 404 for another inspection company, 400 for a bad id', async () => {
    const { id, resident } = await readyInspection({ report: false });
    const other = await createInspector(t);
    expect((await call('POST', `/inspection/${id}/create/report`)).statusCode).toBe(401);
    expect((await call('POST', `/inspection/${id}/create/report`, { cookie: resident.cookie })).statusCode).toBe(403);
    const foreign = await call('POST', `/inspection/${id}/create/report`, other.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('점검을 찾을 수 없어요.');
    const bad = await call('POST', '/inspection/0/create/report', other.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('점검 번호');
  });
});

describe('inspector downloads', () => {
  it('gives the PDF with the Korean findings and the complex name, the Excel with one row per finding, and the photo zip', async () => {
    const { me, id, complexName } = await readyInspection();
    const pdf = await t.app.inject({ method: 'POST', url: '/api/v2/inspection/download/report', headers: me.headers, payload: { inspectionId: id } });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(decodeURIComponent(String(pdf.headers['content-disposition']))).toContain('사전점검보고서_');
    const text = (await pdfText(Buffer.from(pdf.rawPayload))).text.replace(/\s+/g, '');
    expect(text).toContain(complexName.replace(/\s+/g, ''));
    expect(text).toContain(DEFECT.replace(/\s+/g, ''));
    expect(text).toContain('바닥수평');

    const excel = await download(`/inspection/${id}/download/excel`, me.headers);
    expect(excel.res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(excel.body as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('하자 목록')!;
    const rows = sheet.getRows(2, sheet.actualRowCount - 1)!.map((r) => (r.values as unknown[]).slice(1) as string[]);
    // The 육안 defect and the level reading over its tolerance; the other readings pass.
    expect(rows.map((r) => r[3])).toContain('도배');
    expect(rows.find((r) => r[3] === '도배')![4]).toContain(DEFECT);
    expect(rows.every((r, i) => r[0] === String(i + 1))).toBe(true);

    const zip = await download(`/inspection/${id}/download/images`, me.headers);
    expect(zip.res.statusCode).toBe(200);
    expect(await zipNames(zip.body)).toEqual(['거실/01_도배_거실_창_아래.jpg']);
  });

  it('is 400 for a bad body, 401 signed out, 404 for another company', async () => {
    const { id } = await readyInspection();
    const other = await createInspector(t);
    expect((await call('POST', '/inspection/download/report', other.headers, { inspectionId: 'x' })).statusCode).toBe(400);
    expect((await call('POST', '/inspection/download/report', {}, { inspectionId: id })).statusCode).toBe(401);
    expect((await call('POST', '/inspection/download/report', other.headers, { inspectionId: id })).statusCode).toBe(404);
    expect((await call('GET', `/inspection/${id}/download/excel`, other.headers)).statusCode).toBe(404);
    expect((await call('GET', `/inspection/${id}/download/images`, other.headers)).statusCode).toBe(404);
    expect((await call('GET', `/inspection/${id}/download/images`)).statusCode).toBe(401);
  });
});

describe('sending the report', () => {
  it("texts the resident a link with a token that opens the report, and a resend within minutes sends nothing new", async () => {
    const { me, id, resident, reportIdx } = await readyInspection();
    const res = await call('POST', `/inspection/${id}/report/send/sms`, me.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.sent).toEqual([{ name: resident.resident.name, to: resident.resident.phone, channel: 'sms', duplicate: false }]);
    const { token, reportIdx: linked } = await tokenSentTo(resident.resident.phone!);
    expect(linked).toBe(reportIdx);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await t.db.select().from(inspectionReportLinks).where(eq(inspectionReportLinks.reportIdx, reportIdx));
    expect(stored!.tokenHash).not.toContain(token);
    const again = await call('POST', `/inspection/${id}/report/send/sms`, me.headers);
    expect(again.json().data.sent[0].duplicate).toBe(true);
    expect(await messagesTo(resident.resident.phone!)).toHaveLength(1);
    const [row] = await t.db.select().from(inspections).where(eq(inspections.inspectionIdx, id));
    expect(row!.status).toBe('sent');

    const view = await call('GET', `/inspection-reports/${reportIdx}?token=${token}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().data.scope).toBe('resident');
  });

  it('sends read-only links to up to five others by e-mail or text, naming a missing address', async () => {
    const { me, id, reportIdx } = await readyInspection();
    const email = `as${Date.now()}@builder.co.kr`;
    const res = await call('POST', `/inspection/${id}/report/send/email/others`, me.headers, {
      recipients: [{ name: '시공사 AS센터', email }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { token } = await tokenSentTo(email);
    const view = await call('GET', `/inspection-reports/${reportIdx}?token=${token}`);
    expect(view.json().data.scope).toBe('viewer');
    const [message] = await messagesTo(email);
    expect(message!.channel).toBe('email');
    expect(message!.body).toContain('사전점검 보고서');

    const noPhone = await call('POST', `/inspection/${id}/report/send/alimtalk/others`, me.headers, { recipients: [{ name: '가족', email }] });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().details[0].field).toBe('recipients.0.phone');
    const six = await call('POST', `/inspection/${id}/report/send/sms/others`, me.headers, {
      recipients: Array.from({ length: 6 }, (_, i) => ({ name: `가족${i}`, phone: `0109999${String(1000 + i)}` })),
    });
    expect(six.statusCode).toBe(400);
    expect(six.json().message).toContain('5명');
    const badType = await call('POST', `/inspection/${id}/report/send/fax`, me.headers);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toContain('sendType');
  });

  it('is 401 signed out, 403 for a resident, 404 for another company, and 409 before a report exists', async () => {
    const { id, resident } = await readyInspection();
    const other = await createInspector(t);
    expect((await call('POST', `/inspection/${id}/report/send/sms`)).statusCode).toBe(401);
    expect((await call('POST', `/inspection/${id}/report/send/sms`, { cookie: resident.cookie })).statusCode).toBe(403);
    expect((await call('POST', `/inspection/${id}/report/send/sms`, other.headers)).statusCode).toBe(404);
    const fresh = await readyInspection({ report: false });
    expect((await call('POST', `/inspection/${fresh.id}/report/send/sms`, fresh.me.headers)).statusCode).toBe(409);
    expect(await messagesTo(fresh.resident.resident.phone!)).toHaveLength(0);
  });

  itOnPostgres('PostgreSQL only: two sends at once to the resident send one message', async () => {
    const { me, id, resident } = await readyInspection();
    const results = await Promise.all([0, 1].map(() => call('POST', `/inspection/${id}/report/send/alimtalk`, me.headers)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results.map((r) => r.json().data.sent[0].duplicate).sort()).toEqual([false, true]);
    expect(await messagesTo(resident.resident.phone!)).toHaveLength(1);
  });
});

describe('GET /inspection/{id}/report/sends', () => {
  it('lists every send of every version, newest first, with the address masked', async () => {
    const { me, id, resident } = await readyInspection();
    await call('POST', `/inspection/${id}/report/send/sms`, me.headers);
    const email = `as.team${Date.now()}@builder.co.kr`;
    await call('POST', `/inspection/${id}/report/send/email/others`, me.headers, { recipients: [{ name: '시공사 AS센터', email }] });
    // A duplicate within minutes sends nothing, so it is not in the history either.
    await call('POST', `/inspection/${id}/report/send/sms`, me.headers);
    const res = await call('GET', `/inspection/${id}/report/sends`, me.headers);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().data.items as { name: string; to: string; channelLabel: string; scopeLabel: string; version: number; sentAt: string }[];
    expect(items.map((i) => [i.name, i.channelLabel, i.scopeLabel, i.version])).toEqual([
      ['시공사 AS센터', '이메일', '보기만', 1],
      [resident.resident.name, '문자', '고객', 1],
    ]);
    const phone = resident.resident.phone!;
    expect(items[1]!.to).toBe(`${phone.slice(0, 3)}-****-${phone.slice(-4)}`);
    expect(items[0]!.to).toMatch(/^as\*+@builder\.co\.kr$/);
    expect(JSON.stringify(items)).not.toContain(email);
    expect(Date.parse(items[0]!.sentAt)).toBeGreaterThanOrEqual(Date.parse(items[1]!.sentAt));
  });

  it('is empty before anything is sent, 404 for another company, 403 for a resident, 401 signed out', async () => {
    const { me, id, resident } = await readyInspection();
    expect((await call('GET', `/inspection/${id}/report/sends`, me.headers)).json().data.items).toEqual([]);
    await call('POST', `/inspection/${id}/report/send/sms`, me.headers);
    const other = await createInspector(t);
    const res = await call('GET', `/inspection/${id}/report/sends`, other.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('점검을 찾을 수 없어요.');
    expect((await call('GET', `/inspection/${id}/report/sends`, { cookie: resident.cookie })).statusCode).toBe(403);
    expect((await call('GET', `/inspection/${id}/report/sends`)).statusCode).toBe(401);
  });

  it('costs the same few queries for 1 send as for 6', async () => {
    const one = await readyInspection();
    await call('POST', `/inspection/${one.id}/report/send/sms`, one.me.headers);
    const six = await readyInspection();
    await call('POST', `/inspection/${six.id}/report/send/sms`, six.me.headers);
    const phones = Array.from({ length: 5 }, (_, i) => `0108${String(Date.now()).slice(-3)}${String(1000 + i)}`);
    await call('POST', `/inspection/${six.id}/report/send/sms/others`, six.me.headers, {
      recipients: phones.map((phone, i) => ({ name: `가족${i}`, phone })),
    });
    expect((await call('GET', `/inspection/${six.id}/report/sends`, six.me.headers)).json().data.items).toHaveLength(6);
    // The messages just queued are delivered in the background: wait for that, so only the request is counted.
    await delivered([one.resident.resident.phone!, six.resident.resident.phone!, ...phones]);
    const small = await t.queries.count(() => call('GET', `/inspection/${one.id}/report/sends`, one.me.headers));
    const large = await t.queries.count(() => call('GET', `/inspection/${six.id}/report/sends`, six.me.headers));
    expect(large.queries, large.statements.join('\n')).toBe(small.queries);
    expect(small.queries).toBeLessThanOrEqual(3);
  });
});

/** Waits until every message queued for `recipients` has left the queue (sent or failed). */
async function delivered(recipients: string[]) {
  for (let i = 0; i < 100; i++) {
    const rows = (await Promise.all(recipients.map(messagesTo))).flat();
    if (rows.every((r) => r.status !== 'pending')) return new Promise((done) => setTimeout(done, 50));
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error('messages still pending after 5 s');
}

describe('GET /inspection-reports/{reportId} and its downloads', () => {
  it('opens for the resident by cookie and the company, and is a 404 for anyone else or a token of another report', async () => {
    const a = await readyInspection();
    const b = await readyInspection();
    await call('POST', `/inspection/${b.id}/report/send/sms`, b.me.headers);
    const { token: tokenOfB } = await tokenSentTo(b.resident.resident.phone!);
    const mine = await call('GET', `/inspection-reports/${a.reportIdx}`, { cookie: a.resident.cookie });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toMatchObject({ scope: 'resident', latestReportIdx: a.reportIdx });
    expect(mine.json().data.document.spaces.find((s: { name: string }) => s.name === '거실').findings[0].description).toContain(DEFECT);
    expect((await call('GET', `/inspection-reports/${a.reportIdx}`, a.me.headers)).json().data.scope).toBe('inspector');
    for (const headers of [{ cookie: b.resident.cookie }, b.me.headers, {}] as Headers[]) {
      const res = await call('GET', `/inspection-reports/${a.reportIdx}`, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('보고서를 찾을 수 없어요.');
    }
    expect((await call('GET', `/inspection-reports/${a.reportIdx}?token=${tokenOfB}`)).statusCode).toBe(404);
    for (const kind of ['pdf', 'excel', 'images', 'repair-pack']) {
      expect((await call('GET', `/inspection-reports/${a.reportIdx}/${kind}?token=${tokenOfB}`)).statusCode).toBe(404);
      expect((await call('GET', `/inspection-reports/${a.reportIdx}/${kind}`, { cookie: b.resident.cookie })).statusCode).toBe(404);
    }
    expect((await call('GET', `/inspection-reports/${a.reportIdx}?token=short`)).statusCode).toBe(400);
    expect((await call('GET', '/inspection-reports/abc')).statusCode).toBe(400);
  });

  it('gives the resident every download through the link, the 하자보수 pack by trade with a README', async () => {
    const { me, id, resident, reportIdx } = await readyInspection();
    await call('POST', `/inspection/${id}/report/send/alimtalk`, me.headers);
    const { token } = await tokenSentTo(resident.resident.phone!);
    const pdf = await download(`/inspection-reports/${reportIdx}/pdf?token=${token}`);
    expect(pdf.res.statusCode).toBe(200);
    expect((await pdfText(pdf.body)).text.replace(/\s+/g, '')).toContain(DEFECT.replace(/\s+/g, ''));
    const pack = await download(`/inspection-reports/${reportIdx}/repair-pack?token=${token}`);
    expect(pack.res.statusCode).toBe(200);
    const names = await zipNames(pack.body);
    expect(names).toContain('읽어 주세요.txt');
    expect(names).toContain('도배/하자목록_도배.xlsx');
    expect(names).toContain('도배/사진/거실/01_도배_거실_창_아래.jpg');
    expect((await download(`/inspection-reports/${reportIdx}/images`, { cookie: resident.cookie })).res.statusCode).toBe(200);
    expect((await download(`/inspection-reports/${reportIdx}/excel`, { cookie: resident.cookie })).res.statusCode).toBe(200);
  });
});

describe('PATCH /inspection-reports/{reportId}/repairs/{taskIdx}', () => {
  it('lets the resident tick a finding off with dates, through their link or signed in, and the Excel shows it', async () => {
    const { me, id, reportIdx, taskIdx, resident } = await readyInspection();
    await call('POST', `/inspection/${id}/report/send/sms`, me.headers);
    const { token } = await tokenSentTo(resident.resident.phone!);
    const requested = await call('PATCH', `/inspection-reports/${reportIdx}/repairs/${taskIdx}`, {}, { token, status: 'requested', requestedAt: '2027-02-10' });
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json().data.repairs[String(taskIdx)]).toEqual({ status: 'requested', requestedAt: '2027-02-10', fixedAt: null });
    const fixed = await call('PATCH', `/inspection-reports/${reportIdx}/repairs/${taskIdx}`, { cookie: resident.cookie }, { status: 'fixed', requestedAt: '2027-02-10', fixedAt: '2027-02-20' });
    expect(fixed.json().data.repairs[String(taskIdx)]).toEqual({ status: 'fixed', requestedAt: '2027-02-10', fixedAt: '2027-02-20' });
    const excel = await download(`/inspection-reports/${reportIdx}/excel`, { cookie: resident.cookie });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(excel.body as unknown as ArrayBuffer);
    expect((book.getWorksheet('하자 목록')!.getRow(2).values as unknown[]).slice(1)[10]).toBe('보수 완료 (2027-02-20)');
  });

  it('is a 404 through a read-only link, for another resident, signed out or for a task not in the report; 400 for bad input', async () => {
    const { me, id, reportIdx, taskIdx, resident } = await readyInspection();
    const other = await createSignedInResident(t.app, t.db);
    const viewerPhone = `010${String(Date.now()).slice(-8)}`;
    await call('POST', `/inspection/${id}/report/send/sms/others`, me.headers, { recipients: [{ name: '가족', phone: viewerPhone }] });
    const { token } = await tokenSentTo(viewerPhone);
    const body = { status: 'fixed' };
    expect((await call('PATCH', `/inspection-reports/${reportIdx}/repairs/${taskIdx}`, {}, { ...body, token })).statusCode).toBe(404);
    expect((await call('PATCH', `/inspection-reports/${reportIdx}/repairs/${taskIdx}`, { cookie: other.cookie }, body)).statusCode).toBe(404);
    expect((await call('PATCH', `/inspection-reports/${reportIdx}/repairs/${taskIdx}`, {}, body)).statusCode).toBe(404);
    expect((await call('PATCH', `/inspection-reports/${reportIdx}/repairs/99999999`, { cookie: resident.cookie }, body)).statusCode).toBe(404);
    const bad = await call('PATCH', `/inspection-reports/${reportIdx}/repairs/${taskIdx}`, { cookie: resident.cookie }, { status: 'done' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('보수 상태');
    const backwards = await call('PATCH', `/inspection-reports/${reportIdx}/repairs/${taskIdx}`, { cookie: resident.cookie }, { status: 'fixed', requestedAt: '2027-03-01', fixedAt: '2027-02-01' });
    expect(backwards.statusCode).toBe(400);
    const view = await call('GET', `/inspection-reports/${reportIdx}`, { cookie: resident.cookie });
    expect(view.json().data.repairs).toEqual({});
  });
});

describe('GET /residents/inspections', () => {
  it("lists the resident's own inspections with the report to open; 401 signed out, 403 for an inspector", async () => {
    const { resident, id, reportIdx, me } = await readyInspection();
    const res = await call('GET', '/residents/inspections', { cookie: resident.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.inspections).toEqual([
      expect.objectContaining({ inspectionIdx: id, status: 'reported', statusLabel: '보고서 작성', reportIdx, reportPath: `/pre-inspection-report?report=${reportIdx}` }),
    ]);
    expect((await call('GET', '/residents/inspections')).statusCode).toBe(401);
    expect((await call('GET', '/residents/inspections', me.headers)).statusCode).toBe(403);
  });

  it('costs the same queries for five inspections as for one', async () => {
    const me = await createInspector(t);
    const few = await createSignedInResident(t.app, t.db);
    const many = await createSignedInResident(t.app, t.db);
    await createTestInspection(t, me.partner.partnerIdx, { residentIdx: few.resident.residentIdx });
    for (let i = 0; i < 5; i++) await createTestInspection(t, me.partner.partnerIdx, { residentIdx: many.resident.residentIdx });
    const one = await t.queries.count(() => call('GET', '/residents/inspections', { cookie: few.cookie }));
    const five = await t.queries.count(() => call('GET', '/residents/inspections', { cookie: many.cookie }));
    expect((five.result as Awaited<ReturnType<typeof call>>).json().data.inspections).toHaveLength(5);
    expect(five.queries).toBe(one.queries);
    expect(five.queries).toBeLessThanOrEqual(3);
  });
});

describe('GET /inspection-reports/sample', () => {
  it('builds the sample inspection report for anyone, and its PDF downloads signed out', async () => {
    const { id } = await readyInspection({ report: false });
    await t.db.update(inspections).set({ isSample: true }).where(eq(inspections.inspectionIdx, id));
    const res = await call('GET', '/inspection-reports/sample');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.scope).toBe('public');
    expect(data.document.isSample).toBe(true);
    const again = await call('GET', '/inspection-reports/sample');
    expect(again.json().data.document.reportIdx).toBe(data.document.reportIdx);
    expect((await download(`/inspection-reports/${data.document.reportIdx}/pdf`)).res.statusCode).toBe(200);
  });
});
