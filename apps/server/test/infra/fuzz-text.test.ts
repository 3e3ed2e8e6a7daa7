import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInPartner } from '../factories/partners';
import { createSignedInResident } from '../factories/residents';
import { createSignedInStaff } from '../factories/staff';
import { createTestApp, type TestContext } from '../helpers';
import { credentialHeaders, operationsOf, placeholderFor, requiredQuery, urlFor, type Credentials, type JsonSchema, type Operation } from '../openapi-walk';

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

const NUL = 'a\u0000b';
const stringsOf = (s: JsonSchema) => s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string')) || (s.anyOf ?? []).some((x) => x.type === 'string');

/** Sends a request as every role that may call the operation; returns all answers. */
async function send(op: Operation, url: string, payload?: unknown): Promise<LightMyRequestResponse[]> {
  const answers: LightMyRequestResponse[] = [];
  for (const headers of credentialHeaders(op, creds)) {
    answers.push(await t.app.inject({ method: op.method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) }));
  }
  return answers;
}

/** True when one of the answers is the 400 that names `field` in Korean. */
const refusesNaming = (answers: LightMyRequestResponse[], field: string) =>
  answers.some(
    (res) =>
      res.statusCode === 400 &&
      /[가-힣]/.test(res.json().message) &&
      res.json().details?.some((d: { field: string }) => d.field === field),
  );

/**
 * A body the schema accepts as far as placeholders go, and the path of every string in it, so that one
 * string at a time can carry the odd character.
 */
function bodyOf(schema: JsonSchema, resolve: (s: JsonSchema) => JsonSchema, path: string[] = [], strings: string[][] = []): unknown {
  const s = resolve(schema);
  const object = s.properties ? s : (s.anyOf ?? s.oneOf ?? s.allOf ?? []).map(resolve).find((x) => x.properties);
  if (object?.properties) {
    const value: Record<string, unknown> = {};
    for (const [name, child] of Object.entries(object.properties)) value[name] = bodyOf(child, resolve, [...path, name], strings);
    return value;
  }
  if (s.type === 'array' && s.items) return [bodyOf(s.items, resolve, [...path, '0'], strings)];
  if (stringsOf(s) && !s.enum) strings.push(path);
  return placeholderFor(s);
}

function setAt(value: unknown, path: string[], leaf: unknown): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1)!] = leaf;
  return copy;
}

describe('strings with a NUL character or a lone surrogate', () => {
  it(
    'are refused with a 400 naming the field in every string body field, path and query parameter',
    async () => {
      const { operations, resolve } = operationsOf(t.app);
      const failures: string[] = [];
      let tried = 0;
      for (const op of operations) {
        for (const param of op.parameters.filter((p) => (p.in === 'path' || p.in === 'query') && stringsOf(p.schema) && !p.schema.enum)) {
          const odd = encodeURIComponent(NUL);
          const url =
            param.in === 'path'
              ? urlFor(op, { path: { [param.name]: odd }, query: requiredQuery(op, param.name) })
              : urlFor(op, { query: { ...requiredQuery(op, param.name), [param.name]: NUL } });
          const answers = await send(op, url);
          tried++;
          if (answers.some((r) => r.statusCode >= 500) || !refusesNaming(answers, param.name)) {
            failures.push(`${op.method} ${url} (${op.operationId} ${param.in}.${param.name}): ${answers.map((r) => `${r.statusCode} ${r.body}`).join(' / ')}`);
          }
        }
        if (!op.body) continue;
        const strings: string[][] = [];
        const body = bodyOf(op.body, resolve, [], strings);
        for (const path of strings) {
          const answers = await send(op, urlFor(op, { query: requiredQuery(op, '') }), setAt(body, path, NUL));
          tried++;
          if (answers.some((r) => r.statusCode >= 500) || !refusesNaming(answers, path.join('.'))) {
            failures.push(`${op.method} ${op.path} (${op.operationId} body.${path.join('.')}): ${answers.map((r) => `${r.statusCode} ${r.body}`).join(' / ')}`);
          }
        }
      }
      expect(tried).toBeGreaterThan(80);
      expect(failures).toEqual([]);
    },
  );

  it('refuses a lone surrogate anywhere in the PortOne webhook, also in fields it does not know', async () => {
    for (const payload of ['{"imp_uid":"imp_\\ud800"}', '{"imp_uid":"imp_1","merchant_uid":"\\udfff"}', '{"imp_uid":"imp_1","custom_data":{"memo":"\\ud800x"}}']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v2/billings/webhook', headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode, `${payload}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', code: 'VALIDATION' });
      expect(res.json().message).toMatch(/쓸 수 없는 문자/);
    }
  });

});
