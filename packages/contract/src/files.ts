import { z } from 'zod';

/** What an upload is for; each kind has its own allowed formats and size limit. */
export const UPLOAD_TYPES = ['review', 'profile', 'inspection', 'question', 'certificate', 'portfolio', 'job', 'chat'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/**
 * Phone photos in HEIF (iPhone's default, some Android cameras). The server decodes them and stores a JPEG
 * (a `.jpg` key from the start, docs/INSPECTION.md "Photos from phones (HEIC)"), so callers never see HEIC.
 */
export const PHONE_PHOTO_MIME_TYPES = ['image/heic', 'image/heif'] as const;
const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', ...PHONE_PHOTO_MIME_TYPES] as const;
/**
 * Photos: formats the server decodes and re-encodes (HEIC/HEIF become JPEG), so every stored photo is one
 * any browser shows, stripped of its EXIF location.
 */
export const REVIEW_PHOTO_MIME_TYPES = IMAGE_MIME_TYPES;
const MB = 1024 * 1024;

/** Allowed formats and the size limit per upload kind. */
export const UPLOAD_RULES: Record<UploadType, { label: string; mimeTypes: readonly string[]; maxBytes: number }> = {
  review: { label: '리뷰 사진', mimeTypes: REVIEW_PHOTO_MIME_TYPES, maxBytes: 10 * MB },
  profile: { label: '프로필 사진', mimeTypes: IMAGE_MIME_TYPES, maxBytes: 5 * MB },
  inspection: { label: '사전점검 사진·문서', mimeTypes: [...IMAGE_MIME_TYPES, 'application/pdf'], maxBytes: 20 * MB },
  question: { label: '문의 첨부 파일', mimeTypes: [...IMAGE_MIME_TYPES, 'application/pdf'], maxBytes: 10 * MB },
  certificate: { label: '인증 서류', mimeTypes: [...IMAGE_MIME_TYPES, 'application/pdf'], maxBytes: 10 * MB },
  portfolio: { label: '시공 사례 사진', mimeTypes: REVIEW_PHOTO_MIME_TYPES, maxBytes: 10 * MB },
  /** Before/after photos of a finished job (the company's console), re-encoded like review photos. */
  job: { label: '시공 사진', mimeTypes: REVIEW_PHOTO_MIME_TYPES, maxBytes: 10 * MB },
  /** Photos sent in a chat (resident, company or staff), re-encoded like review photos. */
  chat: { label: '채팅 사진', mimeTypes: REVIEW_PHOTO_MIME_TYPES, maxBytes: 10 * MB },
};

/** The largest limit of any kind: the upload route's body limit. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxBytes));

/**
 * File name extension per uploaded format: the format the file is STORED in, so files are served with the
 * right type. HEIC/HEIF are stored as JPEG, so their keys end with `.jpg` already when the upload URL is given.
 */
export const UPLOAD_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'jpg',
  'image/heif': 'jpg',
  'application/pdf': 'pdf',
};

/** The format of a stored file by its key's extension (a HEIC upload's `.jpg` key is a JPEG). */
export const STORED_MIME_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

export const presignedUrlQuery = z.object({
  type: z.enum(UPLOAD_TYPES, { error: `파일 종류는 ${UPLOAD_TYPES.join(', ')} 중 하나여야 해요.` }),
  mimeType: z
    .string({ error: '파일 형식(mimeType)을 입력해 주세요. 예: image/jpeg' })
    .trim()
    .toLowerCase()
    .min(1, { error: '파일 형식(mimeType)을 입력해 주세요. 예: image/jpeg' })
    .max(100),
});
export type PresignedUrlQuery = z.infer<typeof presignedUrlQuery>;

/** Where and how to upload one file, and the address it will have afterwards. */
export const presignedUpload = z.object({
  uploadUrl: z.string().describe('이 주소로 파일 바이트를 PUT 해요 (서명·만료 포함)'),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()).describe('업로드 요청에 그대로 보낼 헤더'),
  fileUrl: z.string().describe('업로드가 끝난 뒤 파일 주소'),
  key: z.string(),
  expiresAt: z.string().describe('업로드 주소 만료 시각 (ISO 8601)'),
  maxBytes: z.number().int().describe('허용되는 최대 파일 크기 (바이트)'),
});
export type PresignedUpload = z.infer<typeof presignedUpload>;

const KEY_NAME = /^[A-Za-z0-9_-]{16,64}\.(jpg|png|webp|pdf)$/;

export const uploadFileParams = z.object({
  type: z.enum(UPLOAD_TYPES, { error: '업로드 주소가 올바르지 않아요. 새 업로드 주소를 받아 주세요.' }),
  name: z.string().regex(KEY_NAME, { error: '업로드 주소가 올바르지 않아요. 새 업로드 주소를 받아 주세요.' }),
});

export const uploadFileQuery = z.object({
  expires: z.coerce.number({ error: '업로드 주소에 만료 시각이 없어요. 새 업로드 주소를 받아 주세요.' }).int(),
  sig: z.string({ error: '업로드 주소에 서명이 없어요. 새 업로드 주소를 받아 주세요.' }).min(1).max(200),
});

export const uploadedFile = z.object({
  key: z.string(),
  fileUrl: z.string(),
  sizeBytes: z.number().int(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

/** Image optimizer (`/_image`): widths offered to srcset (SPEC section 2) and device widths. */
export const IMAGE_WIDTHS = [320, 375, 640, 960, 1280, 1600] as const;
export const DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const OPTIMIZER_WIDTHS: readonly number[] = [...new Set([...IMAGE_WIDTHS, ...DEVICE_WIDTHS])].sort((a, b) => a - b);
export const DEFAULT_IMAGE_QUALITY = 75;

/** The optimizer address of a local image (`/files/...`) at one width. */
export function optimizedImageUrl(url: string, width: number, quality = DEFAULT_IMAGE_QUALITY): string {
  const q = quality === DEFAULT_IMAGE_QUALITY ? '' : `&q=${quality}`;
  return `/_image?url=${encodeURIComponent(url)}&w=${width}${q}`;
}
