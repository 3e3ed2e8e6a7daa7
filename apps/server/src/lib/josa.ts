import { josa } from 'es-hangul';

type JosaPair = Parameters<typeof josa>[1];

/** How a trailing digit or sign is read aloud; josa follows the sound (WELCOME2026 -> 이천이십육 -> 은). */
const SPOKEN_TAIL: Record<string, string> = {
  '0': '영',
  '1': '일',
  '2': '이',
  '3': '삼',
  '4': '사',
  '5': '오',
  '6': '육',
  '7': '칠',
  '8': '팔',
  '9': '구',
  '%': '트',
};

/**
 * es-hangul's josa for names an admin writes freely (coupon names): a name ending in a digit or % takes
 * the particle of how it is read, which es-hangul alone gets wrong ("WELCOME2026는").
 */
export function withJosa(word: string, pair: JosaPair): string {
  const tail = SPOKEN_TAIL[word.trimEnd().slice(-1)];
  if (!tail) return josa(word, pair);
  const particle = josa(tail, pair).slice(tail.length);
  return `${word}${particle}`;
}
