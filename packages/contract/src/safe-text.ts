import { z } from 'zod';
import { fieldLabel } from './validation-messages';

/**
 * What every string of every request goes through, decided once rather than field by field:
 * `withSafeText(schema)` runs before a request schema, on the fields the schema names and on those it passes
 * through untouched (the PortOne webhook's loose object, free-form answers). The server's validator compiler
 * wraps every route schema with it (apps/server/src/lib/validator.ts), so a new string field is covered
 * without anyone remembering to. Two rules, in this order:
 *
 * 1. Refused (400 naming the field), in values and object keys: NUL (PostgreSQL text and jsonb cannot hold
 *    U+0000, so the query fails) and lone UTF-16 surrogates (half of an emoji, not Unicode text at all: jsonb
 *    refuses them and text columns would keep a replacement character instead).
 *
 * 2. Stripped from values, silently: invisible format characters (INVISIBLE_FORMAT below). Zero-width ones
 *    (U+200B-U+200D, U+2060-U+2064, U+FEFF, U+00AD, U+180E, the Hangul fillers U+3164, U+FFA0, U+115F,
 *    U+1160, which show as nothing) let a title made only of them pass as "not empty"; bidi controls (U+202A-
 *    U+202E, U+2066-U+2069, U+200E, U+200F, U+061C and the deprecated U+206A-U+206F) can reverse how a line
 *    reads, e.g. to disguise a phone number or a link. They are stripped rather than refused because ordinary
 *    people carry them without knowing: a number pasted from Android contacts comes wrapped in bidi marks, text
 *    copied from web pages brings zero-width spaces and soft hyphens. The route's schema then judges what is
 *    left, so a title of only zero-width spaces gets the field's usual "empty" message (제목(title)을 입력해
 *    주세요 / 2자 이상 ...) and length limits count visible text; what is stored never holds them.
 *    Kept, since they are part of how text looks: ZWJ (U+200D) between two emoji (👨‍👩‍👧, 🏳️‍🌈, 🧑🏻‍💻), the
 *    tag characters U+E0020-U+E007F inside an emoji flag (🏴 + tags + cancel tag, as in 🏴󠁧󠁢󠁳󠁣󠁴󠁿), and variation
 *    selectors (U+FE0E/U+FE0F, which are not format characters at all). Elsewhere ZWJ and tag characters are
 *    stripped too (tags outside a flag are invisible ASCII, a known way to hide text). ZWNJ (U+200C) is
 *    stripped as well: it only matters in Persian and Indic scripts, which ipju's users do not write.
 *    Object keys are left as they are (a key the schema does not know is dropped anyway). Passwords are
 *    strings like any other: one holding such a character is checked without it, as it was set without it.
 *
 * Everything else (emoji, Hangul, line breaks, tabs) is text as usual.
 */
const LONE_SURROGATE = /\p{Cs}/u;

export const isSafeText = (text: string): boolean => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/** Invisible format characters that are always stripped (ZWJ and tag characters have their own rule). */
const INVISIBLE_FORMAT =
  '\u00AD\u061C\u115F\u1160\u180E\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB\u{E0001}';
/** Any character rule 2 looks at (a quick test: most strings have none). */
const MAY_STRIP = new RegExp(`[${INVISIBLE_FORMAT}\\u{E0020}-\\u{E007F}]|\\u200D`, 'u');
/** What rule 2 strips, with the two kept forms matched first and given back: an emoji flag, a ZWJ between emoji. */
const STRIP = new RegExp(
  '(\\u{1F3F4}[\\u{E0020}-\\u{E007E}]+\\u{E007F})' +
    '|(?<=\\p{Extended_Pictographic}\\p{Emoji_Modifier}?\\u{FE0F}?)(\\u200D)(?=\\p{Extended_Pictographic})' +
    `|[${INVISIBLE_FORMAT}\\u{E0020}-\\u{E007F}]|\\u200D`,
  'gu',
);

