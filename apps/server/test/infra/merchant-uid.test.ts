import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInResident } from '../factories/residents';
import { createTestApp, type TestContext } from '../helpers';
import { operationsOf, type JsonSchema } from '../openapi-walk';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('order numbers (merchantUid) in requests', () => {
  it('are taken with the one contract schema by every operation, in paths, queries and bodies', () => {
    const { operations, resolve } = operationsOf(t.app);
    const found: Array<[string, JsonSchema]> = [];
    for (const op of operations) {
      for (const p of op.parameters.filter((p) => p.name === 'merchantUid')) found.push([`${op.operationId} ${p.in}`, p.schema]);
      const body = op.body ? resolve(op.body) : undefined;
      const field = body?.properties?.merchantUid;
      if (field) found.push([`${op.operationId} body`, resolve(field)]);
    }
    expect(found.map(([where]) => where)).toEqual(expect.arrayContaining(['cancelBilling path', 'getReviewInit path', 'getBillingDetail query']));
    for (const [where, schema] of found) {
      expect({ where, ...schema }).toEqual({ where, type: 'string', minLength: 6, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
    }
  });

  it('refuse one over 64 characters with a 400 naming merchantUid, on cancelBilling and getReviewInit alike', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const long = `ipju_${'A'.repeat(60)}`;
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/billings/${long}/cancel`,
      headers: { cookie },
      payload: { reason: '단순 변심' },
    });
    const reviewInit = await t.app.inject({ url: `/api/v2/reviews/get_review_init/${long}/1`, headers: { cookie } });
    for (const res of [cancel, reviewInit]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe('주문번호(merchantUid) 형식이 올바르지 않아요.');
      expect(res.json().details[0].field).toBe('merchantUid');
    }
  });
});
