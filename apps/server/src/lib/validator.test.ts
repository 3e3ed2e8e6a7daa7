import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validatorCompiler } from './validator';

const validate = validatorCompiler({
  schema: z.looseObject({ name: z.string(), tags: z.array(z.string()).optional() }),
  method: 'POST',
  url: '/test',
  httpPart: 'body',
});

type Issue = { instancePath: string; message: string };
const issuesOf = (data: unknown) => ((validate(data) as { error?: Issue[] }).error ?? []).map((i) => [i.instancePath, i.message]);

describe('request validator', () => {
  it('keeps every other character: Hangul, emoji, line breaks and tabs', () => {
    expect(validate({ name: '김입주 😀\n\t👨‍👩‍👧', tags: ['줄눈'] })).toEqual({ value: { name: '김입주 😀\n\t👨‍👩‍👧', tags: ['줄눈'] } });
  });

  it('strips invisible format characters from every string before the schema judges it', () => {
    expect(validate({ name: '\u202A010-1234-5678\u202C', tags: ['줄\u200B눈'] })).toEqual({ value: { name: '010-1234-5678', tags: ['줄눈'] } });
    expect(validate({ name: '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}' })).toEqual({
      value: { name: '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}' },
    });
  });

  it('refuses NUL and lone surrogates wherever they are, naming the place, before the schema runs', () => {
    expect(issuesOf({ name: 'a\u0000b' })).toEqual([['/name', expect.stringMatching(/^이름에 쓸 수 없는 문자가 있어요\./)]]);
    expect(issuesOf({ name: 'ok', tags: ['fine', '\ud800'] })).toEqual([['/tags/1', expect.any(String)]]);
    expect(issuesOf({ name: 'ok', extra: { deep: 'x\udfff' } })).toEqual([['/extra/deep', expect.any(String)]]);
    expect(issuesOf({ name: 'ok', ['k\u0000']: 1 })).toEqual([['/', expect.any(String)]]);
    expect(issuesOf({ name: 1, bad: '\u0000' })).toEqual([['/bad', expect.any(String)]]);
  });
});
