import type { ItemEstimate } from '@ipju/contract';
import { AppError } from '../../lib/errors';
import type { ItemsService, ItemSummary } from '../items';
import type { CartRow } from './cart.repository';

/** A cart line priced now. `estimate` is null when the line cannot be bought now (reason in unavailableReason). */
export interface PricedCartLine {
  row: CartRow;
  item: ItemSummary | null;
  estimate: ItemEstimate | null;
  available: boolean;
  unavailableReason: string | null;
}

/**
 * Prices cart lines from the catalogue as it is now (options, 평형 tier, the complex's special price),
 * through the items module's estimate. A line whose item left the catalogue, or whose options no longer
 * fit it, is kept and marked unavailable with the reason, so the resident sees what happened.
 */
export async function priceCartRows(items: ItemsService, rows: CartRow[]): Promise<PricedCartLine[]> {
  const summaries = await items.itemSummaries(rows.map((r) => r.itemIdx));
  const sellable = rows.filter((row) => summaries.get(row.itemIdx)?.sellable);
  // Every sellable line is priced in one batch (a few queries for the whole cart, not a few per line).
  const estimates = await items.estimateMany(
    sellable.map((row) => ({
      itemIdx: row.itemIdx,
      optionIdxs: row.optionIdxs,
      quantity: row.quantity,
      pyeong: row.pyeong ?? undefined,
      apartmentIdx: row.apartmentIdx ?? undefined,
    })),
  );
  const estimateOf = new Map(sellable.map((row, i) => [row, estimates[i]!]));
  return rows.map((row): PricedCartLine => {
    const item = summaries.get(row.itemIdx) ?? null;
    const estimate = estimateOf.get(row);
    if (!item?.sellable || !estimate) {
      return { row, item, estimate: null, available: false, unavailableReason: '판매가 끝난 서비스예요.' };
    }
    if (estimate instanceof AppError) {
      return { row, item, estimate: null, available: false, unavailableReason: `옵션이 바뀌었어요. 다시 담아 주세요. (${estimate.message})` };
    }
    return { row, item, estimate, available: true, unavailableReason: null };
  });
}
