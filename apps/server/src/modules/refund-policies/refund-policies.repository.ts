import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { refundPolicies } from '../../db/schema';

/** The rows of the given policy keys (those that exist). */
export function findPolicyRows(db: DbOrTx, keys: readonly string[]) {
  if (!keys.length) return Promise.resolve([]);
  return db.select().from(refundPolicies).where(inArray(refundPolicies.policyKey, [...keys]));
}

/** Every policy row (one per category at most, and 'default'): what the process's copy holds. */
export function findAllPolicyRows(db: DbOrTx) {
  return db.select().from(refundPolicies);
}
