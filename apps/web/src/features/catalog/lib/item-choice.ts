import type { ItemOptionGroup } from '@ipju/contract';
import { readDraft, writeDraft } from '../../../lib/stored-draft';
import { initialSelection, type OptionSelection } from '../components/options';

/**
 * The options a visitor chose on an item page, kept in this tab (sessionStorage) per item, so that leaving the
 * page to sign in (장바구니 담기, 쿠폰 받기 and 찜 send a signed-out visitor there) or to pick the complex brings
 * them back to the same choices. `addAfterSignIn`: they tapped 장바구니 담기 signed out; back on the page signed
 * in, the add goes on to its next step (the date) once, and nothing is added until they confirm it.
 */
export interface ItemChoice {
  /** Chosen option ids per group; null: the page's starting choice. */
  selection: OptionSelection | null;
  /** The 평형 the 평형 tier was chosen for. */
  pyeong: number | null;
}

interface Stored extends ItemChoice {
  addAfterSignIn?: number;
}

/** How long a tap of 장바구니 담기 waits for the sign-in to come back. */
export const ADD_AFTER_SIGN_IN_MS = 30 * 60 * 1000;

const name = (itemIdx: number) => `catalog.choice.${itemIdx}`;

function read(itemIdx: number): Stored | null {
  const stored = readDraft('session', name(itemIdx)) as Partial<Stored> | null;
  if (!stored || typeof stored !== 'object') return null;
  const selection = stored.selection && typeof stored.selection === 'object' ? stored.selection : null;
  return {
    selection,
    pyeong: typeof stored.pyeong === 'number' ? stored.pyeong : null,
    ...(typeof stored.addAfterSignIn === 'number' ? { addAfterSignIn: stored.addAfterSignIn } : {}),
  };
}

/** After each choice the visitor makes. */
export function rememberItemChoice(itemIdx: number, choice: ItemChoice): void {
  writeDraft('session', name(itemIdx), choice);
}

/** 장바구니 담기 while signed out: keep the choices (even untouched ones) and the wish to add. */
export function rememberAddAfterSignIn(itemIdx: number, pyeong: number | null, now = Date.now()): void {
  const stored = read(itemIdx);
  writeDraft('session', name(itemIdx), { selection: stored?.selection ?? null, pyeong: stored?.selection ? stored.pyeong : pyeong, addAfterSignIn: now });
}

/** On opening the item page: the kept choice, and whether to go on adding it (answered once). */
export function takeItemChoice(itemIdx: number, now = Date.now()): (ItemChoice & { add: boolean }) | null {
  const stored = read(itemIdx);
  if (!stored) return null;
  const add = stored.addAfterSignIn !== undefined && now - stored.addAfterSignIn < ADD_AFTER_SIGN_IN_MS;
  if (stored.addAfterSignIn !== undefined) rememberItemChoice(itemIdx, { selection: stored.selection, pyeong: stored.pyeong });
  return { selection: stored.selection, pyeong: stored.pyeong, add };
}

/**
 * The kept choice over the page's starting one: options that still exist; the 평형 tier only when the 평형 is the
 * one it was chosen for (signing in may bring the resident's own complex and 평형, whose tier is picked anew).
 */
export function restoreSelection(groups: readonly ItemOptionGroup[], pyeong: number | null | undefined, choice: ItemChoice): OptionSelection {
  const selection = initialSelection(groups, pyeong);
  if (!choice.selection) return selection;
  for (const group of groups) {
    if (group.kind === 'pyeong' && (choice.pyeong ?? null) !== (pyeong ?? null)) continue;
    const kept = choice.selection[group.groupIdx];
    if (!Array.isArray(kept)) continue;
    const valid = kept.filter((idx) => group.options.some((o) => o.optionIdx === idx));
    const single = !group.multiple || group.kind === 'pyeong';
    if (single && valid.length > 1) continue;
    if (group.required && valid.length === 0) continue;
    selection[group.groupIdx] = valid;
  }
  return selection;
}
