import { describe, expect, it } from 'vitest';
import { hasUnsafeText, needsSafeTextPass, stripInvisibleFormat, stripInvisibleFormatDeep, unsafeTextPaths, withSafeText } from './safe-text';
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
  ['a zero-width space in a nested string', { visit: { entry: { memo: 'a\u200Bb' } } }],
  ['bidi marks in a query string', noPrototype({ phone: '\u202A010-1234-5678\u202C' })],
];

describe('unsafe text in a request', () => {
  it.each(inputs)('is found by the quick check exactly where the paths find it: %s', (_name, input) => {
    expect(hasUnsafeText(input)).toBe(unsafeTextPaths(input).length > 0);
  });

  it.each(inputs)('needs the extra pass exactly when it refuses or strips something: %s', (_name, input) => {
    const strips = JSON.stringify(stripInvisibleFormatDeep(input)) !== JSON.stringify(input);
    expect(needsSafeTextPass(input)).toBe(hasUnsafeText(input) || strips);
  });

  it('is refused by a wrapped schema with the field named, and clean input passes unchanged', () => {
    const schema = withSafeText(z.object({ memo: z.string() }));
    const refused = schema.safeParse({ memo: 'a\u0000b' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path)).toEqual([['memo']]);
    expect(schema.parse({ memo: '문 앞에 놓아 주세요' })).toEqual({ memo: '문 앞에 놓아 주세요' });
  });
});

const ZWSP = '\u200B';
const FAMILY = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}'; // 👨‍👩‍👧
const SCOTLAND = '\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}'; // 🏴󠁧󠁢󠁳󠁣󠁴󠁿
/** A number as Android contacts copy it: wrapped in bidi marks. */
const PASTED_PHONE = '\u202A010-1234-5678\u202C';

describe('invisible format characters', () => {
  const title = z.object({ title: z.string().trim().min(1, { error: '제목(title)을 입력해 주세요.' }).max(30, { error: '제목(title)은 30자까지 적어 주세요.' }) });
  const schema = withSafeText(title);

  it('are stripped, so a title of only zero-width characters is refused as empty, naming the field', () => {
    for (const only of [ZWSP.repeat(3), '\u200C\u200D\u2060\uFEFF\u00AD', ` ${ZWSP} \u3164 `]) {
      const refused = schema.safeParse({ title: only });
      expect(refused.success).toBe(false);
      expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[['title'], '제목(title)을 입력해 주세요.']]);
    }
  });

  it('are not counted towards a length limit', () => {
    expect(schema.parse({ title: `${ZWSP}가${ZWSP}`.repeat(30) })).toEqual({ title: '가'.repeat(30) });
  });

  it('strip bidi controls: a phone number pasted with bidi marks is accepted and kept without them', () => {
    const phone = withSafeText(z.object({ phone: z.string().regex(/^010-\d{4}-\d{4}$/) }));
    expect(phone.parse({ phone: PASTED_PHONE })).toEqual({ phone: '010-1234-5678' });
    // A right-to-left override that would make "gpj.exe" read as "exe.jpg", every bidi control and mark.
    const controls = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C';
    expect(stripInvisibleFormat(`사진\u202Egpj.exe${controls}끝`)).toBe('사진gpj.exe끝');
  });

  it('keep emoji joined by ZWJ, emoji flags with their tag characters, and variation selectors', () => {
    const text = `가족 ${FAMILY} 스코틀랜드 ${SCOTLAND} 무지개 \u{1F3F3}\uFE0F\u200D\u{1F308} 개발자 \u{1F9D1}\u{1F3FB}\u200D\u{1F4BB} 하트 \u2764\uFE0F`;
    expect(stripInvisibleFormat(text)).toBe(text);
    expect(schema.parse({ title: FAMILY })).toEqual({ title: FAMILY });
    expect(schema.parse({ title: SCOTLAND })).toEqual({ title: SCOTLAND });
  });

  it('strip ZWJ and tag characters outside emoji (tags spelling hidden ASCII, a ZWJ between letters)', () => {
    const hidden = [...'ignore'].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('');
    expect(stripInvisibleFormat(`안녕${hidden}하세요`)).toBe('안녕하세요');
    expect(stripInvisibleFormat('가\u200D나')).toBe('가나');
    expect(stripInvisibleFormat(`\u{1F3F4}${hidden}`)).toBe('\u{1F3F4}');
  });

  it('leave a normal Korean title as it is, and such input skips the extra pass', () => {
    const korean = '욕실 줄눈 시공 문의드려요 (34평) 🙂';
    expect(stripInvisibleFormat(korean)).toBe(korean);
    expect(schema.parse({ title: korean })).toEqual({ title: korean });
    expect(needsSafeTextPass({ title: korean, tags: ['청소'] })).toBe(false);
    expect(needsSafeTextPass({ title: korean, tags: [`청${ZWSP}소`] })).toBe(true);
    expect(needsSafeTextPass({ deep: { phone: PASTED_PHONE } })).toBe(true);
  });

  it('are stripped in nested strings and array items, keys and other values left alone', () => {
    const loose = withSafeText(z.looseObject({ lines: z.array(z.object({ memo: z.string() })) }));
    const input = noPrototype({ lines: [{ memo: `문 앞${ZWSP}` }], n: 3, [`k${ZWSP}`]: `v${ZWSP}` });
    expect(loose.parse(input)).toEqual({ lines: [{ memo: '문 앞' }], n: 3, [`k${ZWSP}`]: 'v' });
  });
});
