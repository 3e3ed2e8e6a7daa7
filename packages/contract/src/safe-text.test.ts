import { describe, expect, it } from 'vitest';
import { hasUnsafeText, unsafeTextPaths, withSafeText } from './safe-text';
import { z } from 'zod';

const LONE_SURROGATE = '\uD83D';
const noPrototype = (entries: Record<string, unknown>) => Object.assign(Object.create(null) as object, entries);

/** Inputs as the server sees them: parsed JSON, query strings (objects without a prototype), bytes. */
const inputs: Array<[string, unknown]> = [
  ['plain Korean text with emoji and line breaks', { memo: '현관 비밀번호는 문자로 보내 주세요 🙂\n감사합니다', tags: ['청소', '입주'] }],
  ['a query string', noPrototype({ complexName: '잠실래미안아이파크', pyeong: '34' })],
  ['bytes', { file: new Uint8Array([0, 1, 2]) }],
  ['a date', { at: new Date(0) }],
  ['NUL in a nested string', { visit: { entry: { memo: 'a\u0000b' } } }],
  ['half an emoji in an array item', { lines: [{ memo: 'ok' }, { memo: `깨진${LONE_SURROGATE}` }] }],
  ['NUL in a key', noPrototype({ 'na\u0000me': 'x' })],
  ['a bare unsafe string', `x${LONE_SURROGATE}`],
];

describe('unsafe text in a request', () => {
  it.each(inputs)('is found by the quick check exactly where the paths find it: %s', (_name, input) => {
    expect(hasUnsafeText(input)).toBe(unsafeTextPaths(input).length > 0);
  });

  it('is refused by a wrapped schema with the field named, and clean input passes unchanged', () => {
    const schema = withSafeText(z.object({ memo: z.string() }));
    const refused = schema.safeParse({ memo: 'a\u0000b' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path)).toEqual([['memo']]);
    expect(schema.parse({ memo: '문 앞에 놓아 주세요' })).toEqual({ memo: '문 앞에 놓아 주세요' });
  });
});
