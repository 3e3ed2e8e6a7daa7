import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be misread for each other (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A resident's own referral code, 8 characters from the CSPRNG (unique index on residents). */
export function randomReferralCode(length = 8): string {
  return Array.from({ length }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('');
}
