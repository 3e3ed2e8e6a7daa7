/**
 * Calls for inspection tests: `api(t)` gives `call(method, url, headers?, payload?)` on /api/v2, and
 * `complete(t, headers, inspectionIdx, types?)` marks types 작성 완료 (all five by default).
 */
import { INSPECTION_TYPES, type InspectionType } from '@ipju/contract';
import { expect } from 'vitest';
import type { TestContext } from '../helpers';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Headers = Record<string, string>;

export const api = (t: TestContext) => (method: Method, url: string, headers: Headers = {}, payload?: object) =>
  t.app.inject(payload === undefined ? { method, url: `/api/v2${url}`, headers } : { method, url: `/api/v2${url}`, headers, payload });

export async function complete(t: TestContext, headers: Headers, inspectionIdx: number, types: readonly InspectionType[] = INSPECTION_TYPES) {
  for (const type of types) {
    const res = await api(t)('PATCH', `/inspection/${inspectionIdx}/${type}/completed`, headers);
    expect(res.statusCode, res.body).toBe(200);
  }
}
