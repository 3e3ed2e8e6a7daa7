import { compareYmd, formatYmd, seoulToday, type ItemEstimate } from '@ipju/contract';
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
 * A line made from a 방문 견적 costs exactly the company's proposal: one service, no options, no special
 * price on top (the company quoted this home). Usable until the proposal's 유효기간 (Seoul date), through
 * the payment: after it the line stays and says why it cannot be bought.
 */
function quotedEstimate(row: CartRow, today: string): ItemEstimate | string {
  if (row.quoteValidUntil !== null && compareYmd(today, row.quoteValidUntil) > 0) {
    return `견적 유효기간(${formatYmd(row.quoteValidUntil)})이 지났어요. 업체에 새 견적을 요청해 주세요.`;
  }
  const amount = row.quoteAmount!;
  return {
    itemIdx: row.itemIdx,
    quantity: 1,
    pyeongTier: null,
    basePrice: amount,
    lines: [],
    regularTotal: amount,
    discountAmount: 0,
    discountRate: 0,
    total: amount,
    priceType: 'regular',
  };
}

/**
 * Prices cart lines through the items module's estimate: the options and 평형 tier chosen, at the company's
 * prices the line was added with (its price snapshot), and the complex's special price as it is now. A line
 * made from a 방문 견적 is priced at the quoted amount instead (quotedEstimate). A line whose item left the
 * catalogue, or whose options no longer fit it, is kept and marked unavailable with the reason, so the
 * resident sees what happened.
 */
export async function priceCartRows(items: ItemsService, rows: CartRow[]): Promise<PricedCartLine[]> {
  const summaries = await items.itemSummaries(rows.map((r) => r.itemIdx));
  const isQuoted = (row: CartRow) => row.quoteAmount !== null;
  const sellable = rows.filter((row) => summaries.get(row.itemIdx)?.sellable && !isQuoted(row));
  // Every sellable line is priced in one batch (a few queries for the whole cart, not a few per line).
  const estimates = await items.estimateMany(
    sellable.map((row) => ({
      itemIdx: row.itemIdx,
      optionIdxs: row.optionIdxs,
      quantity: row.quantity,
      pyeong: row.pyeong ?? undefined,
      apartmentIdx: row.apartmentIdx ?? undefined,
      // The company's prices when the line was added: a later price change applies to new carts only.
      prices: row.priceSnapshot,
    })),
  );
  const estimateOf = new Map(sellable.map((row, i) => [row, estimates[i]!]));
  const today = seoulToday();
  return rows.map((row): PricedCartLine => {
    const item = summaries.get(row.itemIdx) ?? null;
    if (!item?.sellable) {
      return { row, item, estimate: null, available: false, unavailableReason: '판매가 끝난 서비스예요.' };
    }
    if (isQuoted(row)) {
      const quoted = quotedEstimate(row, today);
      if (typeof quoted === 'string') return { row, item, estimate: null, available: false, unavailableReason: quoted };
      return { row, item, estimate: quoted, available: true, unavailableReason: null };
    }
    const estimate = estimateOf.get(row);
    if (!estimate) {
      return { row, item, estimate: null, available: false, unavailableReason: '판매가 끝난 서비스예요.' };
    }
    if (estimate instanceof AppError) {
      return { row, item, estimate: null, available: false, unavailableReason: `옵션이 바뀌었어요. 다시 담아 주세요. (${estimate.message})` };
    }
    return { row, item, estimate, available: true, unavailableReason: null };
  });
}
