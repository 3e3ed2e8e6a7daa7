import { PHONE_PHOTO_MIME_TYPES, REVIEW_PHOTO_MIME_TYPES, UPLOAD_RULES, type UploadType } from '@ipju/contract';
import { getPresignedUrl } from './api/getPresignedUrl';
import { errorMessage } from './error-message';

const MB = 1024 * 1024;

/** What a photo of one upload type may be. */
export interface PhotoRule {
  mimeTypes: readonly string[];
  maxBytes: number;
}

/**
 * The photos an upload type takes: those of its formats the server re-encodes without their EXIF location
 * (JPG, PNG, WEBP, and HEIC/HEIF phone photos, which it stores as JPEG; not PDF), up to its size limit.
 */
export function photoRule(type: UploadType): PhotoRule {
  const { mimeTypes, maxBytes } = UPLOAD_RULES[type];
  return { mimeTypes: mimeTypes.filter((m) => (REVIEW_PHOTO_MIME_TYPES as readonly string[]).includes(m)), maxBytes };
}

/**
 * Formats by file name, for files the browser gives no type: Chrome and Firefox leave `.heic` untyped
 * where the system does not know HEIC (Windows, many Android phones).
 */
const TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
};

/** The format of a picked file: its type, or by its extension when the browser gave none. */
export function photoMimeType(file: File): string {
  if (file.type) return file.type.toLowerCase();
  return TYPE_BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? '';
}

/** Whether a picked file is a phone photo in HEIC/HEIF, which only the server's copy (a JPEG) can show. */
export function isPhonePhoto(file: File): boolean {
  return (PHONE_PHOTO_MIME_TYPES as readonly string[]).includes(photoMimeType(file));
}

/**
 * The file input's accept: the formats, and `.heic`/`.heif` by name where the rule takes them, so pickers
 * that do not know the HEIC types still offer those files.
 */
export function photoAccept(rule: PhotoRule): string[] {
  const names = PHONE_PHOTO_MIME_TYPES.filter((m) => rule.mimeTypes.includes(m)).map((m) => `.${m.split('/')[1]}`);
  return [...rule.mimeTypes, ...names];
}

/** 'image/jpeg' -> 'JPG', 'image/webp' -> 'WEBP'. */
function formatName(mimeType: string): string {
  const sub = mimeType.split('/')[1] ?? mimeType;
  return (sub === 'jpeg' ? 'jpg' : sub).toUpperCase();
}

/** Korean reason a picked file cannot be such a photo, or null when it can. */
export function photoFileProblem(file: File, rule: PhotoRule): string | null {
  if (!rule.mimeTypes.includes(photoMimeType(file))) return `${file.name}: ${rule.mimeTypes.map(formatName).join(', ')} 사진만 올릴 수 있어요.`;
  if (file.size > rule.maxBytes) return `${file.name}: 사진 한 장은 ${Math.round(rule.maxBytes / MB)}MB까지 올릴 수 있어요.`;
  if (file.size === 0) return `${file.name}: 빈 파일이에요. 다른 사진을 골라 주세요.`;
  return null;
}

export interface UploadedPhoto {
  /** The key to send with the form; a HEIC photo's ends with .jpg (the server stores it as JPEG). */
  key: string;
  fileUrl: string;
}

/** A failed upload; its message is Korean and may be shown as is. */
export class UploadError extends Error {}

/**
 * Uploads one photo: a signed address from GET /files/presigned_url (operation getPresignedUrl) for the
 * upload type, then the bytes PUT to it with the headers it names. XMLHttpRequest rather than fetch
 * because only it reports upload progress; the signed address is not an API operation, so the generated
 * client has no call for it. Aborting the signal stops either step (the promise rejects with AbortError).
 */
export async function uploadPhoto(
  file: File,
  type: UploadType,
  {
    onProgress,
    signal,
    presign = getPresignedUrl,
  }: {
    onProgress?: (ratio: number) => void;
    signal?: AbortSignal;
    /** Where the signed address comes from (the partner console passes its bearer operation). */
    presign?: typeof getPresignedUrl;
  } = {},
): Promise<UploadedPhoto> {
  let target;
  try {
    target = await presign(type, photoMimeType(file), signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new UploadError(errorMessage(error, '사진을 올릴 준비를 하지 못했어요. 잠시 후 다시 시도해 주세요.'));
  }
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(target.method, target.uploadUrl);
    for (const [name, value] of Object.entries(target.headers)) xhr.setRequestHeader(name, value);
    if (!Object.keys(target.headers).some((h) => h.toLowerCase() === 'content-type')) xhr.setRequestHeader('Content-Type', photoMimeType(file));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve();
        return;
      }
      const fallback = '사진을 올리지 못했어요. 다시 시도해 주세요.';
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (object storage answers XML): keep the general message.
      }
      reject(new UploadError(errorMessage(body, fallback)));
    };
    xhr.onerror = () => reject(new UploadError('인터넷 연결을 확인하고 다시 시도해 주세요.'));
    xhr.onabort = () => reject(new DOMException('업로드를 멈췄어요.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
  return { key: target.key, fileUrl: target.fileUrl };
}
