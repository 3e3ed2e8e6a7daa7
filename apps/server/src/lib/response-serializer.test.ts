import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

const schema = z.object({
  status: z.literal('success'),
  data: z.object({
    name: z.string(),
    price: z.number().int(),
    label: z.string().nullable(),
    tags: z.array(z.string()),
    kind: z.union([z.object({ type: z.literal('a'), a: z.number() }), z.object({ type: z.literal('b'), b: z.string() })]),
    note: z.string().optional(),
  }),
});

const serializerFor = (mode: 'compiled' | 'checked') =>
  responseSerializerCompiler(mode)({ schema, method: 'GET', url: '/test', httpStatus: '200' } as never) as (data: unknown) => string;

const body = {
  status: 'success',
  data: { name: '입주청소', price: 300000, label: null, tags: ['특가'], kind: { type: 'b', b: '둘' } },
};

describe('response serializers', () => {
  it('write what zod would, in both modes', () => {
    const zodJson = JSON.stringify(schema.encode(body as z.output<typeof schema>));
    for (const mode of ['compiled', 'checked'] as const) expect(JSON.parse(serializerFor(mode)(body))).toEqual(JSON.parse(zodJson));
  });

  it('never write a field the contract does not have (a secret on the row stays on the server)', () => {
    const withSecret = { ...body, data: { ...body.data, passwordHash: 'x', internal: { a: 1 } } };
    for (const mode of ['compiled', 'checked'] as const) {
      const json = serializerFor(mode)(withSecret);
      expect(json).not.toContain('passwordHash');
      expect(json).not.toContain('internal');
    }
  });

  it('refuse a body that breaks the contract when checking (tests), as zod did', () => {
    const broken = { ...body, data: { ...body.data, price: '삼십만' } };
    expect(() => serializerFor('checked')(broken)).toThrow();
  });
});