/** `text` without invisible format characters (rule 2 above); unchanged when it has none. */
export function stripInvisibleFormat(text: string): string {
  if (!MAY_STRIP.test(text)) return text;
  return text.replace(STRIP, (_match, flag?: string, zwj?: string) => flag ?? zwj ?? '');
}

/** Anything either rule looks at, in one test (the validator runs it on every string of every request). */
const NOT_PLAIN = new RegExp(`[\\u0000\\p{Cs}${INVISIBLE_FORMAT}\\u{E0020}-\\u{E007F}]|\\u200D`, 'u');

/** True when `text` passes both rules as it is: nothing refused, nothing to strip. */
const isPlainText = (text: string): boolean => !NOT_PLAIN.test(text);

/** The message for a field with such text, naming it. */
export const unsafeTextMessage = (path: ReadonlyArray<PropertyKey>) =>
  `${fieldLabel(path)}에 쓸 수 없는 문자가 있어요. 보이지 않는 제어 문자(NUL)나 깨진 글자를 지우고 다시 보내 주세요.`;

/** Parsed JSON, query strings and path parameters (whose objects may have no Object prototype); not bytes. */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && !(value instanceof ArrayBuffer) && !(value instanceof Date);

/**
 * Whether `value` holds unsafe text anywhere (a string, an array item, an object key or value). Every request
 * passes through this, and nearly all are clean: it walks without building anything, and only a request that
 * fails it pays for `unsafeTextPaths`.
 */
export function hasUnsafeText(value: unknown): boolean {
  if (typeof value === 'string') return !isSafeText(value);
  if (Array.isArray(value)) return value.some(hasUnsafeText);
  if (!isRecord(value)) return false;
  for (const key of Object.keys(value)) if (!isSafeText(key) || hasUnsafeText(value[key])) return true;
  return false;
}

/**
 * Whether `value` needs `withSafeText`'s passes at all: unsafe text to refuse, or invisible format characters
 * to strip, in any string. The validator sends input without either (nearly every request) straight to the
 * route's schema.
 */
export function needsSafeTextPass(value: unknown): boolean {
  if (typeof value === 'string') return !isPlainText(value);
  if (Array.isArray(value)) return value.some(needsSafeTextPass);
  if (!isRecord(value)) return false;
  for (const key of Object.keys(value)) if (!isSafeText(key) || needsSafeTextPass(value[key])) return true;
  return false;
}

/** `value` with invisible format characters stripped from every string in it (keys are kept as they are). */
export function stripInvisibleFormatDeep(value: unknown): unknown {
  if (typeof value === 'string') return stripInvisibleFormat(value);
  if (Array.isArray(value)) return value.map(stripInvisibleFormatDeep);
  if (!isRecord(value)) return value;
  const copy: Record<string, unknown> = Object.create(Object.getPrototypeOf(value) as object | null) as Record<string, unknown>;
  for (const key of Object.keys(value)) copy[key] = stripInvisibleFormatDeep(value[key]);
  return copy;
}

/** Where `value` holds unsafe text: the paths of such strings and of objects with such a key. */
export function unsafeTextPaths(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof value === 'string') return isSafeText(value) ? [] : [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => unsafeTextPaths(item, [...path, i]));
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    isSafeText(key) ? unsafeTextPaths(item, [...path, key]) : [path],
  );
}

/**
 * `schema`, after a check that refuses unsafe text anywhere in the input (one 400 issue per place) and a pass
 * that strips invisible format characters from every string, so the schema judges (and the caller stores)
 * what is left.
 */
export function withSafeText<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      if (!hasUnsafeText(value)) return;
      for (const path of unsafeTextPaths(value)) ctx.addIssue({ code: 'custom', path, message: unsafeTextMessage(path), input: value });
    })
    .transform(stripInvisibleFormatDeep)
    .pipe(schema);
}
