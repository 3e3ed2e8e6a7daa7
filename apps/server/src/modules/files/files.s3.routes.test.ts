import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInResident } from '../../../test/factories/residents';
import { createTestApp, type TestContext } from '../../../test/helpers';

// Fake credentials from the environment: the SDK signs locally and never calls AWS.
let t: TestContext;
beforeAll(async () => {
  process.env.AWS_ACCESS_KEY_ID = 'AKIAFAKEFORTESTS';
  process.env.AWS_SECRET_ACCESS_KEY = 'fake-secret-for-tests';
  t = await createTestApp({ FILE_STORAGE: 's3', S3_BUCKET: 'ipju-test', S3_REGION: 'ap-northeast-2' });
});
afterAll(() => t.close());

describe('GET /files/presigned_url with FILE_STORAGE=s3', () => {
  it('hands out a presigned S3 PUT and the bucket address of the file', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const res = await t.app.inject({ url: '/api/v2/files/presigned_url?type=question&mimeType=image/webp', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const url = new URL(data.uploadUrl);
    expect(url.host).toBe('ipju-test.s3.ap-northeast-2.amazonaws.com');
    expect(url.pathname).toBe(`/${data.key}`);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('content-type');
    expect(data.fileUrl).toBe(`https://ipju-test.s3.ap-northeast-2.amazonaws.com/${data.key}`);
    expect(data.headers).toEqual({ 'Content-Type': 'image/webp' });
  });

  it('refuses a HEIC phone photo, which would reach the bucket undecoded (GPS and all), naming the field', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const res = await t.app.inject({ url: '/api/v2/files/presigned_url?type=inspection&mimeType=image/heic', headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('mimeType');
    expect(res.json().message).toBe('HEIC 사진은 올릴 수 없어요. JPEG 사진으로 골라 다시 올려 주세요.');
  });
});
