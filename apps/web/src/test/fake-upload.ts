import type { UploadType } from '@ipju/contract';
import { ok } from './api-mock';

/**
 * XMLHttpRequest for photo uploads in tests (stub it with `vi.stubGlobal('XMLHttpRequest', FakeUpload)`):
 * the signed address answers 200, or with `fail` a Korean 400, as soon as the bytes are sent, after half
 * the progress. `sent` keeps every request.
 */
export class FakeUpload {
  static sent: Array<{ url: string; headers: Record<string, string>; body: unknown }> = [];
  static fail = false;
  /** Whether sent bytes get an answer; false leaves uploads going until aborted. */
  static answer = true;
  static reset() {
    FakeUpload.sent = [];
    FakeUpload.fail = false;
    FakeUpload.answer = true;
  }
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    FakeUpload.sent.push({ url: this.url, headers: this.headers, body });
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
      if (!FakeUpload.answer) return;
      this.status = FakeUpload.fail ? 400 : 200;
      this.responseText = FakeUpload.fail ? JSON.stringify({ message: '사진 파일을 읽을 수 없어요. 다른 사진을 골라 주세요.' }) : '{}';
      this.onload?.();
    }, 0);
  }
}

/** A getPresignedUrl answer for the n-th upload of a type (key `${type}/k${n}.jpg`). */
export function presigned(type: UploadType, n: number) {
  const key = `${type}/k${n}.jpg`;
  return ok({
    uploadUrl: `/api/v2/files/upload/${key}?expires=1&sig=s`,
    method: 'PUT' as const,
    headers: { 'Content-Type': 'image/jpeg' },
    fileUrl: `/files/${key}`,
    key,
    expiresAt: '2026-12-01T00:00:00.000Z',
    maxBytes: 10485760,
  });
}

/** A small JPEG file as a phone's picker hands it over. */
export const jpeg = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
