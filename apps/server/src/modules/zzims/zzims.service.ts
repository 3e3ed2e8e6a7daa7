import { ZZIM_LIMIT, type CreateZzimResult, type ItemCard, type ListZzimsQuery, type ZzimList, type ZzimRef } from '@ipju/contract';
import type { Db } from '../../db/client';
import { asResident, authorize, residentOwned } from '../../lib/authorize';
import { AppError, invalidField } from '../../lib/errors';
import type { ItemsService } from '../items';
import * as repo from './zzims.repository';

/**
 * Zzim (찜): one heart per resident and item (unique index), at most ZZIM_LIMIT per resident. Hearting is
 * idempotent: a second POST returns the heart that is there. Hearting runs under a per-resident advisory
 * lock, so the limit holds when several hearts arrive at once. Cards come from the items service (the same
 * prices GET /items shows for the complex and 평형); an item no longer on sale stays in the list, marked.
 */

type ItemsPort = Pick<ItemsService, 'itemSummaries' | 'listItems' | 'invalidateCatalog'>;

const toRef = (row: repo.ZzimRow): ZzimRef => ({
  zzimIdx: row.zzimIdx,
  itemIdx: row.itemIdx,
  createdAt: row.createdAt.toISOString(),
});

const zzimNotFound = () => new AppError('NOT_FOUND', '찜을 찾을 수 없어요. 이미 해제했을 수 있어요.');

const itemNotFound = () =>
  new AppError('NOT_FOUND', '상품을 찾을 수 없어요. 상품 번호(itemIdx)를 확인해 주세요.', [
    { field: 'itemIdx', message: '상품을 찾을 수 없어요.' },
  ]);

export function createZzimsService(deps: { db: Db }, items: ItemsPort) {
  const { db } = deps;

  /** Priced cards of the items on sale, by itemIdx (all of them: the list is small, the catalogue cached). */
  async function cardsFor(query: ListZzimsQuery) {
    const list = await items.listItems({ ...query, itemSortType: 'recommended', limit: Number.MAX_SAFE_INTEGER });
    return { cards: new Map<number, ItemCard>(list.items.map((card) => [card.itemIdx, card])), list };
  }

  return {
    async create(residentIdx: number, itemIdx: number): Promise<CreateZzimResult> {
      const existing = await repo.findByItem(db, residentIdx, itemIdx);
      if (existing) return { ...toRef(existing), created: false };
      const item = (await items.itemSummaries([itemIdx])).get(itemIdx);
      if (!item) throw itemNotFound();
      if (!item.sellable) throw invalidField('itemIdx', '판매가 끝난 서비스는 찜할 수 없어요.');
      return db.transaction(async (tx) => {
        await repo.lockResidentZzims(tx, residentIdx);
        const again = await repo.findByItem(tx, residentIdx, itemIdx);
        if (again) return { ...toRef(again), created: false };
        if ((await repo.countFor(tx, residentIdx)) >= ZZIM_LIMIT) {
          throw invalidField('itemIdx', `찜은 ${ZZIM_LIMIT}개까지 할 수 있어요. 찜한 서비스에서 몇 개를 정리한 뒤 다시 눌러 주세요.`);
        }
        const row = (await repo.insert(tx, residentIdx, itemIdx)) ?? (await repo.findByItem(tx, residentIdx, itemIdx));
        return { ...toRef(row!), created: true };
      });
    },

    async list(residentIdx: number, query: ListZzimsQuery): Promise<ZzimList> {
      const rows = await repo.listFor(db, residentIdx);
      const summaries = await items.itemSummaries(rows.map((r) => r.itemIdx));
      let { cards, list } = await cardsFor(query);
      // The catalogue is a cached snapshot: an item put on sale since it was taken is read again once.
      if (rows.some((r) => summaries.get(r.itemIdx)?.sellable && !cards.has(r.itemIdx))) {
        items.invalidateCatalog();
        ({ cards, list } = await cardsFor(query));
      }
      const zzims = rows.flatMap((row) => {
        const item = summaries.get(row.itemIdx);
        if (!item) return [];
        const card = item.sellable ? (cards.get(row.itemIdx) ?? null) : null;
        return [
          {
            ...toRef(row),
            onSale: card !== null,
            name: item.name,
            categoryCode: item.categoryCode,
            categoryName: item.categoryName,
            companyName: item.companyName,
            thumbnailUrl: item.thumbnailUrl,
            card,
          },
        ];
      });
      return {
        zzims,
        itemIdxs: zzims.map((z) => z.itemIdx),
        count: zzims.length,
        limit: ZZIM_LIMIT,
        apartment: list.apartment,
        pyeong: list.pyeong,
      };
    },

    async remove(residentIdx: number, zzimIdx: number): Promise<ZzimRef> {
      authorize(asResident(residentIdx), await repo.findById(db, zzimIdx), residentOwned, zzimNotFound);
      const deleted = await repo.deleteOwn(db, zzimIdx, residentIdx);
      if (!deleted) throw zzimNotFound();
      return toRef(deleted);
    },
  };
}

export type ZzimsService = ReturnType<typeof createZzimsService>;
