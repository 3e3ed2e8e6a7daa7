import { UPLOAD_RULES } from '@ipju/contract';
import { errorMessage } from '../../../lib/error-message';
import { reviewsApi } from './operations';

export const REVIEW_PHOTO_RULE = UPLOAD_RULES.review;

/** Korean reason a picked file cannot be a review photo, or null when it can. */
export function photoFileProblem(file: File): string | null {
  if (!REVIEW_PHOTO_RULE.mimeTypes.includes(file.type)) return `${file.name}: JPG, PNG, WEBP 사진만 올릴 수 있어요.`;
  if (file.size > REVIEW_PHOTO_RULE.maxBytes) {
    return `${file.name}: 사진 한 장은 ${Math.round(REVIEW_PHOTO_RULE.maxBytes / 1024 / 1024)}MB까지 올릴 수 있어요.`;
  }
  if (file.size === 0) return `${file.name}: 빈 파일이에요. 다른 사진을 골라 주세요.`;
  return null;
}

export interface UploadedPhoto {
  key: string;
  fileUrl: string;
}

export class UploadError extends Error {}

/**
 * Uploads one review photo: a signed address from GET /files/presigned_url (type review), then the bytes
 * PUT to it with the headers it names. XMLHttpRequest rather than fetch because only it reports upload
 * progress; the signed address is not an API operation, so the generated client has no call for it.
 */
export async function uploadReviewPhoto(
  file: File,
  { onProgress, signal }: { onProgress?: (ratio: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedPhoto> {
  let target;
  try {
    target = (await reviewsApi.getPresignedUrl({ type: 'review', mimeType: file.type }, { signal })).data;
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
        // Not JSON (object storage answers XML): keep the general message.
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
