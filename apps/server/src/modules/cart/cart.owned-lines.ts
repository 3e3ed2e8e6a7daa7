import type { DbOrTx } from '../../db/client';
import { asResident, authorizeEach, residentOwned } from '../../lib/authorize';
import * as repo from './cart.repository';

/**
 * The resident's own cart lines among `cartIdxs` (oldest first), and the ids that are not in their cart:
 * unknown ones and other residents' alike (lib/authorize).
 */
export async function ownCartRows(db: DbOrTx, residentIdx: number, cartIdxs: number[]) {
  const found = await repo.findCartRows(db, cartIdxs);
  const { owned, missing } = authorizeEach(asResident(residentIdx), cartIdxs, found, (row) => row.cartIdx, residentOwned);
  return { rows: owned, missing };
}
