import type { ItemOptionGroup } from '@ipju/contract';
import type { listOptionRows } from './items.repository';

type OptionRow = Awaited<ReturnType<typeof listOptionRows>>[number];

/** Joined group/option rows (ordered) to groups with their options. */
export function toOptionGroups(rows: OptionRow[]): ItemOptionGroup[] {
  const groups = new Map<number, ItemOptionGroup>();
  for (const r of rows) {
    let group = groups.get(r.groupIdx);
    if (!group) {
      group = { groupIdx: r.groupIdx, name: r.groupName, kind: r.kind, required: r.required, multiple: r.multiple, options: [] };
      groups.set(r.groupIdx, group);
    }
    if (r.optionIdx !== null) {
      group.options.push({
        optionIdx: r.optionIdx,
        name: r.name!,
        price: r.price!,
        pyeongMin: r.pyeongMin,
        pyeongMax: r.pyeongMax,
      });
    }
  }
  return [...groups.values()];
}
