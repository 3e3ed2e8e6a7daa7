import {
  PHONE_PHOTO_MIME_TYPES,
  UPLOAD_EXTENSIONS,
  UPLOAD_RULES,
  type PresignedUpload,
  type PresignedUrlQuery,
  type UploadType,
  type UploadedFile,
} from '@ipju/contract';
import { josa } from 'es-hangul';
import type { AppDeps } from '../../app-deps';
import { AppError, invalidField, notFound } from '../../lib/errors';
import { ImageRejectedError, isReencoded, MAX_IMAGE_PIXELS, reencodeImage } from '../../lib/image/sanitize';
import type { SessionInfo } from '../../lib/session-store';
import { LocalFileStorage } from '../../lib/storage';
import { bytesMatchMimeType } from '../../lib/storage/file-signature';
import { verifyUploadSignature } from '../../lib/storage/signing';
import { randomToken } from '../../lib/tokens';
import { createFilesRepository } from './files.repository';

/** How long an upload URL stays valid. */
export const UPLOAD_URL_TTL_MS = 10 * 60_000;

const formatMb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))}MB`;

export interface UploadInput {
  type: UploadType;
  name: string;
  expires: number;
  sig: string;
  contentType: string | undefined;
  body: unknown;
}

export function createFilesService(deps: Pick<AppDeps, 'db' | 'storage' | 'config'>) {
  const repo = createFilesRepository(deps.db);
  const { storage, config } = deps;

  return {
    async getPresignedUrl(session: SessionInfo | null, query: PresignedUrlQuery): Promise<PresignedUpload> {
      if (!session) throw new AppError('UNAUTHORIZED', '로그인이 필요해요. 로그인한 뒤 다시 시도해 주세요.');
      const rule = UPLOAD_RULES[query.type];
      if (!rule.mimeTypes.includes(query.mimeType)) {
        throw invalidField(
          'mimeType',
          `${josa(rule.label, '은/는')} ${rule.mimeTypes.join(', ')} 형식만 올릴 수 있어요. 파일 형식(mimeType)을 확인해 주세요.`,
        );
      }
      // A HEIC photo becomes a JPEG only when its bytes pass through this server (the local upload route);
      // with object storage they would go to the bucket as HEIC, which browsers do not show, GPS and all.
      if (isPhonePhoto(query.mimeType) && !(storage instanceof LocalFileStorage)) {
        throw invalidField('mimeType', 'HEIC 사진은 올릴 수 없어요. JPEG 사진으로 골라 다시 올려 주세요.');
      }
      // HEIC/HEIF are stored as JPEG: the key ends with .jpg from the start (UPLOAD_EXTENSIONS), so the key
      // a caller sends later is this one; the row keeps the declared type the PUT must carry.
      const key = `${query.type}/${randomToken()}.${UPLOAD_EXTENSIONS[query.mimeType]}`;
      const expiresAt = new Date(Date.now() + UPLOAD_URL_TTL_MS);
      await repo.insert({
        key,
        type: query.type,
        mimeType: query.mimeType,
        ownerRole: session.role,
        ownerIdx: session.subjectIdx,
        maxBytes: rule.maxBytes,
        expiresAt,
      });
      const target = await storage.createUploadTarget({ key, mimeType: query.mimeType, maxBytes: rule.maxBytes, expiresAt });
      return {
        uploadUrl: target.uploadUrl,
        method: 'PUT',
        headers: target.headers,
        fileUrl: storage.fileUrl(key),
        key,
        expiresAt: expiresAt.toISOString(),
        maxBytes: rule.maxBytes,
      };
    },

    /** Receives the bytes of a local upload URL: signature, expiry, single use, format and size. */
    async uploadFile(input: UploadInput): Promise<UploadedFile> {
      if (!(storage instanceof LocalFileStorage)) {
        throw new AppError('NOT_FOUND', '이 서버는 파일을 직접 받지 않아요. 업로드 주소를 새로 받아 주세요.');
      }
      const key = `${input.type}/${input.name}`;
      if (!verifyUploadSignature(config.sessionSecret, key, input.expires, input.sig)) {
        throw new AppError('FORBIDDEN', '업로드 주소의 서명이 올바르지 않아요. 새 업로드 주소를 받아 다시 올려 주세요.');
      }
      const now = new Date();
      if (input.expires * 1000 <= now.getTime()) {
        throw new AppError('BAD_REQUEST', '업로드 주소가 만료되었어요. 새 업로드 주소를 받아 다시 올려 주세요.');
      }
      const upload = await repo.findByKey(key);
      if (!upload) throw notFound('업로드 주소');
      if (upload.uploadedAt) {
        throw new AppError('FORBIDDEN', '이미 사용한 업로드 주소예요. 새 업로드 주소를 받아 다시 올려 주세요.');
      }
      const contentType = input.contentType?.split(';')[0]?.trim().toLowerCase();
      if (contentType !== upload.mimeType) {
        throw invalidField('mimeType', `파일 형식이 업로드 주소와 달라요. Content-Type 값을 ${upload.mimeType} 그대로 보내 주세요.`);
      }
      const bytes = Buffer.isBuffer(input.body) ? input.body : Buffer.alloc(0);
      if (bytes.length === 0) throw invalidField('size', '파일이 비어 있어요. 올릴 파일을 본문에 담아 보내 주세요.');
      if (bytes.length > upload.maxBytes) {
        const label = UPLOAD_RULES[input.type].label;
        throw new AppError('PAYLOAD_TOO_LARGE', `파일이 너무 커요. ${josa(label, '은/는')} ${formatMb(upload.maxBytes)} 이하로 올려 주세요.`, [
          { field: 'size', message: `${formatMb(upload.maxBytes)} 이하로 올려 주세요.` },
        ]);
      }
      if (!bytesMatchMimeType(bytes, upload.mimeType)) {
        throw invalidField('mimeType', `파일 내용이 ${upload.mimeType} 형식이 아니에요. 올바른 파일을 골라 다시 올려 주세요.`);
      }
      const stored = isReencoded(upload.mimeType) ? await cleanImage(bytes, upload.mimeType) : bytes;
      if (!(await repo.markUploaded(key, stored.length, now))) {
        throw new AppError('FORBIDDEN', '이미 사용한 업로드 주소예요. 새 업로드 주소를 받아 다시 올려 주세요.');
      }
      try {
        await storage.save(key, stored);
      } catch (error) {
        await repo.unmarkUploaded(key);
        throw error;
      }
      return { key, fileUrl: storage.fileUrl(key), sizeBytes: stored.length };
    },
  };
}

const isPhonePhoto = (mimeType: string) => (PHONE_PHOTO_MIME_TYPES as readonly string[]).includes(mimeType);

/**
 * JPEG, PNG and WebP are stored re-encoded (orientation applied, EXIF/GPS and other metadata dropped),
 * HEIC/HEIF decoded and stored as JPEG under their `.jpg` key; Korean 400s for images too large to decode
 * or not decodable. Only the local upload route can do this:
 * with FILE_STORAGE=s3 the bytes go straight to the bucket (docs/COMMUNITY.md, open point).
 */
async function cleanImage(bytes: Buffer, mimeType: Parameters<typeof reencodeImage>[1]): Promise<Buffer> {
  try {
    return (await reencodeImage(bytes, mimeType)).bytes;
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    if (error.reason === 'too_many_pixels') {
      throw invalidField('size', `사진의 화소가 너무 많아요. ${MAX_IMAGE_PIXELS / 10_000}만 화소 이하의 사진으로 올려 주세요.`);
    }
    const kind = isPhonePhoto(mimeType) ? 'HEIC 사진' : '사진';
    throw invalidField('mimeType', `${kind}을 읽을 수 없어요. 손상되지 않은 JPEG, PNG, WebP, HEIC 사진을 올려 주세요.`);
  }
}

export type FilesService = ReturnType<typeof createFilesService>;
