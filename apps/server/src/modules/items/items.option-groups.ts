import type { ItemOptionGroup } from '@ipju/contract';
import type { DbOrTx } from '../../db/client';
import { toOptionGroups } from './items.mapper';
import { listOptionRowsOfItems } from './items.repository';

/** The option groups (with options, in display order) of several items, in one query, by itemIdx. */
export async function loadOptionGroups(db: DbOrTx, itemIdxs: number[]): Promise<Map<number, ItemOptionGroup[]>> {
  const rows = itemIdxs.length ? await listOptionRowsOfItems(db, itemIdxs) : [];
  return new Map(itemIdxs.map((idx) => [idx, toOptionGroups(rows.filter((r) => r.itemIdx === idx))]));
}
