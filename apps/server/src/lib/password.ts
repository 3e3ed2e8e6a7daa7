import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Partner passwords, hashed with scrypt (node:crypto). The stored string carries its own parameters, so
 * they can be raised later without breaking existing hashes:
 *
 *   scrypt$<N>$<r>$<p>$<salt base64url>$<hash base64url>
 *
 * N = 2^15, r = 8, p = 1 (32 MiB, about 100 ms on the 2-core servers), a 16-byte random salt and a
 * 64-byte key. Comparison is timing-safe.
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFC'), salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

const maxmem = (N: number, r: number) => 128 * N * r * 2 + 1024 * 1024;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const { N, r, p } = PARAMS;
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: maxmem(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20 || r > 32 || p > 16) return false;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const expected = Buffer.from(parts[5]!, 'base64url');
  if (expected.length < 16) return false;
  const actual = await scrypt(password, salt, expected.length, { N, r, p, maxmem: maxmem(N, r) });
  return timingSafeEqual(actual, expected);
}

/** True when a stored hash uses weaker parameters than today's; rehash it after a successful sign-in. */
export function needsRehash(stored: string): boolean {
  const [scheme, N, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(N) < PARAMS.N || Number(r) < PARAMS.r || Number(p) < PARAMS.p;
}

let dummy: Promise<string> | undefined;
/**
 * Spends the same time as a real check when there is no account to check against, so an unknown e-mail
 * cannot be told apart from a wrong password by timing.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword('ipju-dummy-password');
  await verifyPassword(password, await dummy);
}
