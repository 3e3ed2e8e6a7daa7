/**
 * Uploads for API tests: uploadFile(t, headers, type, mimeType?) presigns and PUTs a small real file (a JPEG, or
 * a minimal PDF for application/pdf) as the signed-in caller and returns its key.
 */
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestContext } from '../helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export async function uploadFile(
  t: TestContext,
  headers: Record<string, string>,
  type: string,
  mimeType = 'image/jpeg',
  /** Whose console the bearer credential is (a bearer header is the partner's unless said). */
  console_: 'partner' | 'staff' = 'partner',
): Promise<string> {
  const bytes =
    mimeType === 'application/pdf' ? PDF : await sharp({ create: { width: 40, height: 30, channels: 3, background: '#4a8' } }).jpeg().toBuffer();
  const base = headers.authorization ? `/api/v2/${console_}/files/presigned_url` : '/api/v2/files/presigned_url';
  const presign = await t.app.inject({ url: `${base}?type=${type}&mimeType=${encodeURIComponent(mimeType)}`, headers });
  expect(presign.statusCode, presign.body).toBe(200);
  const { uploadUrl, key } = presign.json().data as { uploadUrl: string; key: string };
  const put = await t.app.inject({ method: 'PUT', url: uploadUrl, payload: bytes, headers: { 'content-type': mimeType } });
  expect(put.statusCode, put.body).toBe(200);
  return key;
}
