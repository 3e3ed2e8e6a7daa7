import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { MAX_CART_LINES } from './cart.limits';
import * as repo from './cart.repository';

/**
 * The cart line of a 방문 견적's proposal (the reserve module calls this in the transaction that marks the
 * quote used): one service for the quoted home, no options, priced at the quote by cart.pricing.ts. At most
 * one line names a quote (cart_lines_quote_visit_uq); the same service for the same home already in the
 * cart is a 409, nothing changed.
 */
export async function insertQuotedCartLine(
  tx: DbOrTx,
  line: { residentIdx: number; itemIdx: number; apartmentIdx: number; pyeong: number | null; quoteVisitIdx: number; amount: number },
): Promise<{ cartIdx: number; count: number }> {
  if ((await repo.countCartLines(tx, line.residentIdx)) >= MAX_CART_LINES) {
    throw new AppError('CONFLICT', `장바구니에는 ${MAX_CART_LINES}개까지 담을 수 있어요. 필요 없는 상품을 지운 뒤 담아 주세요.`);
  }
  const cartIdx = await repo.insertCartLine(tx, {
    residentIdx: line.residentIdx,
    itemIdx: line.itemIdx,
    apartmentIdx: line.apartmentIdx,
    pyeong: line.pyeong,
    optionIdxs: [],
    quantity: 1,
    visitDate: null,
    dateUndecided: false,
    visitHour: null,
    addedPrice: line.amount,
    priceSnapshot: { basePrice: line.amount, options: {} },
    quoteVisitIdx: line.quoteVisitIdx,
  });
  if (cartIdx === null) {
    throw new AppError('CONFLICT', '같은 집의 같은 서비스가 이미 장바구니에 있어요. 장바구니에서 먼저 지운 뒤 담아 주세요.');
  }
  return { cartIdx, count: await repo.countCartLines(tx, line.residentIdx) };
}
