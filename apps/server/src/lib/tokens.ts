import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random 256-bit token, URL-safe. */
export const randomToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A 6-digit code from the CSPRNG (leading zeros kept). */
export const randomDigits = (length = 6) =>
  Array.from({ length }, () => String(randomInt(0, 10))).join('');

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
