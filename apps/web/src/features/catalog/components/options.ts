import type { ItemOptionGroup } from '@ipju/contract';

/** Chosen option ids per option group. */
export type OptionSelection = Record<number, number[]>;

function tierFits(option: { pyeongMin: number | null; pyeongMax: number | null }, pyeong: number): boolean {
  return (option.pyeongMin == null || option.pyeongMin <= pyeong) && (option.pyeongMax == null || pyeong <= option.pyeongMax);
}

/**
 * Starting choice: the 평형 tier that covers the resident's 평형, and the first option of other
 * required single-choice groups (so a price shows at once). Add-ons start empty.
 */
export function initialSelection(groups: readonly ItemOptionGroup[], pyeong: number | null | undefined): OptionSelection {
  const selection: OptionSelection = {};
  for (const group of groups) {
    if (group.kind === 'pyeong') {
      const tier = pyeong != null ? group.options.find((option) => tierFits(option, pyeong)) : undefined;
      selection[group.groupIdx] = tier ? [tier.optionIdx] : [];
    } else if (group.required && !group.multiple && group.options[0]) {
      selection[group.groupIdx] = [group.options[0].optionIdx];
    } else {
      selection[group.groupIdx] = [];
    }
  }
  return selection;
}

export function toggleOption(
  selection: OptionSelection,
  group: Pick<ItemOptionGroup, 'groupIdx' | 'multiple' | 'required' | 'kind'>,
  optionIdx: number,
): OptionSelection {
  const current = selection[group.groupIdx] ?? [];
  const single = !group.multiple || group.kind === 'pyeong';
  let next: number[];
  if (single) {
    // Radios: choosing again keeps the choice for required groups, clears it for optional ones.
    next = current.includes(optionIdx) && !group.required ? [] : [optionIdx];
  } else {
    next = current.includes(optionIdx) ? current.filter((id) => id !== optionIdx) : [...current, optionIdx];
  }
  return { ...selection, [group.groupIdx]: next };
}

export function selectedOptionIdxs(selection: OptionSelection): number[] {
  return Object.values(selection)
    .flat()
    .sort((a, b) => a - b);
}

/** Required groups still without a choice. */
export function missingRequiredGroups(groups: readonly ItemOptionGroup[], selection: OptionSelection): ItemOptionGroup[] {
  return groups.filter((group) => group.required && (selection[group.groupIdx]?.length ?? 0) === 0);
}
