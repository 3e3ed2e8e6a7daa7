import { josa } from 'es-hangul';

type JosaPair = Parameters<typeof josa.pick>[1];

/**
 * A word in single quotes for a message, with its particle when a pair is given: the particle follows the
 * word's last syllable, not the closing quote (quoted('입금대기', '으로/로') -> '입금대기'로).
 */
export function quoted(word: string, pair?: JosaPair): string {
  return `'${word}'${pair ? josa.pick(word, pair) : ''}`;
}
