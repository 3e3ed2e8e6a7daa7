import { disassemble, getChoseong } from 'es-hangul';

const CONSONANTS_ONLY = /^[ㄱ-ㅎ]+$/;
const squeeze = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/**
 * Whether a Korean name matches what a resident typed: a part of the name ('청소'), its 초성 ('ㅇㅈㅊㅅ'
 * finds 입주청소), or a word still being typed ('입주ㅊ', '입줓'), spaces ignored. es-hangul splits the
 * syllables, so every screen that searches names matches the same way.
 */
export function matchesHangul(name: string, query: string): boolean {
  const q = squeeze(query);
  if (!q) return false;
  const n = squeeze(name);
  if (n.includes(q)) return true;
  if (CONSONANTS_ONLY.test(q)) return getChoseong(n).includes(q);
  return disassemble(n).includes(disassemble(q));
}
