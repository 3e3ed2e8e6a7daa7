import { formatYmd, hourLabel, type AddCartInput, type CartLine, type CartPayload } from '@ipju/contract';
import type { AppDeps } from '../../app-deps';
import { AppError, cartLinesNotFound, invalidField } from '../../lib/errors';
import { priceSnapshotOf, type ItemsService } from '../items';
import { refundPoliciesOf } from '../refund-policies';
import { parseVisitChoice, slotState, type VisitChoice } from '../schedule';
import { toCartLine } from './cart.mapper';
import { priceCartRows, type PricedCartLine } from './cart.pricing';
import { ownCartRows } from './cart.owned-lines';
import * as repo from './cart.repository';

import { MAX_CART_LINES } from './cart.limits';

export { MAX_CART_LINES };

const NO_VISIT: VisitChoice = { visitDate: null, dateUndecided: false, visitHour: null };

const lineNotFound = () => new AppError('NOT_FOUND', '장바구니에서 상품을 찾을 수 없어요. 장바구니를 새로 고쳐 주세요.');

export function createCartService(deps: AppDeps, { items }: { items: ItemsService }) {
  const { db } = deps;

  async function toLines(priced: PricedCartLine[]): Promise<CartLine[]> {
    const policies = await refundPoliciesOf(db, [...new Set(priced.map((p) => p.item?.categoryCode ?? 'default'))]);
    return priced.map((p) => toCartLine(p, policies.get(p.item?.categoryCode ?? 'default')!));
  }

  /** One line as the cart shows it; `priced` reuses a price just computed for it instead of pricing again. */
  async function readLine(residentIdx: number, cartIdx: number, priced?: Pick<PricedCartLine, 'item' | 'estimate'>): Promise<CartLine> {
    const { rows } = await ownCartRows(db, residentIdx, [cartIdx]);
    if (!rows.length) throw lineNotFound();
    const lines = priced
      ? [{ row: rows[0]!, item: priced.item, estimate: priced.estimate, available: true, unavailableReason: null }]
      : await priceCartRows(items, rows);
    const [line] = await toLines(lines);
    return line!;
  }

  /** A dated visit must fall on a day and slot the partner still has room for. */
  async function checkSlot(partnerIdx: number, visit: VisitChoice) {
    if (!visit.visitDate) return;
    const state = await slotState(db, { partnerIdx, visitDate: visit.visitDate, visitHour: visit.visitHour });
    if (state === 'open') return;
    const day = formatYmd(visit.visitDate);
    throw new AppError(
      'CONFLICT',
      state === 'closed'
        ? `${day} 업체 휴무일이라 예약할 수 없어요. 다른 날짜를 골라 주세요.`
        : `${day}${visit.visitHour === null ? '' : ` ${hourLabel(visit.visitHour)}`} 예약이 마감되었어요. 다른 날짜나 시간을 골라 주세요.`,
      [{ field: 'tz', message: '예약할 수 없는 날짜예요.' }],
    );
  }

  async function sellableItem(itemIdx: number) {
    const item = (await items.itemSummaries([itemIdx])).get(itemIdx);
    if (!item?.sellable) throw new AppError('NOT_FOUND', '상품을 찾을 수 없어요. 판매가 끝났거나 없는 상품이에요.');
    return item;
  }

  return {
    async list(residentIdx: number): Promise<CartPayload> {
      const lines = await toLines(await priceCartRows(items, await repo.listCartRows(db, residentIdx)));
      const buyable = lines.filter((l) => l.available);
      return {
        lines,
        count: lines.length,
        totals: {
          regularTotal: buyable.reduce((s, l) => s + l.regularTotal, 0),
          discountAmount: buyable.reduce((s, l) => s + l.discountAmount, 0),
          total: buyable.reduce((s, l) => s + l.price, 0),
        },
      };
    },

    count: (residentIdx: number) => repo.countCartLines(db, residentIdx),

    /**
     * Adds a service. The server prices it (options, 평형, complex) and checks the date against the
     * calendar rule, the item's visit times and the partner's capacity. The same service for the same
     * home is not added twice: the line already there is returned (with the new date, when one is given).
     */
    async add(residentIdx: number, body: AddCartInput) {
      const item = await sellableItem(body.itemIdx);
      if (item.quoteOnVisit) {
        throw new AppError('CONFLICT', '방문 견적 후 가격이 정해지는 서비스예요. 무료 방문 견적을 예약하면 업체가 견적을 보내 드려요.', [
          { field: 'itemIdx', message: '방문 견적으로 담을 수 있는 서비스예요.' },
        ]);
      }
      const optionIdxs = [...body.optionIdxs].sort((a, b) => a - b);
      const estimate = await items.estimate(body.itemIdx, {
        optionIdxs,
        quantity: body.quantity,
        pyeong: body.pyeong,
        apartmentIdx: body.apartmentIdx,
      });
      const datePicked = body.tz !== undefined && body.tz !== null;
      const visit = datePicked ? parseVisitChoice({ tz: body.tz, time: body.time }, item.visitTimeSet) : NO_VISIT;
      if (!datePicked && body.time !== undefined && body.time !== null) {
        throw invalidField('time', '날짜를 먼저 골라 주세요.');
      }
      await checkSlot(item.partnerIdx, visit);

      const key = {
        residentIdx,
        itemIdx: body.itemIdx,
        optionIdxs,
        apartmentIdx: body.apartmentIdx ?? null,
        pyeong: body.pyeong ?? null,
      };
      let cartIdx = await repo.findSameService(db, key);
      let alreadyInCart = cartIdx !== null;
      if (cartIdx === null) {
        if ((await repo.countCartLines(db, residentIdx)) >= MAX_CART_LINES) {
          throw new AppError('CONFLICT', `장바구니에는 ${MAX_CART_LINES}개까지 담을 수 있어요. 필요 없는 상품을 지운 뒤 담아 주세요.`);
        }
        cartIdx = await repo.insertCartLine(db, {
          ...key,
          quantity: body.quantity,
          ...visit,
          addedPrice: estimate.total,
          priceSnapshot: priceSnapshotOf(estimate),
        });
        if (cartIdx === null) {
          // A concurrent add of the same service won the unique index.
          cartIdx = await repo.findSameService(db, key);
          alreadyInCart = true;
        }
        if (cartIdx === null) throw lineNotFound();
      } else if (datePicked) {
        await repo.updateCartVisit(db, residentIdx, cartIdx, visit);
      }
      // An existing line may have other quantity than this request priced: price it again then.
      const reuse = !alreadyInCart ? { item, estimate } : undefined;
      return { line: await readLine(residentIdx, cartIdx, reuse), alreadyInCart, count: await repo.countCartLines(db, residentIdx) };
    },

    /** PUT /carts/date: the desired date ('미정' allowed) and hour of one line. */
    async updateDate(residentIdx: number, body: { cartIdx: number; tz: string; time?: number | null }) {
      const [row] = (await ownCartRows(db, residentIdx, [body.cartIdx])).rows;
      if (!row) throw lineNotFound();
      const item = await sellableItem(row.itemIdx);
      const visit = parseVisitChoice({ tz: body.tz, time: body.time }, item.visitTimeSet);
      await checkSlot(item.partnerIdx, visit);
      await repo.updateCartVisit(db, residentIdx, body.cartIdx, visit);
      return readLine(residentIdx, body.cartIdx);
    },

    /** DELETE /carts: all the given lines or none (an id not in the cart is a 404 on ids). */
    async remove(residentIdx: number, ids: number[]) {
      const { missing } = await ownCartRows(db, residentIdx, ids);
      if (missing.length) throw cartLinesNotFound('ids');
      const deleted = await db.transaction(async (tx) => {
        const gone = await repo.deleteCartLines(tx, residentIdx, ids);
        // A quote taken out of the cart can be put in again (until its 유효기간): it was not used.
        await repo.giveBackQuotes(tx, gone.quoteVisitIdxs);
        return gone.cartIdxs;
      });
      return { deleted: deleted.length, count: await repo.countCartLines(db, residentIdx) };
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
