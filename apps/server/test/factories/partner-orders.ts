/**
 * Partner order factories (the company's job steps).
 *
 *   uploadJobPhoto(t, headers)      -> the key of a finished 'job' upload (a small PNG) by that partner account,
 *                                      through GET /files/presigned_url and the signed PUT, as the console does.
 *   addAfterPhoto(db, lineIdx)      -> an after-photo row on the line, for tests that finish a job but are not
 *                                      about photos (시공완료 needs one).
 *   partnerOfLine(t, lineIdx)       -> { token, headers } of a new session of the company the line was sold to.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { orderLinePhotos, orderLines, partnerAccounts } from '../../src/db/schema';
import { unique, type TestContext } from '../helpers';
import { signInPartner } from './partners';

let png: Promise<Buffer> | undefined;

export async function uploadJobPhoto(t: TestContext, headers: Record<string, string>): Promise<string> {
  const presigned = await t.app.inject({ url: '/api/v2/files/presigned_url?type=job&mimeType=image/png', headers });
  expect(presigned.statusCode, presigned.body).toBe(200);
  const target = presigned.json().data as { uploadUrl: string; key: string; headers: Record<string, string> };
  const bytes = await (png ??= sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } }).png().toBuffer());
  const url = new URL(target.uploadUrl, 'http://localhost');
  const put = await t.app.inject({ method: 'PUT', url: url.pathname + url.search, headers: { ...target.headers, 'content-type': 'image/png' }, payload: bytes });
  expect(put.statusCode, put.body).toBe(200);
  return target.key;
}

export async function addAfterPhoto(db: Db, lineIdx: number): Promise<void> {
  const key = `job/${unique('photo')}.png`;
  await db.insert(orderLinePhotos).values({ lineIdx, kind: 'after', fileKey: key, url: `/uploads/${key}` });
}

export async function partnerOfLine(t: TestContext, lineIdx: number) {
  const [line] = await t.db.select().from(orderLines).where(eq(orderLines.lineIdx, lineIdx));
  const [account] = await t.db.select().from(partnerAccounts).where(eq(partnerAccounts.partnerIdx, line!.partnerIdx)).limit(1);
  const token = await signInPartner(t.app, t.db, { account: account! });
  return { token, headers: { authorization: `Bearer ${token}` }, partnerIdx: line!.partnerIdx };
}
