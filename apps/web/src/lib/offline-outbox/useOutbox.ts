import { useMemo, useSyncExternalStore } from 'react';
import type { Outbox, OutboxState } from './outbox';
import { getOutbox } from './shared';
import type { OutboxItem } from './types';

/** The outbox's items and the one being sent, re-rendering when they change. */
export function useOutboxState(outbox: Outbox = getOutbox()): OutboxState {
  return useSyncExternalStore(outbox.subscribe, outbox.getState, outbox.getState);
}

/** The waiting and refused items of one scope (or all), in sending order. */
export function useOutboxItems(scope?: string, outbox?: Outbox): readonly OutboxItem[] {
  const { items } = useOutboxState(outbox);
  return useMemo(() => (scope === undefined ? items : items.filter((item) => item.scope === scope)), [items, scope]);
}
