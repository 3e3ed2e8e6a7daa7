import { createHmac } from 'node:crypto';
import { safeEqual } from '../tokens';

/** HMAC-SHA256 of the key and expiry (epoch seconds): the signature of a local upload URL. */
export function signUpload(secret: string, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`upload:${key}:${expires}`).digest('base64url');
}

export function verifyUploadSignature(secret: string, key: string, expires: number, sig: string): boolean {
  return safeEqual(signUpload(secret, key, expires), sig);
}
