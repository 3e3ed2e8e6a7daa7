import { z } from 'zod';
import { fieldLabel } from './validation-messages';

/**
 * Text no request may carry, in any string: NUL (PostgreSQL text and jsonb cannot hold U+0000, so the
 * query fails) and lone UTF-16 surrogates (half of an emoji, not Unicode text at all: jsonb refuses them
 * and text columns would keep a replacement character instead).
 *
 * Decided once for every string rather than field by field: `withSafeText(schema)` runs before a request
 * schema and refuses such text wherever it sits, in fields the schema names and in those it passes
 * through untouched (the PortOne webhook's loose object, free-form answers), in object keys too. The
 * server's validator compiler wraps every route schema with it (apps/server/src/lib/validator.ts), so a
 * new string field is covered without anyone remembering to. Everything else (emoji, Hangul, line
 * breaks) is text as usual.
 */
const LONE_SURROGATE = /\p{Cs}/u;

export const isSafeText = (text: string): boolean => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

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

/** Where `value` holds unsafe text: the paths of such strings and of objects with such a key. */
export function unsafeTextPaths(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof value === 'string') return isSafeText(value) ? [] : [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => unsafeTextPaths(item, [...path, i]));
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    isSafeText(key) ? unsafeTextPaths(item, [...path, key]) : [path],
  );
}

/** `schema`, after a check that refuses unsafe text anywhere in the input (one 400 issue per place). */
export function withSafeText<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      if (!hasUnsafeText(value)) return;
      for (const path of unsafeTextPaths(value)) ctx.addIssue({ code: 'custom', path, message: unsafeTextMessage(path), input: value });
    })
    .pipe(schema);
}
