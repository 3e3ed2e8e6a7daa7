import type { RefundPolicy } from '@ipju/contract';
import type { Db, DbOrTx } from '../../db/client';
import { findAllPolicyRows } from './refund-policies.repository';
import { loadRefundPolicies, policiesOfCodes } from './load-refund-policies';
import type { RefundPolicyRow } from './refund-policy';

/**
 * Refund policies as this process last read them, for the screens that state the rule (payment page,
 * order answers, cart, cautions, an item's 주의사항): the whole table (a row per category at most) is read
 * once per CATALOG_CACHE_TTL_MS instead of once per request, like the catalogue (issue 14).
 *
 * Nothing in the API writes policies (the seed and operators' SQL do), so a changed row shows within the
 * TTL. Whoever changes rows directly in this process (tests, through their factory) calls
 * forgetRefundPolicies(db); CATALOG_CACHE_TTL_MS=0 turns the cache off. Money is never decided from it:
 * refunds and date changes read the row in their transaction (loadRefundPolicies with the transaction),
 * and the cancel preview reads it fresh so it says what the cancel will do.
 */
interface PolicyCache {
  ttlMs: number;
  byKey: Map<string, RefundPolicyRow> | null;
  loadedAt: number;
  /** Bumped by forgetRefundPolicies: a read started before it is not kept. */
  generation: number;
  inflight: Promise<Map<string, RefundPolicyRow>> | null;
}

const caches = new WeakMap<DbOrTx, PolicyCache>();

/** Turns the cache on for the app's database (services.ts); transactions are never cached. */
export function cacheRefundPolicies(db: Db, ttlMs: number): void {
  if (ttlMs > 0) caches.set(db, { ttlMs, byKey: null, loadedAt: 0, generation: 0, inflight: null });
}

/** The next read goes to the table (after a change made directly in the database by this process). */
export function forgetRefundPolicies(db: Db): void {
  const cache = caches.get(db);
  if (!cache) return;
  cache.byKey = null;
  cache.inflight = null;
  cache.generation++;
}

function rowsOf(db: DbOrTx, cache: PolicyCache): Promise<Map<string, RefundPolicyRow>> {
  if (cache.byKey && Date.now() - cache.loadedAt < cache.ttlMs) return Promise.resolve(cache.byKey);
  if (cache.inflight) return cache.inflight;
  const generation = cache.generation;
  const read = findAllPolicyRows(db).then((rows) => {
    const byKey = new Map(rows.map((r) => [r.policyKey, r]));
    if (cache.generation === generation) {
      cache.byKey = byKey;
      cache.loadedAt = Date.now();
      cache.inflight = null;
    }
    return byKey;
  });
  cache.inflight = read;
  read.catch(() => {
    if (cache.inflight === read) cache.inflight = null;
  });
  return read;
}

/**
 * The refund policy of each category code (as loadRefundPolicies), from this process's copy when `db` is
 * the app's database with the cache on, else read now.
 */
export async function refundPoliciesOf(db: DbOrTx, categoryCodes: readonly string[]): Promise<Map<string, RefundPolicy>> {
  const cache = caches.get(db);
  if (!cache) return loadRefundPolicies(db, categoryCodes);
  return policiesOfCodes(await rowsOf(db, cache), categoryCodes);
}
