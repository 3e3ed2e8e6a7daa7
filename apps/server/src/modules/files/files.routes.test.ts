import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInPartner } from '../../../test/factories/partners';
import { createSignedInResident } from '../../../test/factories/residents';
import { createTestApp, isPostgres, type TestContext } from '../../../test/helpers';
import { uploads } from '../../db/schema';
import { signUpload } from '../../lib/storage/signing';

let t: TestContext;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } }).png().toBuffer();
});
afterAll(() => t.close());

async function presign(cookie: string, type = 'review', mimeType = 'image/png') {
  const res = await t.app.inject({ url: `/api/v2/files/presigned_url?type=${type}&mimeType=${encodeURIComponent(mimeType)}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().data as { uploadUrl: string; fileUrl: string; key: string; maxBytes: number; headers: Record<string, string>; expiresAt: string; method: string };
}

const put = (url: string, body: Buffer, contentType = 'image/png') =>
  t.app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });

const uploadRow = async (key: string) => (await t.db.select().from(uploads).where(eq(uploads.key, key)))[0];

describe('GET /files/presigned_url', () => {
  it('refuses a signed-out caller with a Korean 401', async () => {
    const res = await t.app.inject({ url: '/api/v2/files/presigned_url?type=review&mimeType=image/png' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toContain('로그인이 필요해요');
  });

  it('gives a resident a signed, expiring local upload URL', async () => {
    const { cookie, resident } = await createSignedInResident(t.app, t.db);
    const data = await presign(cookie, 'review', 'image/jpeg');
    expect(data.method).toBe('PUT');
    expect(data.key).toMatch(/^review\/[A-Za-z0-9_-]+\.jpg$/);
    expect(data.uploadUrl).toMatch(new RegExp(`^/api/v2/files/upload/${data.key}\\?expires=\\d+&sig=`));
    expect(data.fileUrl).toBe(`/files/uploads/${data.key}`);
    expect(data.headers).toEqual({ 'Content-Type': 'image/jpeg' });
    expect(data.maxBytes).toBe(10 * 1024 * 1024);
    const minutesLeft = (Date.parse(data.expiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(5);
    expect(minutesLeft).toBeLessThanOrEqual(10);
    const row = await uploadRow(data.key);
    expect(row).toMatchObject({ ownerRole: 'resident', ownerIdx: resident.residentIdx, uploadedAt: null });
  });

  it('gives a partner (bearer credential) a URL for an inspection PDF', async () => {
    const partner = await createSignedInPartner(t.app, t.db);
    const res = await t.app.inject({ url: '/api/v2/files/presigned_url?type=inspection&mimeType=application/pdf', headers: partner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.key).toMatch(/^inspection\/.+\.pdf$/);
  });

  it('refuses an unknown type or a format the type does not allow, naming the field', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const badType = await t.app.inject({ url: '/api/v2/files/presigned_url?type=avatar&mimeType=image/png', headers: { cookie } });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().details[0].field).toBe('type');
    expect(badType.json().message).toContain('파일 종류는 review, profile, inspection, question 중 하나');

    const badMime = await t.app.inject({ url: '/api/v2/files/presigned_url?type=review&mimeType=application/pdf', headers: { cookie } });
    expect(badMime.statusCode).toBe(400);
    expect(badMime.json().details[0].field).toBe('mimeType');
    expect(badMime.json().message).toBe('리뷰 사진은 image/jpeg, image/png, image/webp, image/heic 형식만 올릴 수 있어요. 파일 형식(mimeType)을 확인해 주세요.');

    const missing = await t.app.inject({ url: '/api/v2/files/presigned_url?type=review', headers: { cookie } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('mimeType');
  });
});

describe('PUT /files/upload (local driver)', () => {
  it('stores the file once, serves it back, and refuses the URL a second time', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const target = await presign(cookie);
    const res = await put(target.uploadUrl, png);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ key: target.key, fileUrl: target.fileUrl, sizeBytes: png.length });
    const row = await uploadRow(target.key);
    expect(row?.uploadedAt).toBeInstanceOf(Date);
    expect(row?.sizeBytes).toBe(png.length);

    const served = await t.app.inject({ url: target.fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(png)).toBe(true);

    const again = await put(target.uploadUrl, png);
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('이미 사용한 업로드 주소예요. 새 업로드 주소를 받아 다시 올려 주세요.');
  });

  it('refuses a tampered signature and stores nothing', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const target = await presign(cookie);
    const res = await put(target.uploadUrl.replace(/sig=.*/, 'sig=forged'), png);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('서명이 올바르지 않아요');
    expect((await uploadRow(target.key))?.uploadedAt).toBeNull();
    const served = await t.app.inject({ url: target.fileUrl });
    expect(served.statusCode).toBe(404);
    expect(served.json().status).toBe('error');
  });

  it('refuses an expired URL', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const target = await presign(cookie);
    const past = Math.floor(Date.now() / 1000) - 60;
    const url = `/api/v2/files/upload/${target.key}?expires=${past}&sig=${signUpload(t.config.sessionSecret, target.key, past)}`;
    const res = await put(url, png);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('업로드 주소가 만료되었어요. 새 업로드 주소를 받아 다시 올려 주세요.');
    expect((await uploadRow(target.key))?.uploadedAt).toBeNull();
  });

  it('refuses a different content type or bytes that are not the declared format, then accepts the right file', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const target = await presign(cookie);
    const wrongType = await put(target.uploadUrl, png, 'image/jpeg');
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe('파일 형식이 업로드 주소와 달라요. Content-Type을 image/png(으)로 보내 주세요.');

    const html = await put(target.uploadUrl, Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toContain('image/png 형식이 아니에요');
    expect((await uploadRow(target.key))?.uploadedAt).toBeNull();

    expect((await put(target.uploadUrl, png)).statusCode).toBe(200);
  });

  it("refuses a file over the type's size limit with a Korean 413", async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const target = await presign(cookie, 'profile');
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await put(target.uploadUrl, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('파일이 너무 커요. 프로필 사진은 5MB 이하로 올려 주세요.');
    expect((await uploadRow(target.key))?.uploadedAt).toBeNull();
  });

  it('refuses an empty body', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const target = await presign(cookie);
    const res = await put(target.uploadUrl, Buffer.alloc(0));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('파일이 비어 있어요');
  });

  it('refuses a body over the largest limit before reading it, in Korean', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const target = await presign(cookie, 'inspection');
    const res = await put(target.uploadUrl, Buffer.alloc(21 * 1024 * 1024));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('요청 본문이 너무 커요. 크기를 줄여 다시 보내 주세요.');
  });

  it('refuses a request without a content type', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const target = await presign(cookie);
    const res = await t.app.inject({ method: 'PUT', url: target.uploadUrl, payload: png });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toMatch(/[가-힣]/);
    expect((await uploadRow(target.key))?.uploadedAt).toBeNull();
  });

  it.skipIf(!isPostgres())('accepts exactly one of two concurrent uploads to the same URL (PostgreSQL only)', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const target = await presign(cookie);
    const results = await Promise.all([put(target.uploadUrl, png), put(target.uploadUrl, png)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
  });
});
