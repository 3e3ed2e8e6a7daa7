import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInPartner } from '../../../test/factories/partners';
import { createSignedInResident } from '../../../test/factories/residents';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { uploads } from '../../db/schema';
import { findUploadedImages } from './uploaded-images';

// A phone photo as an iPhone writes it (test/fixtures/heic/README.md): landscape pixels with an irot
// rotation, EXIF Orientation 6 and a GPS location. Shown right it is 40 x 64, red on top, green top-right.
const iphonePhoto = readFileSync(new URL('../../../test/fixtures/heic/iphone-portrait-gps.heic', import.meta.url));

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function presign(headers: Record<string, string>, type: string, mimeType: string) {
  const res = await t.app.inject({ url: `/api/v2/files/presigned_url?type=${type}&mimeType=${encodeURIComponent(mimeType)}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { uploadUrl: string; fileUrl: string; key: string; headers: Record<string, string> };
}

const put = (url: string, body: Buffer, contentType: string) =>
  t.app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });

const uploadRow = async (key: string) => (await t.db.select().from(uploads).where(eq(uploads.key, key)))[0];

/** The colour of one pixel of a decoded picture, as the nearest of red, green, blue. */
async function colourAt(image: Buffer, x: number, y: number): Promise<'red' | 'green' | 'blue'> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
  return r >= g && r >= b ? 'red' : g >= b ? 'green' : 'blue';
}

/** The fixture with both of its ispe (image size) boxes saying width x height, pixels unchanged. */
function withHeaderSize(width: number, height: number): Buffer {
  const bytes = Buffer.from(iphonePhoto);
  for (let at = bytes.indexOf('ispe'); at >= 0; at = bytes.indexOf('ispe', at + 4)) {
    bytes.writeUInt32BE(width, at + 8);
    bytes.writeUInt32BE(height, at + 12);
  }
  return bytes;
}

describe('phone photos (HEIC/HEIF) become clean JPEGs on upload (local driver)', () => {
  it('stores an iPhone photo as an upright JPEG without EXIF or GPS, under the .jpg key the upload URL gave', async () => {
    const { cookie, resident } = await createSignedInResident(t.app, t.db);
    // sharp alone cannot decode it (its libvips has no HEVC decoder): that is why the server uses libheif.
    await expect(sharp(iphonePhoto).jpeg().toBuffer()).rejects.toThrow();
    expect(iphonePhoto.toString('latin1')).toContain('iPhone 13');

    const target = await presign({ cookie }, 'review', 'image/heic');
    expect(target.key).toMatch(/^review\/[A-Za-z0-9_-]+\.jpg$/);
    expect(target.headers).toEqual({ 'Content-Type': 'image/heic' });

    const res = await put(target.uploadUrl, iphonePhoto, 'image/heic');
    expect(res.statusCode, res.body).toBe(200);
    const uploaded = res.json().data;
    expect(uploaded.key).toBe(target.key);
    expect(uploaded.fileUrl).toBe(target.fileUrl);

    const served = await t.app.inject({ url: target.fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/jpeg');
    expect(uploaded.sizeBytes).toBe(served.rawPayload.length);
    const after = await sharp(served.rawPayload).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(served.rawPayload.toString('latin1')).not.toContain('iPhone');
    // The irot rotation is applied once (the EXIF orientation is not applied again): portrait, red on top,
    // the green corner top-right, blue at the bottom.
    expect([after.width, after.height, after.orientation ?? 1]).toEqual([40, 64, 1]);
    expect(await colourAt(served.rawPayload, 35, 3)).toBe('green');
    expect(await colourAt(served.rawPayload, 5, 20)).toBe('red');
    expect(await colourAt(served.rawPayload, 20, 55)).toBe('blue');

    // Features that attach the photo by its key (a review) find it, with its upright size.
    expect((await uploadRow(target.key))?.uploadedAt).not.toBeNull();
    const found = await findUploadedImages(t.deps, { keys: [target.key], type: 'review', ownerRole: 'resident', ownerIdx: resident.residentIdx });
    expect(found.missing).toEqual([]);
    expect(found.images).toEqual([{ key: target.key, url: target.fileUrl, width: 40, height: 64 }]);
  });

  it('takes image/heif too, for an inspector on an inspection photo', async () => {
    const partner = await createSignedInPartner(t.app, t.db);
    const target = await presign(partner.headers, 'inspection', 'image/heif');
    expect(target.key).toMatch(/^inspection\/[A-Za-z0-9_-]+\.jpg$/);
    const res = await put(target.uploadUrl, iphonePhoto, 'image/heif');
    expect(res.statusCode, res.body).toBe(200);
    const served = await t.app.inject({ url: target.fileUrl });
    const after = await sharp(served.rawPayload).metadata();
    expect([after.format, after.width, after.height, after.exif]).toEqual(['jpeg', 40, 64, undefined]);
  });

  it('refuses a damaged HEIC in Korean and keeps the upload URL unused', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const target = await presign({ cookie }, 'job', 'image/heic');
    // A real HEIC header (ftyp heic) followed by noise instead of the rest of the file.
    const damaged = Buffer.concat([iphonePhoto.subarray(0, 120), Buffer.alloc(600, 0x5a)]);
    const res = await put(target.uploadUrl, damaged, 'image/heic');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('HEIC 사진을 읽을 수 없어요. 손상되지 않은 JPEG, PNG, WebP, HEIC 사진을 올려 주세요.');
    expect(res.json().details[0].field).toBe('mimeType');
    expect((await uploadRow(target.key))?.uploadedAt).toBeNull();
    expect((await t.app.inject({ url: target.fileUrl })).statusCode).toBe(404);

    // The same URL then takes the real photo.
    expect((await put(target.uploadUrl, iphonePhoto, 'image/heic')).statusCode).toBe(200);
  });

  it('refuses a HEIC whose header says more pixels than allowed, before decoding it', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const target = await presign({ cookie }, 'review', 'image/heic');
    const res = await put(target.uploadUrl, withHeaderSize(10_000, 6_000), 'image/heic');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('사진의 화소가 너무 많아요. 5000만 화소 이하의 사진으로 올려 주세요.');
    expect((await uploadRow(target.key))?.uploadedAt).toBeNull();
  });

  it('refuses bytes that are not HEIC under a HEIC upload URL', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const target = await presign({ cookie }, 'review', 'image/heic');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } }).png().toBuffer();
    const res = await put(target.uploadUrl, png, 'image/heic');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('파일 내용이 image/heic 형식이 아니에요. 올바른 파일을 골라 다시 올려 주세요.');
  });
});
