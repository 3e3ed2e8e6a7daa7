import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionReads, questions } from '../../db/schema';
import { createCategory, createItem } from '../../../test/factories/catalog';
import { createSignedInPartner } from '../../../test/factories/partners';
import { createAnswerRow, createQuestion, uploadedQuestionImage } from '../../../test/factories/questions';
import { createSignedInResident } from '../../../test/factories/residents';
import { createSignedInStaff } from '../../../test/factories/staff';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, auth?: { cookie?: string; headers?: Record<string, string> }, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v2${url}`,
    payload,
    headers: { ...(auth?.cookie ? { cookie: auth.cookie } : {}), ...auth?.headers },
  });

const questionRow = async (questionIdx: number) => (await t.db.select().from(questions).where(eq(questions.questionIdx, questionIdx)))[0]!;
const questionsOf = (residentIdx: number) => t.db.select().from(questions).where(eq(questions.residentIdx, residentIdx));

const BODY = '다음 달 입주인데 줄눈이랑 입주청소 중에 뭘 먼저 해야 하나요? 업체마다 말이 달라요.';

describe('POST /question', () => {
  it('stores the question as typed (trimmed) with its service and photos, and returns it', async () => {
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const category = await createCategory(t.db, { label: '줄눈' });
    const photo = await uploadedQuestionImage(t.db, resident.residentIdx);
    const res = await call('POST', '/question', { cookie }, {
      title: '  줄눈 먼저? 청소 먼저?  ',
      body: `  ${BODY}\n<b>굵게</b>  `,
      questionType: 'schedule',
      item: category.code,
      photos: [photo],
    });
    expect(res.statusCode).toBe(200);
    const q = res.json().data;
    expect(q).toMatchObject({
      title: '줄눈 먼저? 청소 먼저?',
      body: `${BODY}\n<b>굵게</b>`,
      questionType: 'schedule',
      questionTypeLabel: '일정·순서',
      categoryCode: category.code,
      serviceName: '줄눈',
      readCount: 0,
      likeCount: 0,
      answerCount: 0,
      likedByMe: false,
      isMine: true,
      canEdit: true,
      editBlockedReason: null,
      status: 'visible',
      statusLabel: '게시 중',
      answers: [],
    });
    expect(q.photos).toEqual([{ key: photo, url: expect.stringContaining(photo) }]);
    expect(await questionsOf(resident.residentIdx)).toHaveLength(1);
  });

  it('takes a general question without a service or photos', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const res = await call('POST', '/question', { cookie }, { title: '입주 준비 순서', body: BODY, questionType: 'etc' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ categoryCode: null, serviceName: null, photos: [], questionTypeLabel: '기타' });
  });

  it('refuses bad input with 400 naming the field in Korean, and writes nothing', async () => {
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const other = await createSignedInResident(t.app, t.db);
    const othersPhoto = await uploadedQuestionImage(t.db, other.resident.residentIdx);
    const pdf = await uploadedQuestionImage(t.db, resident.residentIdx, { mimeType: 'application/pdf', key: `question/doc${Date.now()}.pdf` });
    const notUploaded = await uploadedQuestionImage(t.db, resident.residentIdx, { uploadedAt: null });
    const ok = { title: '줄눈 문의', body: BODY, questionType: 'estimate' };
    const cases: Array<[object, string, string]> = [
      [{ ...ok, title: '가' }, 'title', '제목은 2자 이상 적어 주세요.'],
      [{ ...ok, title: '가'.repeat(61) }, 'title', '제목은 60자 이하로 적어 주세요.'],
      [{ ...ok, title: '   ' }, 'title', '제목은 2자 이상 적어 주세요.'],
      [{ ...ok, body: '짧아요' }, 'body', '내용은 10자 이상 적어 주세요.'],
      [{ ...ok, body: '가'.repeat(2001) }, 'body', '내용은 2000자 이하로 적어 주세요.'],
      [{ ...ok, questionType: 'price' }, 'questionType', '질문 유형(questionType)은 estimate, schedule, construction, defect, product, etc 중 하나여야 해요.'],
      [{ title: '줄눈 문의', body: BODY }, 'questionType', '질문 유형(questionType)은 estimate, schedule, construction, defect, product, etc 중 하나여야 해요.'],
      [{ ...ok, item: 'nosuchservice' }, 'item', "서비스(item) 'nosuchservice'를 찾을 수 없어요. tljoint처럼 서비스 코드를 확인해 주세요."],
      [{ ...ok, photos: Array.from({ length: 6 }, (_, i) => `question/k${i}.jpg`) }, 'photos', '사진은 5장까지 올릴 수 있어요.'],
      [{ ...ok, photos: [othersPhoto] }, 'photos', '올린 사진을 찾을 수 없어요 (1장). 사진을 다시 골라 올려 주세요.'],
      [{ ...ok, photos: [pdf] }, 'photos', '올린 사진을 찾을 수 없어요 (1장). 사진을 다시 골라 올려 주세요.'],
      [{ ...ok, photos: [notUploaded] }, 'photos', '올린 사진을 찾을 수 없어요 (1장). 사진을 다시 골라 올려 주세요.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call('POST', '/question', { cookie }, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().details[0].field).toBe(field);
    }
    expect(await questionsOf(resident.residentIdx)).toHaveLength(0);
  });

  it('refuses a title of only zero-width characters as empty (400 naming title), storing nothing', async () => {
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    for (const title of ['\u200B\u200B\u200B\u200B', '\u200B\u200C\u200D\u2060\uFEFF\u00AD', ' \u200B \u202E\u200B ']) {
      const res = await call('POST', '/question', { cookie }, { title, body: BODY, questionType: 'etc' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('제목은 2자 이상 적어 주세요.');
      expect(res.json().details).toEqual([{ field: 'title', message: '제목은 2자 이상 적어 주세요.' }]);
    }
    expect(await questionsOf(resident.residentIdx)).toHaveLength(0);
  });

  it('stores text without bidi controls and zero-width characters, keeping emoji sequences whole', async () => {
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
    const res = await call('POST', '/question', { cookie }, {
      title: `\u202E연락처\u202C 010-\u200B1234-5678 ${family}`,
      body: `\u2066${BODY}\u2069`,
      questionType: 'etc',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: `연락처 010-1234-5678 ${family}`, body: BODY });
    const [stored] = await questionsOf(resident.residentIdx);
    expect(stored).toMatchObject({ title: `연락처 010-1234-5678 ${family}`, body: BODY });
  });

  it('needs a signed-in resident', async () => {
    expect((await call('POST', '/question', {}, { title: '제목이에요', body: BODY, questionType: 'etc' })).statusCode).toBe(401);
    const partner = await createSignedInPartner(t.app, t.db);
    const res = await call('POST', '/question', { headers: partner.headers }, { title: '제목이에요', body: BODY, questionType: 'etc' });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /question', () => {
  it('filters by type and service, sorts four ways, pages with a total, and shows the list row', async () => {
    const category = await createCategory(t.db, { label: '탄성코트' });
    const item = category.code;
    const a = await createQuestion(t.db, { categoryCode: item, questionType: 'estimate', body: `  탄성코트   냄새가\n\n얼마나 가나요? ${'아주 '.repeat(40)}끝`, likeCount: 0 });
    const b = await createQuestion(t.db, { categoryCode: item, questionType: 'defect', readCount: 9 });
    const c = await createQuestion(t.db, { categoryCode: item, questionType: 'estimate', readCount: 3 });
    const hidden = await createQuestion(t.db, { categoryCode: item, status: 'hidden' });
    await createQuestion(t.db, { categoryCode: item, status: 'deleted' });
    const partner = await createSignedInPartner(t.app, t.db);
    const staff = await createSignedInStaff(t.app, t.db);
    await createAnswerRow(t.db, c, { staffIdx: staff.staff.staffIdx });
    await createAnswerRow(t.db, c, { partnerIdx: partner.partner.partnerIdx });
    await createAnswerRow(t.db, b, { staffIdx: staff.staff.staffIdx });
    const liker = await createSignedInResident(t.app, t.db);
    const other = await createSignedInResident(t.app, t.db);
    for (const [who, q] of [[liker, b], [other, b], [liker, a]] as const) {
      expect((await call('POST', `/question/${q.questionIdx}/like`, { cookie: who.cookie })).statusCode).toBe(200);
    }

    const ids = async (query: string, cookie?: string) => {
      const res = await call('GET', `/question?item=${item}${query}`, { cookie });
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };
    expect((await ids('')).questions.map((q: { questionIdx: number }) => q.questionIdx)).toEqual([c.questionIdx, b.questionIdx, a.questionIdx]);
    expect((await ids('')).total).toBe(3);
    expect((await ids('&sort=popular')).questions.map((q: { questionIdx: number }) => q.questionIdx)).toEqual([b.questionIdx, a.questionIdx, c.questionIdx]);
    expect((await ids('&sort=views')).questions.map((q: { questionIdx: number }) => q.questionIdx)).toEqual([b.questionIdx, c.questionIdx, a.questionIdx]);
    expect((await ids('&sort=answered')).questions.map((q: { questionIdx: number }) => q.questionIdx)).toEqual([c.questionIdx, b.questionIdx, a.questionIdx]);
    expect((await ids('&questionType=estimate')).questions.map((q: { questionIdx: number }) => q.questionIdx)).toEqual([c.questionIdx, a.questionIdx]);
    const page2 = await ids('&limit=2&page=2');
    expect(page2).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(page2.questions.map((q: { questionIdx: number }) => q.questionIdx)).toEqual([a.questionIdx]);
    expect((await ids('')).questions.some((q: { questionIdx: number }) => q.questionIdx === hidden.questionIdx)).toBe(false);

    const rows = (await ids('', liker.cookie)).questions as Array<Record<string, unknown>>;
    const rowA = rows.find((r) => r.questionIdx === a.questionIdx)!;
    expect(rowA).toMatchObject({ serviceName: '탄성코트', questionTypeLabel: '견적·가격', likeCount: 1, likedByMe: true, answerCount: 0, partnerAnswered: false, thumbnailUrl: null, photoCount: 0 });
    expect(rowA.excerpt).toMatch(/^탄성코트 냄새가 얼마나 가나요\? 아주/);
    expect((rowA.excerpt as string).length).toBeLessThanOrEqual(90);
    expect((rowA.excerpt as string).endsWith('…')).toBe(true);
    expect(rows.find((r) => r.questionIdx === c.questionIdx)).toMatchObject({ answerCount: 2, partnerAnswered: true, likedByMe: false });
    expect(rows.find((r) => r.questionIdx === b.questionIdx)).toMatchObject({ answerCount: 1, partnerAnswered: false, likeCount: 2, likedByMe: true });
    const anonymous = (await ids('')).questions as Array<Record<string, unknown>>;
    expect(anonymous.every((r) => r.likedByMe === false)).toBe(true);
  });

  it('400s on an unknown service, type, sort or page size', async () => {
    const cases: Array<[string, string, string]> = [
      ['item=nosuch', 'item', "서비스(item) 'nosuch'를 찾을 수 없어요. tljoint처럼 서비스 코드를 확인해 주세요."],
      ['questionType=price', 'questionType', '질문 유형(questionType)은 estimate, schedule, construction, defect, product, etc 중 하나여야 해요.'],
      ['sort=best', 'sort', '정렬 방식(sort)은 latest, popular, views, answered 중 하나여야 해요.'],
      ['limit=51', 'limit', '개수는 50 이하여야 해요.'],
      ['page=0', 'page', '페이지는 1 이상이어야 해요.'],
    ];
    for (const [query, field, message] of cases) {
      const res = await call('GET', `/question?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ message, details: [{ field }] });
    }
  });
});

