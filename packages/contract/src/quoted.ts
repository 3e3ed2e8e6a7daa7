import { josa } from 'es-hangul';

type JosaPair = Parameters<typeof josa.pick>[1];

/**
 * A word in single quotes for a message, with its particle when a pair is given: the particle follows the
 * word's last syllable, not the closing quote (quoted('입금대기', '으로/로') -> '입금대기'로).
 */
export function quoted(word: string, pair?: JosaPair): string {
  return `'${word}'${pair ? josa.pick(word, pair) : ''}`;
}

/** How each digit is read (영, 일, 이, ...): its last sound picks the particle after a number. */
const DIGIT_READINGS = '영일이삼사오육칠팔구';

/**
 * The particle after a text, picked by the last syllable a Korean reader says: trailing brackets, spaces and
 * punctuation are skipped and digits are read as numbers, so a date with its weekday, a time or an item name
 * in brackets takes the right particle. es-hangul's josa looks at the very last character only, and reads ')'
 * and digits as ending in a vowel ('2027.03.07 (일)는', '3가').
 */
export function particleAfter(text: string, pair: JosaPair): string {
  const spoken = [...text].reverse().find((c) => /[가-힣0-9A-Za-z]/.test(c));
  if (!spoken) return josa.pick(text, pair);
  return josa.pick(/[0-9]/.test(spoken) ? DIGIT_READINGS[Number(spoken)]! : spoken, pair);
}

/**
 * A text with its particle (particleAfter): withJosa('2026.12.05 (토)', '은/는') -> '2026.12.05 (토)는',
 * withJosa('오전 9시', '은/는') -> '오전 9시는', withJosa('3', '이/가') -> '3이'.
 */
export function withJosa(text: string, pair: JosaPair): string {
  return `${text}${particleAfter(text, pair)}`;
}
