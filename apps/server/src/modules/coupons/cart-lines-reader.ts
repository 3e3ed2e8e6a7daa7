import type { DbOrTx } from '../../db/client';
import type { CartLinesReader } from './coupon-checkout';
import * as repo from './coupons.repository';

/**
 * A stand-in CartLinesReader for GET /coupons/usable: lines priced at the item's base price times the
 * quantity (no options, no complex special price).
 */
export function basePriceCartLinesReader(db: DbOrTx): CartLinesReader {
  // TODO(cart module): src/modules/index.ts passes the cart module's priced reader instead of this one.
  return (residentIdx, cartIdxs) => repo.cartLinesAtBasePrice(db, residentIdx, cartIdxs);
}
