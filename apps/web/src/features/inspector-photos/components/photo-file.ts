import { photoFileProblem, photoMimeType, photoRule } from '../../../lib/photo-upload';

/** The camera input's accept: any image (Android offers the camera for it) and HEIC/HEIF by name. */
export const CAMERA_ACCEPT = 'image/*,.heic,.heif';

/** The picked photo's format (typed by its extension when the browser gave none) and why it cannot be one. */
export function checkInspectionPhoto(file: File): { mimeType: string; problem: string | null } {
  return { mimeType: photoMimeType(file), problem: photoFileProblem(file, photoRule('inspection')) };
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

/** The file's bytes; FileReader where Blob.arrayBuffer is missing (iOS 13 webviews still in the field). */
export function readBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}
