import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password';

describe('password hashing (scrypt)', () => {
  it('verifies the right password only, with a fresh salt per hash', async () => {
    const a = await hashPassword('입주-파트너-1234');
    const b = await hashPassword('입주-파트너-1234');
    expect(a).not.toBe(b);
    expect(await verifyPassword('입주-파트너-1234', a)).toBe(true);
    expect(await verifyPassword('입주-파트너-1235', a)).toBe(false);
    expect(needsRehash(a)).toBe(false);
  });

  it('keeps working with older parameters stored in the hash, and flags them for rehash', async () => {
    const { scryptSync, randomBytes } = await import('node:crypto');
    const salt = randomBytes(16);
    const key = scryptSync('old-password', salt, 64, { N: 1024, r: 8, p: 1 });
    const old = ['scrypt', 1024, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    expect(await verifyPassword('old-password', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
  });

  it('refuses malformed or unusable hashes', async () => {
    for (const stored of ['', '!', 'scrypt$1$2$3', 'bcrypt$x$y$z$a$b', 'scrypt$99999999$8$1$AAAA$BBBB']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});
