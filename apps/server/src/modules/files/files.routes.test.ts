import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInPartner } from '../../../test/factories/partners';
import { createSignedInResident } from '../../../test/factories/residents';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { itOnPostgres } from '../../../test/on-postgres';
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
    expect(badType.json().message).toContain('파일 종류는 review, profile, inspection, question, certificate, portfolio, job, chat 중 하나');

    const badMime = await t.app.inject({ url: '/api/v2/files/presigned_url?type=review&mimeType=application/pdf', headers: { cookie } });
    expect(badMime.statusCode).toBe(400);
    expect(badMime.json().details[0].field).toBe('mimeType');
    expect(badMime.json().message).toBe(
      '리뷰 사진은 image/jpeg, image/png, image/webp, image/heic, image/heif 형식만 올릴 수 있어요. 파일 형식(mimeType)을 확인해 주세요.',
    );

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
    const stored = res.json().data;
    expect(stored).toEqual({ key: target.key, fileUrl: target.fileUrl, sizeBytes: expect.any(Number) });
    const row = await uploadRow(target.key);
    expect(row?.uploadedAt).toBeInstanceOf(Date);
    expect(row?.sizeBytes).toBe(stored.sizeBytes);

    const served = await t.app.inject({ url: target.fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    // Stored re-encoded (see the EXIF test below): the same picture, not necessarily the same bytes.
    expect(served.rawPayload.length).toBe(stored.sizeBytes);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 64, height: 48 });

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
    expect(wrongType.json().message).toBe('파일 형식이 업로드 주소와 달라요. Content-Type 값을 image/png 그대로 보내 주세요.');

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

  itOnPostgres('accepts exactly one of two concurrent uploads to the same URL', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const target = await presign(cookie);
    const results = await Promise.all([put(target.uploadUrl, png), put(target.uploadUrl, png)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
  });
});

/** A PNG whose header claims `width` x `height` (the pixel data is not there: only the header is read). */
function pngHeaderOnly(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', Buffer.alloc(16)), chunk('IEND', Buffer.alloc(0))]);
}

describe('review photos are cleaned on upload (local driver)', () => {
  it('stores a JPEG without its EXIF (GPS location, camera), with the orientation applied to the pixels', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const jpeg = await sharp({ create: { width: 80, height: 40, channels: 3, background: '#a63' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 30/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '127/1 5/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif!.toString('latin1')).toContain('PhoneMaker');
    // The GPS IFD pointer (tag 0x8825) is in the EXIF block.
    expect(before.exif!.includes(Buffer.from([0x88, 0x25])) || before.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const target = await presign(cookie, 'review', 'image/jpeg');
    const res = await put(target.uploadUrl, jpeg, 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const served = await t.app.inject({ url: target.fileUrl });
    const after = await sharp(served.rawPayload).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(served.rawPayload.toString('latin1')).not.toContain('PhoneMaker');
    // Orientation 6 (rotate 90°) is applied: the stored picture is upright, 40 x 80.
    expect([after.width, after.height, after.orientation ?? 1]).toEqual([40, 80, 1]);
  });

  it('refuses an image with more pixels than allowed, and one that cannot be decoded, in Korean', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const huge = await presign(cookie, 'review', 'image/png');
    const tooMany = await put(huge.uploadUrl, pngHeaderOnly(10_000, 10_000));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('사진의 화소가 너무 많아요. 5000만 화소 이하의 사진으로 올려 주세요.');
    expect((await uploadRow(huge.key))?.uploadedAt).toBeNull();

    const broken = await presign(cookie, 'review', 'image/jpeg');
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const res = await put(broken.uploadUrl, garbage, 'image/jpeg');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('사진을 읽을 수 없어요. 손상되지 않은 JPEG, PNG, WebP, HEIC 사진을 올려 주세요.');
    expect((await uploadRow(broken.key))?.uploadedAt).toBeNull();
  });

  it('serves an uploaded review photo through the image optimizer', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const big = await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
    const target = await presign(cookie, 'review', 'image/jpeg');
    expect((await put(target.uploadUrl, big, 'image/jpeg')).statusCode).toBe(200);
    expect(target.fileUrl.startsWith('/files/uploads/review/')).toBe(true);
    const res = await t.app.inject({ url: `/_image?url=${encodeURIComponent(target.fileUrl)}&w=320`, headers: { accept: 'image/webp' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 320, height: 240 });
  });
});
