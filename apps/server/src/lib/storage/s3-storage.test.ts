import { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createFileStorage } from './index';
import { S3FileStorage } from './s3-storage';

const client = new S3Client({
  region: 'ap-northeast-2',
  credentials: { accessKeyId: 'AKIAFAKEFORTESTS', secretAccessKey: 'fake-secret-for-tests' },
});

describe('S3 file storage (presigned PUT, no network)', () => {
  it('presigns a PUT to the bucket with the content type signed and the expiry asked for', async () => {
    const storage = new S3FileStorage({ bucket: 'ipju-uploads', region: 'ap-northeast-2', client });
    const target = await storage.createUploadTarget({
      key: 'review/abc123.jpg',
      mimeType: 'image/jpeg',
      maxBytes: 10,
      expiresAt: new Date(Date.now() + 600_000),
    });
    const url = new URL(target.uploadUrl);
    expect(url.protocol).toBe('https:');
    expect(url.host).toBe('ipju-uploads.s3.ap-northeast-2.amazonaws.com');
    expect(url.pathname).toBe('/review/abc123.jpg');
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^AKIAFAKEFORTESTS\/\d{8}\/ap-northeast-2\/s3\/aws4_request$/);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeGreaterThanOrEqual(599);
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(expect.arrayContaining(['content-type', 'host']));
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(target.headers).toEqual({ 'Content-Type': 'image/jpeg' });
  });

  it('serves files from the public URL when set, else from the bucket address', () => {
    expect(new S3FileStorage({ bucket: 'b', region: 'ap-northeast-2', client }).fileUrl('review/x.jpg')).toBe(
      'https://b.s3.ap-northeast-2.amazonaws.com/review/x.jpg',
    );
    expect(
      new S3FileStorage({ bucket: 'b', region: 'ap-northeast-2', publicUrl: 'https://cdn.ipju.kr/', client }).fileUrl('review/x.jpg'),
    ).toBe('https://cdn.ipju.kr/review/x.jpg');
  });

  it('is chosen by FILE_STORAGE=s3; local is the default', () => {
    expect(createFileStorage(loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_REGION: 'ap-northeast-2' })).kind).toBe('s3');
    expect(createFileStorage(loadConfig({})).kind).toBe('local');
  });
});
