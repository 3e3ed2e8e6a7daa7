import { UPLOAD_RULES } from '@ipju/contract';

const MB = 1024 * 1024;

/**
 * The format of a picked photo. Some Android browsers hand a HEIC file from the gallery with an empty
 * type; its extension still says what it is (the server decodes HEIC and stores a JPEG).
 */
export function photoMimeType(file: File): string {
  if (file.type) return file.type;
  const ext = file.name.split('.').pop()?.toLowerCase();
  if (ext === 'heic' || ext === 'heif') return 'image/heic';
  if (ext === 'jpg' || ext === 'jpeg') return 'image/jpeg';
  if (ext === 'png') return 'image/png';
  if (ext === 'webp') return 'image/webp';
  return '';
}

/** Korean reason this file cannot be an inspection photo, or null when it can. */
export function inspectionPhotoProblem(file: File, mimeType: string): string | null {
  const { mimeTypes, maxBytes } = UPLOAD_RULES.inspection;
  if (!mimeType.startsWith('image/') || !mimeTypes.includes(mimeType)) return '사진(JPG, PNG, WEBP, HEIC)만 올릴 수 있어요.';
  if (file.size === 0) return '빈 파일이에요. 다시 찍어 주세요.';
  if (file.size > maxBytes) return `사진 한 장은 ${Math.round(maxBytes / MB)}MB까지 올릴 수 있어요.`;
  return null;
}

/**
 * The photo's pixel size, read on the device so the marks can be drawn before it is uploaded; null when
 * this browser cannot decode the format (HEIC outside Safari): the photo is still kept and sent.
 */
export async function readImageSize(blob: Blob): Promise<{ width: number; height: number } | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(blob);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size.width > 0 && size.height > 0 ? size : null;
  } catch {
    return null;
  }
}
