/**
 * Hiding contact details in company (order) chats before a message is stored or delivered (docs/CHAT.md
 * "Masking"): talking a resident into a phone call, a messenger chat or a bank transfer outside ipju is the
 * fraud pattern such platforms see most. One place, tested (chat.masking.test.ts); the resident also sees
 * CHAT_OFF_PLATFORM_WARNING in every company chat.
 */

export const MASKED_PHONE = '[연락처 비공개]';
export const MASKED_ACCOUNT = '[계좌번호 비공개]';
export const MASKED_EMAIL = '[이메일 비공개]';
export const MASKED_MESSENGER = '[메신저 아이디 비공개]';
export const MASKED_LINK = '[외부 링크 비공개]';

const SEP = '[\\s.\\-]?';
/** Mobile (010 ...; +82 10 ...), landline and 070/050x numbers (02, 031 ...), 15xx/16xx/18xx company numbers. */
const PHONE_PATTERNS = [
  `(?:\\+?82${SEP}|0)1[016789]${SEP}\\d{3,4}${SEP}\\d{4}`,
  `(?:\\+?82${SEP}|0)(?:2|[3-6][1-5]|70|50[2-8])${SEP}\\d{3,4}${SEP}\\d{4}`,
  `1[5-9]\\d{2}[\\s.\\-]\\d{4}`,
];
const PHONE = new RegExp(`(?<![\\d+])(?:${PHONE_PATTERNS.join('|')})(?!\\d)`, 'g');

/** Digit groups joined by single separators: a candidate account number when it has 10 to 16 digits. */
const DIGIT_RUN = /(?<![\d,:])\d+(?:[\s.-]\d+){0,4}(?![\d,:])/g;
const ACCOUNT_MIN_DIGITS = 10;
const ACCOUNT_MAX_DIGITS = 16;
/** ipju's own order number (2611-26-0042) is safe to say. */
const ORDER_NO = /^\d{4}-\d{2}-\d{4}$/;

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/**
 * Links that move the conversation or the money off ipju: KakaoTalk open chats and channels, Kakao Pay and
 * Toss transfer links, Telegram and LINE. Other links stay (a company may point to a product's maker).
 */
const OFF_PLATFORM_LINK =
  /(?:https?:\/\/)?(?:open\.kakao\.com|pf\.kakao\.com|qr\.kakaopay\.com|link\.kakaopay\.com|toss\.me|t\.me|line\.me)\/[^\s]*/gi;
/**
 * A messenger id said after the messenger's name: "카톡 아이디 ipju_clean", "카카오톡ID: clean24",
 * "텔레그램 @cleanking", "라인 id cleanking". Only a Latin id (4 to 30 characters) after the name is hidden, so
 * "카톡 주세요" or "라인 테이프" stay as they are. The spaces between are bounded ({0,3}): three unbounded `\s*`
 * in a row backtracked for 1.5 s on "카톡" and 2,000 spaces, a message anyone could send.
 */
const MESSENGER_ID =
  /(?<![A-Za-z])(카카오톡|카톡|카카오|텔레그램|텔레|라인|kakaotalk|kakao|katalk|telegram|line)(\s{0,3}(?:아이디|아뒤|아디|계정|id)?\s{0,3}(?:[:：]|은|는|으로|로)?\s{0,3})@?([A-Za-z][A-Za-z0-9._-]{3,29})(?![A-Za-z0-9._-])/gi;

/**
 * Digits a number can be written with besides 0-9: the Sino-Korean numerals (공일공 일이삼사 ...) and the
 * full-width digits of a phone keyboard's symbol page, with the full-width and typographic dashes and dot
 * between them. Each is one UTF-16 unit, so a mapped string keeps every position of the text it came from.
 */
/** ０-９ of a phone keyboard's symbol page, as 0-9. */
const FULL_WIDTH_DIGITS: Record<string, string> = Object.fromEntries(Array.from({ length: 10 }, (_, d) => [String.fromCharCode(0xff10 + d), String(d)]));
const OTHER_DIGITS: Record<string, string> = {
  공: '0', 영: '0', 일: '1', 이: '2', 삼: '3', 사: '4', 오: '5', 육: '6', 륙: '6', 칠: '7', 팔: '8', 구: '9',
  ...FULL_WIDTH_DIGITS,
  '\uff0d': '-', '\u2010': '-', '\u2011': '-', '\u2013': '-', '\u2014': '-', '\uff0e': '.',
};
const OTHER_DIGIT = new RegExp(`[${Object.keys(OTHER_DIGITS).join('')}]`);
const EVERY_OTHER_DIGIT = new RegExp(OTHER_DIGIT.source, 'g');
const asAsciiDigits = (text: string) => text.replace(EVERY_OTHER_DIGIT, (c) => OTHER_DIGITS[c]!);

/**
 * A phone number written to slip past the patterns above: a digit at a time ("0 1 0 - 1 2 3 4 ..."), with
 * zero-width or formatting characters between the digits, other strokes as dashes (ㅡ, _, /, |), or Latin
 * letters for digits ("O1O-1234-5678"). Read as the digits alone, it is still a phone number.
 */
