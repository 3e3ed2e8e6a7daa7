import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_MAX } from '@ipju/contract';
import { createSignedInPartner } from '../factories/partners';
import { createSignedInResident } from '../factories/residents';
import { createSignedInStaff } from '../factories/staff';
import { createTestApp, type TestContext } from '../helpers';
import { credentialHeaders, operationsOf, requiredQuery, urlFor, type Credentials, type JsonSchema } from '../openapi-walk';

let t: TestContext;
let creds: Credentials;
beforeAll(async () => {
  t = await createTestApp();
  creds = {
    resident: (await createSignedInResident(t.app, t.db)).token,
    // An inspection company's account: it may call the partner routes and the inspector routes too.
    partner: (await createSignedInPartner(t.app, t.db, { partner: { isInspection: true } })).token,
    staff: (await createSignedInStaff(t.app, t.db)).token,
  };
});
afterAll(() => t.close());

const TOO_BIG = String(ID_MAX + 1); // 2147483648: one past the int4 columns the ids live in
const isInteger = (s: JsonSchema): boolean => s.type === 'integer' || (s.type === 'array' && s.items !== undefined && isInteger(s.items));
const isId = (name: string) => /(Idx|Idxs)$|^id$/.test(name);
/** Ids kept in bigint columns (chat messages, docs/CHAT.md): bounded to what a JSON number holds exactly instead. */
const BIGINT_IDS = new Set(['messageIdx']);

describe('ids past the 32-bit columns', () => {
  it('every id in the OpenAPI document is bounded to the column range', () => {
    const { operations, resolve } = operationsOf(t.app);
    const unbounded: string[] = [];
    const visit = (schema: JsonSchema, where: string) => {
      const s = resolve(schema);
      const name = where.split('.').pop()!.replace('[]', '');
      const max = BIGINT_IDS.has(name) ? Number.MAX_SAFE_INTEGER : ID_MAX;
      if (s.type === 'integer' && isId(name) && (s.maximum ?? Infinity) > max) unbounded.push(where);
      for (const [name, child] of Object.entries(s.properties ?? {})) visit(child, `${where}.${name}`);
      if (s.items) visit(s.items, `${where}[]`);
      for (const child of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) visit(child, where);
    };
    for (const op of operations) {
      for (const p of op.parameters) visit(p.schema, `${op.operationId} ${p.in}.${p.name}`);
      if (op.body) visit(op.body, `${op.operationId} body`);
    }
    expect(unbounded).toEqual([]);
  });

  it(
    'answers 2147483648 in any integer path or query parameter without a 500, and 400 naming an id field',
    async () => {
      const { operations } = operationsOf(t.app);
      const failures: string[] = [];
      let tried = 0;
      for (const op of operations) {
        for (const param of op.parameters.filter((p) => (p.in === 'path' || p.in === 'query') && isInteger(p.schema))) {
          const url =
            param.in === 'path'
              ? urlFor(op, { path: { [param.name]: TOO_BIG }, query: requiredQuery(op, param.name) })
              : urlFor(op, { query: { ...requiredQuery(op, param.name), [param.name]: TOO_BIG } });
          const where = `${op.method} ${url} (${op.operationId} ${param.in}.${param.name})`;
          // Console operations are tried as partner and as staff: the role that may call one gets the 400.
          const answers: LightMyRequestResponse[] = [];
          for (const headers of credentialHeaders(op, creds)) answers.push(await t.app.inject({ method: op.method, url, headers }));
          tried++;
          for (const res of answers.filter((r) => r.statusCode >= 500)) failures.push(`${where}: ${res.statusCode} ${res.body}`);
          const namesField = (res: LightMyRequestResponse) =>
            res.statusCode === 400 &&
            /[가-힣]/.test(res.json().message) &&
            res.json().details?.some((d: { field: string }) => d.field === param.name || d.field.startsWith(`${param.name}.`));
          if (isId(param.name) && !answers.some(namesField)) failures.push(`${where}: ${answers.map((r) => `${r.statusCode} ${r.body}`).join(' / ')}`);
        }
      }
      expect(tried).toBeGreaterThan(60);
      expect(failures).toEqual([]);
    },
  );
});
