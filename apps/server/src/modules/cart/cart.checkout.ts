import type { DbOrTx } from '../../db/client';
import type { LineOptionSnapshot } from '../../db/schema';
import { cartLinesNotFound } from '../../lib/errors';
import type { ItemsService } from '../items';
import { priceCartRows, type PricedCartLine } from './cart.pricing';
import { ownCartRows } from './cart.owned-lines';
import * as repo from './cart.repository';

export type { PricedCartLine } from './cart.pricing';

/**
 * What payment needs from the cart: the chosen lines priced now, removing them when an order takes them,
 * and putting an unpaid order's lines back.
 */

/** The resident's chosen cart lines, priced now; 404 on cartIdxs when any is not in the cart. */
export async function loadCheckoutLines(
  db: DbOrTx,
  items: ItemsService,
  residentIdx: number,
  cartIdxs: number[],
): Promise<PricedCartLine[]> {
  const { rows, missing } = await ownCartRows(db, residentIdx, cartIdxs);
  if (missing.length) throw cartLinesNotFound('cartIdxs');
  return priceCartRows(items, rows);
}

/** Removes the lines an order takes; returns how many were removed (fewer: another payment took them). */
export async function takeCartLines(tx: DbOrTx, residentIdx: number, cartIdxs: number[]): Promise<number> {
  return (await repo.deleteCartLines(tx, residentIdx, cartIdxs)).cartIdxs.length;
}

export interface RestorableLine {
  lineIdx: number;
  itemIdx: number;
  apartmentIdx: number | null;
  pyeong: number | null;
  options: LineOptionSnapshot[];
  quantity: number;
  visitDate: string | null;
  dateUndecided: boolean;
  visitHour: number | null;
  price: number;
  /** The line's regular price (before the special price), to keep the company's prices it was sold at. */
  regularPrice: number;
}

/** The company's prices an order line was sold at, for the cart line it is put back as. */
function snapshotOfOrderLine(l: RestorableLine) {
  const tiered = l.options.some((o) => o.kind === 'pyeong');
  const optionsTotal = l.options.reduce((s, o) => s + o.price, 0);
  return {
    basePrice: tiered ? null : Math.max(0, Math.round(l.regularPrice / l.quantity) - optionsTotal),
    options: Object.fromEntries(l.options.map((o) => [String(o.optionIdx), o.price])),
  };
}

/**
 * Puts an unpaid order's lines back in the cart with their options, home, quantity, date and the prices they
 * were sold at. Each order
 * line comes back once (restored_from_line_idx), and not at all when the same service is already there.
 */
export async function restoreCartLines(tx: DbOrTx, residentIdx: number, lines: RestorableLine[]): Promise<number> {
  return repo.insertRestoredLines(
    tx,
    lines.map((l) => ({
      residentIdx,
      itemIdx: l.itemIdx,
      apartmentIdx: l.apartmentIdx,
      pyeong: l.pyeong,
      optionIdxs: l.options.filter((o) => !o.autoSelected).map((o) => o.optionIdx).sort((a, b) => a - b),
      quantity: l.quantity,
      visitDate: l.visitDate,
      dateUndecided: l.dateUndecided,
      visitHour: l.visitHour,
      addedPrice: l.price,
      priceSnapshot: snapshotOfOrderLine(l),
      restoredFromLineIdx: l.lineIdx,
    })),
  );
}

export const countCart = (db: DbOrTx, residentIdx: number) => repo.countCartLines(db, residentIdx);

/** The cart lines an order's lines were put back as. */
export const restoredCartIdxs = (db: DbOrTx, residentIdx: number, lineIdxs: number[]) => repo.listRestored(db, residentIdx, lineIdxs);

/**
 * The cart lines coupons are judged against (GET /coupons/usable): every line that can be bought now, at
 * its price now (after the complex special price).
 */
export function pricedCartLinesReader(db: DbOrTx, items: ItemsService) {
  return async (residentIdx: number, cartIdxs?: number[]) => {
    // Ids not in the resident's cart are left out: coupons are judged against their own lines only.
    const rows = cartIdxs ? (await ownCartRows(db, residentIdx, cartIdxs)).rows : await repo.listCartRows(db, residentIdx);
    const priced = await priceCartRows(items, rows);
    return priced.flatMap((l) =>
      l.estimate && l.item ? [{ key: l.row.cartIdx, itemIdx: l.row.itemIdx, categoryCode: l.item.categoryCode, price: l.estimate.total }] : [],
    );
  };
}