const FILLER = /[\s._\-/|\u3161\u00ad\u2010-\u2015\u2212\uff0d\uff3f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
/** At most this many fillers in a row inside one number ("0 - 1" is two spaces and a dash). */
const MAX_FILLERS = 3;
/** Latin letters written for digits; they count only next to a real digit and not inside a word. */
const LOOKALIKES: Record<string, string> = { O: '0', o: '0', I: '1', l: '1' };
const LATIN_LETTER = /[A-Za-z]/;
/** The digits of a mobile, landline, 070/050x (with 0 or 82 first) or 15xx-18xx number. */
const PHONE_DIGITS = /^(?:(?:82|0)(?:1[016789]|2|[3-6][1-5]|70|50[2-8])\d{7,8}|1[5-9]\d{6})$/;

/** A digit written as one (0-9 or full-width), not a numeral's syllable: the spread pass reads no words. */
const realDigit = (c: string | undefined): string | null => {
  if (c === undefined) return null;
  return c >= '0' && c <= '9' ? c : (FULL_WIDTH_DIGITS[c] ?? null);
};

/** The digit `text[i]` stands for, or null: a real digit, or a look-alike letter beside one (fillers between). */
function digitAt(text: string, i: number): string | null {
  const real = realDigit(text[i]);
  if (real !== null) return real;
  const look = LOOKALIKES[text[i]!];
  // A letter of a word ("Hello", "IO") is a letter: a look-alike has no Latin letter right beside it.
  if (look === undefined || LATIN_LETTER.test(text[i - 1] ?? '') || LATIN_LETTER.test(text[i + 1] ?? '')) return null;
  // Fillers between are skipped as the number itself allows them (at most MAX_FILLERS), so each look is short.
  const beside = (step: number) => {
    let j = i + step;
    for (let skipped = 0; skipped < MAX_FILLERS && j >= 0 && j < text.length && FILLER.test(text[j]!); skipped++) j += step;
    return realDigit(text[j]) !== null;
  };
  return beside(-1) || beside(1) ? look : null;
}

/** Where `text` holds a phone number spread out with fillers or look-alike letters (see FILLER). */
function spreadPhoneSpans(text: string): Span[] {
  const spans: Span[] = [];
  let i = 0;
  while (i < text.length) {
    if (digitAt(text, i) === null) {
      i++;
      continue;
    }
    let digits = '';
    let end = i;
    let fillers = 0;
    for (let j = i; j < text.length; j++) {
      const d = digitAt(text, j);
      if (d !== null) {
        digits += d;
        end = j + 1;
        fillers = 0;
      } else if (FILLER.test(text[j]!) && fillers < MAX_FILLERS) fillers++;
      else break;
    }
    if (PHONE_DIGITS.test(digits)) spans.push({ start: i, end, marker: MASKED_PHONE });
    i = end;
  }
  return spans;
}

export interface MaskResult {
  text: string;
  masked: boolean;
}

interface Span {
  start: number;
  end: number;
  marker: string;
}

/** Where `text` holds a phone or account number, found on `digits` (the same text with every digit as 0-9). */
function numberSpans(text: string, digits: string, keep: (span: string) => boolean): Span[] {
  const spans: Span[] = [];
  for (const m of digits.matchAll(PHONE)) {
    if (keep(text.slice(m.index, m.index + m[0].length))) spans.push({ start: m.index, end: m.index + m[0].length, marker: MASKED_PHONE });
  }
  for (const m of digits.matchAll(DIGIT_RUN)) {
    const start = m.index;
    const end = start + m[0].trimEnd().length;
    if (spans.some((s) => start < s.end && s.start < end)) continue;
    const run = digits.slice(start, end);
    const count = run.replace(/\D/g, '').length;
    if (count < ACCOUNT_MIN_DIGITS || count > ACCOUNT_MAX_DIGITS || ORDER_NO.test(run)) continue;
    if (keep(text.slice(start, end))) spans.push({ start, end, marker: MASKED_ACCOUNT });
  }
  return spans;
}

function replaceSpans(text: string, spans: Span[]): string {
  let out = text;
  for (const span of [...spans].sort((a, b) => b.start - a.start)) {
    out = out.slice(0, span.start) + span.marker + out.slice(span.end);
  }
  return out;
}

/**
 * `text` with phone numbers, bank account numbers, e-mail addresses, messenger ids and off-platform links
 * replaced by a marker saying what was hidden.
 *
 * Numbers are found in two passes: first as written with 0-9, then with the other digits read as digits,
 * where only a number that holds at least one of those counts. The second pass comes after the first so that
 * a word ending in a numeral's syllable ("회사", "오이") just before a plain number cannot hide it: "회사010-
 * 1234-5678" is masked by the first pass as a phone number. A last pass finds phone numbers spread out to slip
 * past the others (spreadPhoneSpans).
 */
export function maskContactDetails(text: string): MaskResult {
  let masked = false;
  const mark = (marker: string) => () => {
    masked = true;
    return marker;
  };
  let out = text.replace(OFF_PLATFORM_LINK, mark(MASKED_LINK)).replace(EMAIL, mark(MASKED_EMAIL));
  out = out.replace(MESSENGER_ID, (_whole, name: string, between: string) => {
    masked = true;
    return `${name}${between}${MASKED_MESSENGER}`;
  });

  const plain = numberSpans(out, out, () => true);
  out = replaceSpans(out, plain);
  if (OTHER_DIGIT.test(out)) {
    const spelled = numberSpans(out, asAsciiDigits(out), (span) => OTHER_DIGIT.test(span));
    out = replaceSpans(out, spelled);
    masked ||= spelled.length > 0;
  }
  const spread = spreadPhoneSpans(out);
  out = replaceSpans(out, spread);
  return { text: out, masked: masked || plain.length > 0 || spread.length > 0 };
}