describe('GET /question/me', () => {
  it('lists mine in every status but deleted, with status labels', async () => {
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const r = resident.residentIdx;
    const visible = await createQuestion(t.db, { residentIdx: r });
    const hidden = await createQuestion(t.db, { residentIdx: r, status: 'hidden' });
    const removed = await createQuestion(t.db, { residentIdx: r, status: 'removed' });
    await createQuestion(t.db, { residentIdx: r, status: 'deleted' });
    await createQuestion(t.db);
    const res = await call('GET', '/question/me', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(3);
    expect(res.json().data.questions.map((q: Record<string, unknown>) => [q.questionIdx, q.status, q.statusLabel])).toEqual([
      [removed.questionIdx, 'removed', '운영 정책에 따라 삭제됨'],
      [hidden.questionIdx, 'hidden', '신고로 가려짐 (검토 중)'],
      [visible.questionIdx, 'visible', '게시 중'],
    ]);
    expect((await call('GET', '/question/me')).statusCode).toBe(401);
  });
});

describe('GET /question/:questionIdx', () => {
  it('shows the question with its visible answers: the company with up to 3 services, or 입주 매니저', async () => {
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const category = await createCategory(t.db, { label: '중문' });
    const elsewhere = await createCategory(t.db, { label: '조명' });
    const partner = await createSignedInPartner(t.app, t.db);
    const p = partner.partner.partnerIdx;
    const off = await createItem(t.db, { category: elsewhere, partnerIdx: p, name: '조명 설치' });
    const main = await createItem(t.db, { category, partnerIdx: p, name: '3연동 중문' });
    await createItem(t.db, { category: elsewhere, partnerIdx: p, name: '간접 조명' });
    await createItem(t.db, { category: elsewhere, partnerIdx: p, name: '4번째 조명' });
    await createItem(t.db, { category, partnerIdx: p, name: '판매 중지 중문', isActive: false });
    const staff = await createSignedInStaff(t.app, t.db);
    const q = await createQuestion(t.db, { residentIdx: resident.residentIdx, categoryCode: category.code });
    const byStaff = await createAnswerRow(t.db, q, { staffIdx: staff.staff.staffIdx }, { body: '입주 매니저가 안내해 드려요. 중문은 실측이 먼저예요.' });
    const byPartner = await createAnswerRow(t.db, q, { partnerIdx: p });
    await createAnswerRow(t.db, q, { staffIdx: staff.staff.staffIdx }, { status: 'hidden' });

    const res = await call('GET', `/question/${q.questionIdx}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ questionIdx: q.questionIdx, serviceName: '중문', isMine: false, canEdit: false, editBlockedReason: null, answerCount: 2 });
    expect(data.answers).toHaveLength(2);
    expect(data.answers[0]).toMatchObject({ answerIdx: byStaff.answerIdx, authorRole: 'staff', authorName: '입주 매니저', company: null, likeCount: 0, likedByMe: false });
    expect(data.answers[1]).toMatchObject({
      answerIdx: byPartner.answerIdx,
      authorRole: 'partner',
      authorName: partner.partner.companyName,
      company: { partnerIdx: p, companyName: partner.partner.companyName, logoUrl: partner.partner.logoUrl },
    });
    const services = data.answers[1].company.services as Array<{ itemIdx: number; name: string; link: string }>;
    expect(services).toHaveLength(3);
    expect(services[0]).toMatchObject({ itemIdx: main.item.itemIdx, name: '3연동 중문', categoryCode: category.code, link: `/business/${category.code}?item=${main.item.itemIdx}` });
    expect(services.map((s) => s.name)).not.toContain('판매 중지 중문');
    expect(services.map((s) => s.itemIdx)).toContain(off.item.itemIdx);

    const mine = (await call('GET', `/question/${q.questionIdx}`, { cookie })).json().data;
    expect(mine).toMatchObject({ isMine: true, canEdit: false, editBlockedReason: '답변이 달린 질문은 고칠 수 없어요.' });
  });

  it('shows a hidden or removed question to its author only; others and deleted ones get 404', async () => {
    const author = await createSignedInResident(t.app, t.db);
    const other = await createSignedInResident(t.app, t.db);
    const hidden = await createQuestion(t.db, { residentIdx: author.resident.residentIdx, status: 'hidden' });
    const deleted = await createQuestion(t.db, { residentIdx: author.resident.residentIdx, status: 'deleted' });
    const own = await call('GET', `/question/${hidden.questionIdx}`, { cookie: author.cookie });
    expect(own.json().data).toMatchObject({ status: 'hidden', statusLabel: '신고로 가려짐 (검토 중)', canEdit: false, editBlockedReason: '신고로 가려진 질문은 운영팀 검토가 끝난 뒤에 고칠 수 있어요.' });
    for (const [idx, cookie] of [[hidden.questionIdx, other.cookie], [hidden.questionIdx, undefined], [deleted.questionIdx, author.cookie], [999_999_999, undefined]] as const) {
      const res = await call('GET', `/question/${idx}`, { cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('질문을 찾을 수 없어요. 삭제되었거나 신고로 가려진 질문이에요.');
    }
    expect((await call('GET', '/question/abc')).json().message).toBe('질문 번호를 숫자로 입력해 주세요.');
  });
});

describe('PATCH /question/:questionIdx', () => {
  it('lets the author edit only what is sent; clearing the service makes it general', async () => {
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const category = await createCategory(t.db);
    const q = await createQuestion(t.db, { residentIdx: resident.residentIdx, categoryCode: category.code });
    const photo = await uploadedQuestionImage(t.db, resident.residentIdx);
    const res = await call('PATCH', `/question/${q.questionIdx}`, { cookie }, { title: '고친 제목이에요', photos: [photo] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: '고친 제목이에요', body: q.body, categoryCode: category.code, photos: [{ key: photo }] });
    expect(res.json().data.editedAt).not.toBeNull();
    const general = await call('PATCH', `/question/${q.questionIdx}`, { cookie }, { item: null, questionType: 'product' });
    expect(general.json().data).toMatchObject({ categoryCode: null, serviceName: null, questionType: 'product', title: '고친 제목이에요' });
  });

  it("answers another person's question as a missing one (404) and changes nothing", async () => {
    const q = await createQuestion(t.db);
    const { cookie } = await createSignedInResident(t.app, t.db);
    const res = await call('PATCH', `/question/${q.questionIdx}`, { cookie }, { title: '남의 질문 고치기' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('질문을 찾을 수 없어요. 삭제되었거나 신고로 가려진 질문이에요.');
    expect((await questionRow(q.questionIdx)).title).toBe(q.title);
  });

  it('409s once answered, and 400s on bad fields or an empty body, changing nothing', async () => {
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const q = await createQuestion(t.db, { residentIdx: resident.residentIdx });
    for (const [payload, field, message] of [
      [{}, 'body', '고칠 내용을 보내 주세요.'],
      [{ title: 'x' }, 'title', '제목은 2자 이상 적어 주세요.'],
      [{ item: 'nosuch' }, 'item', "서비스(item) 'nosuch'를 찾을 수 없어요. tljoint처럼 서비스 코드를 확인해 주세요."],
      [{ photos: ['question/not-mine.jpg'] }, 'photos', '올린 사진을 찾을 수 없어요 (1장). 사진을 다시 골라 올려 주세요.'],
    ] as const) {
      const res = await call('PATCH', `/question/${q.questionIdx}`, { cookie }, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
      if (field !== 'body') expect(res.json().details[0].field).toBe(field);
    }
    const staff = await createSignedInStaff(t.app, t.db);
    expect((await call('POST', `/question/${q.questionIdx}/answer`, { headers: staff.headers }, { body: '입주 매니저가 답변드려요. 먼저 확인해 보세요.' })).statusCode).toBe(200);
    const res = await call('PATCH', `/question/${q.questionIdx}`, { cookie }, { title: '답변 뒤에 고치기' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('답변이 달린 질문은 고칠 수 없어요.');
    const row = await questionRow(q.questionIdx);
    expect(row).toMatchObject({ title: q.title, editedAt: null });
  });
});

describe('DELETE /question/:questionIdx', () => {
  it("deletes my unanswered question; refuses answered ones (409) and answers others' as missing (404)", async () => {
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const mine = await createQuestion(t.db, { residentIdx: resident.residentIdx });
    const answered = await createQuestion(t.db, { residentIdx: resident.residentIdx });
    const staff = await createSignedInStaff(t.app, t.db);
    await createAnswerRow(t.db, answered, { staffIdx: staff.staff.staffIdx });
    const others = await createQuestion(t.db);

    const res = await call('DELETE', `/question/${mine.questionIdx}`, { cookie });
    expect(res.json()).toMatchObject({ data: { questionIdx: mine.questionIdx, deleted: true } });
    expect((await questionRow(mine.questionIdx)).status).toBe('deleted');
    expect((await call('GET', `/question/${mine.questionIdx}`, { cookie })).statusCode).toBe(404);

    const refused = await call('DELETE', `/question/${answered.questionIdx}`, { cookie });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('답변이 달린 질문은 지울 수 없어요. 답변한 분들의 글도 함께 사라지기 때문이에요.');
    const theirs = await call('DELETE', `/question/${others.questionIdx}`, { cookie });
    expect({ status: theirs.statusCode, message: theirs.json().message }).toEqual({ status: 404, message: '질문을 찾을 수 없어요. 삭제되었거나 신고로 가려진 질문이에요.' });
    expect((await questionRow(others.questionIdx)).status).toBe('visible');
  });
});

describe('PATCH /question/:questionIdx/increment-read-count', () => {
  const readsOf = (questionIdx: number) => t.db.select().from(questionReads).where(eq(questionReads.questionIdx, questionIdx));

  it('counts each viewer once a day: residents, partners, staff, and guests by address and browser', async () => {
    const q = await createQuestion(t.db);
    const path = `/question/${q.questionIdx}/increment-read-count`;
    const resident = await createSignedInResident(t.app, t.db);
    const partner = await createSignedInPartner(t.app, t.db);
    const staff = await createSignedInStaff(t.app, t.db);
    const guest = (ip: string, ua: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/v2${path}`, remoteAddress: ip, headers: { 'user-agent': ua } });

    const first = await call('PATCH', path, { cookie: resident.cookie });
    expect(first.json().data).toEqual({ questionIdx: q.questionIdx, readCount: 1, counted: true });
    expect((await call('PATCH', path, { cookie: resident.cookie })).json().data).toEqual({ questionIdx: q.questionIdx, readCount: 1, counted: false });
    expect((await call('PATCH', path, { headers: partner.headers })).json().data.readCount).toBe(2);
    expect((await call('PATCH', path, { headers: staff.headers })).json().data.readCount).toBe(3);
    expect((await guest('203.0.113.7', 'Safari')).json().data).toMatchObject({ readCount: 4, counted: true });
    expect((await guest('203.0.113.7', 'Safari')).json().data).toMatchObject({ readCount: 4, counted: false });
    expect((await guest('203.0.113.7', 'Chrome')).json().data.readCount).toBe(5);
    expect((await guest('203.0.113.8', 'Safari')).json().data.readCount).toBe(6);

    const reads = await readsOf(q.questionIdx);
    expect(reads).toHaveLength(6);
    expect(reads.map((r) => r.viewerKey).sort()).toEqual(
      expect.arrayContaining([`r:${resident.resident.residentIdx}`, `p:${partner.partner.partnerIdx}`, `s:${staff.staff.staffIdx}`]),
    );
    // Guests are a keyed hash: the address never appears.
    expect(reads.filter((r) => r.viewerKey.startsWith('g:')).every((r) => !r.viewerKey.includes('203.0.113'))).toBe(true);
    expect((await questionRow(q.questionIdx)).readCount).toBe(6);
  });

  it('counts the same viewer again on a new Seoul day', async () => {
    const q = await createQuestion(t.db);
    const resident = await createSignedInResident(t.app, t.db);
    await t.db.insert(questionReads).values({ questionIdx: q.questionIdx, viewerKey: `r:${resident.resident.residentIdx}`, day: '2020-01-01' });
    await t.db.update(questions).set({ readCount: 1 }).where(eq(questions.questionIdx, q.questionIdx));
    const res = await call('PATCH', `/question/${q.questionIdx}/increment-read-count`, { cookie: resident.cookie });
    expect(res.json().data).toMatchObject({ readCount: 2, counted: true });
  });

  it("does not count the author's own views, nor hidden questions; others get 404 for those", async () => {
    const author = await createSignedInResident(t.app, t.db);
    const q = await createQuestion(t.db, { residentIdx: author.resident.residentIdx });
    const own = await call('PATCH', `/question/${q.questionIdx}/increment-read-count`, { cookie: author.cookie });
    expect(own.json().data).toEqual({ questionIdx: q.questionIdx, readCount: 0, counted: false });
    const hidden = await createQuestion(t.db, { residentIdx: author.resident.residentIdx, status: 'hidden' });
    expect((await call('PATCH', `/question/${hidden.questionIdx}/increment-read-count`)).statusCode).toBe(404);
    expect((await call('PATCH', `/question/${hidden.questionIdx}/increment-read-count`, { cookie: author.cookie })).json().data.counted).toBe(false);
    expect(await readsOf(q.questionIdx)).toHaveLength(0);
    expect(await t.db.select().from(questionReads).where(and(eq(questionReads.questionIdx, hidden.questionIdx)))).toHaveLength(0);
  });
});

describe('POST /question/create/title', () => {
  it('suggests a title from the body for anyone', async () => {
    const res = await call('POST', '/question/create/title', {}, { body: '안녕하세요. 탄성코트 하고 나서 냄새가 얼마나 가나요? 감사합니다.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ title: '탄성코트 하고 나서 냄새가 얼마나 가나요?' });
  });

  it('400s on an empty body or one with nothing to make a title from', async () => {
    const empty = await call('POST', '/question/create/title', {}, { body: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: '제목을 추천받으려면 내용을 먼저 적어 주세요.', details: [{ field: 'body' }] });
    const greeting = await call('POST', '/question/create/title', {}, { body: '안녕하세요! 감사합니다 ㅎㅎ' });
    expect(greeting.statusCode).toBe(400);
    expect(greeting.json()).toMatchObject({ message: '제목을 뽑을 만한 내용이 없어요. 무엇이 궁금한지 한 문장 이상 적어 주세요.', details: [{ field: 'body' }] });
  });
});
