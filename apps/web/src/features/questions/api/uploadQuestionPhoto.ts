import { errorMessage } from '../../../lib/error-message';
import { questionsApi } from './operations';

/** Images only (the question upload type also takes PDF, which a question does not show). */
export const QUESTION_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const QUESTION_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** Korean reason a picked file cannot be a question photo, or null when it can. */
export function photoFileProblem(file: File): string | null {
  if (!(QUESTION_PHOTO_TYPES as readonly string[]).includes(file.type)) return `${file.name}: JPG, PNG, WEBP 사진만 올릴 수 있어요.`;
  if (file.size === 0) return `${file.name}: 빈 파일이에요. 다른 사진을 골라 주세요.`;
  if (file.size > QUESTION_PHOTO_MAX_BYTES) return `${file.name}: 사진 한 장은 10MB까지 올릴 수 있어요.`;
  return null;
}

export class UploadError extends Error {}

/**
 * Uploads one photo: a signed address from GET /files/presigned_url (type question), then the bytes PUT
 * there with the headers it names. XMLHttpRequest rather than fetch: only it reports upload progress, and
 * the signed address is not an API operation the generated client knows.
 */
export async function uploadQuestionPhoto(
  file: File,
  { onProgress, signal }: { onProgress?: (ratio: number) => void; signal?: AbortSignal } = {},
): Promise<{ key: string; fileUrl: string }> {
  let target;
  try {
    target = (await questionsApi.getPresignedUrl({ type: 'question', mimeType: file.type }, { signal })).data;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new UploadError(errorMessage(error, '사진을 올릴 준비를 하지 못했어요. 잠시 후 다시 시도해 주세요.'));
  }
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(target.method, target.uploadUrl);
    for (const [name, value] of Object.entries(target.headers)) xhr.setRequestHeader(name, value);
    if (!Object.keys(target.headers).some((h) => h.toLowerCase() === 'content-type')) xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve();
        return;
      }
      let message = '사진을 올리지 못했어요. 다시 시도해 주세요.';
      try {
        const body = JSON.parse(xhr.responseText) as { message?: unknown };
        if (typeof body.message === 'string' && /[가-힣]/.test(body.message)) message = body.message;
      } catch {
        // Object storage answers XML: keep the general message.
      }
      reject(new UploadError(message));
    };
    xhr.onerror = () => reject(new UploadError('인터넷 연결을 확인하고 다시 시도해 주세요.'));
    xhr.onabort = () => reject(new DOMException('업로드를 멈췄어요.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
  return { key: target.key, fileUrl: target.fileUrl };
}
