import { newIdempotencyKey } from '../idempotency-key';
import { backoffMs, classifyFailure } from './classify';
import { memoryOutboxStore, openOutboxStore, type OutboxStore } from './store';
import type { NewOutboxItem, OutboxEvent, OutboxItem, OutboxSender } from './types';

/** What screens read: the waiting items in sending order, the one on its way, and whether the disk was read. */
export interface OutboxState {
  loaded: boolean;
  /** False when the browser gave no IndexedDB: items live only as long as the page. */
  persistent: boolean;
  items: readonly OutboxItem[];
  sendingId: string | null;
}

export interface OutboxOptions {
  /** IndexedDB database name (tests use a fresh one per outbox to start empty, the same one to "reload"). */
  dbName?: string;
  senders?: Record<string, OutboxSender>;
  isOnline?: () => boolean;
  now?: () => number;
  random?: () => number;
  /** Where the `online` event comes from; null in tests that drive flush() themselves. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

export interface Outbox {
  /** Resolves once the items saved on this device are read back. */
  ready: Promise<void>;
  getState(): OutboxState;
  subscribe(listener: () => void): () => void;
  /** Told about each sent or refused item (screens refresh their lists on 'sent'). */
  onEvent(listener: (event: OutboxEvent) => void): () => void;
  /** The sender of one kind of item; items of a kind nobody registered yet wait. */
  register<P, R>(kind: string, sender: OutboxSender<P, R>): void;
  /** Saves the item on the device first, then tries to send it. Resolves once it is saved. */
  enqueue<P>(item: NewOutboxItem<P>): Promise<OutboxItem<P>>;
  /** Changes a waiting or refused item (the inspector fixed it) and sends it again. */
  update<P>(id: string, change: { payload: P; label?: string }): Promise<void>;
  /** Drops an item from the device without sending it. */
  discard(id: string): Promise<void>;
  /** Sends a refused item again (or, without an id, every waiting one now, skipping the backoff). */
  retry(id?: string): Promise<void>;
  /** Sends what can be sent now, in order; resolves when it has stopped (all sent, offline, or waiting). */
  flush(): Promise<void>;
  close(): void;
}

const byOrder = (a: OutboxItem, b: OutboxItem) => a.seq - b.seq;

/**
 * The offline outbox: writes saved to IndexedDB before any network call and sent in the order they were
 * made when the device is online (navigator.onLine, the `online` event, and retries with backoff). A
 * failure without an answer, a 408/429/5xx or a 401 keeps the item for later; any other 4xx marks it
 * failed with the server's Korean message for the inspector to fix or discard. The server makes each
 * create idempotent by the item's id (clientKey), so an item sent twice (a reload between the server's
 * answer and the removal, two tabs) is still one record.
 */
export function createOutbox(options: OutboxOptions = {}): Outbox {
  const {
    dbName = 'ipju-outbox',
    isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
    now = () => Date.now(),
    random = Math.random,
    target = typeof window === 'undefined' ? null : window,
  } = options;
  const senders = new Map<string, OutboxSender>(Object.entries(options.senders ?? {}));
  const listeners = new Set<() => void>();
  const eventListeners = new Set<(event: OutboxEvent) => void>();
  let state: OutboxState = { loaded: false, items: [], sendingId: null, persistent: true };
  let persistent = true;
  let results = new Map<string, unknown>();
  let store: OutboxStore | null = null;
  let closed = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let seq = 0;

  const setState = (next: Partial<OutboxState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };
  const setItems = (items: OutboxItem[]) => setState({ items: [...items].sort(byOrder) });
  const emit = (event: OutboxEvent) => eventListeners.forEach((listener) => listener(event));

  const ready = (async () => {
    try {
      store = await openOutboxStore(dbName);
    } catch {
      store = memoryOutboxStore();
      persistent = false;
    }
    const [items, sent] = await Promise.all([store.all(), store.results()]);
    results = sent;
    seq = items.reduce((max, item) => Math.max(max, item.seq), 0);
    // Backoff does not survive a reload: a fresh page tries at once.
    setState({ loaded: true, persistent, items: items.map((item) => ({ ...item, nextAttemptAt: 0 })).sort(byOrder) });
  })();

  const schedule = (at: number) => {
    if (closed) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, Math.max(0, at - now()));
  };

  const replace = async (item: OutboxItem) => {
    await store!.put(item);
    setItems(state.items.map((existing) => (existing.id === item.id ? item : existing)));
  };

  /** One pass over the items in order; stops at the first item that must wait (order is kept). */
  const pass = async () => {
    for (const item of state.items) {
      if (closed || !isOnline()) return;
      const current = state.items.find((i) => i.id === item.id);
      if (!current || current.status === 'failed') continue;
      const sender = senders.get(current.kind);
      if (!sender) continue;
      // Waits for the items it builds on (a photo for its task); those still on the device are ahead of it.
      if (current.dependsOn.some((id) => state.items.some((i) => i.id === id))) continue;
      if (current.nextAttemptAt > now()) {
        schedule(current.nextAttemptAt);
        return;
      }
      setState({ sendingId: current.id });
      try {
        const result = await sender(current.payload, { resultOf: <R,>(id: string) => results.get(id) as R | undefined }, current);
        await store!.markSent(current.id, result, now());
        results.set(current.id, result);
        setState({ sendingId: null, items: state.items.filter((i) => i.id !== current.id) });
        emit({ type: 'sent', item: current, result });
      } catch (error) {
        setState({ sendingId: null });
        const verdict = classifyFailure(error);
        const attempts = current.attempts + 1;
        // Changed or discarded while on its way: its new version is tried next time.
        if (!state.items.some((i) => i.id === current.id && i === current)) continue;
        if (verdict.keep) {
          const nextAttemptAt = now() + backoffMs(attempts, random);
          await replace({ ...current, attempts, nextAttemptAt });
          schedule(nextAttemptAt);
          return;
        }
        const failed: OutboxItem = { ...current, attempts, status: 'failed', error: verdict.message };
        await replace(failed);
        emit({ type: 'failed', item: failed });
      }
    }
  };

  const flush = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      await ready;
      do {
        again = false;
        await pass();
      } while (again && !closed);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const onOnline = () => {
    // The connection is back: skip the backoff and send now.
    setItems(state.items.map((item) => (item.nextAttemptAt > 0 ? { ...item, nextAttemptAt: 0 } : item)));
    void flush();
  };
  target?.addEventListener('online', onOnline);
  void ready.then(() => flush());

  return {
    ready,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onEvent(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    register(kind, sender) {
      senders.set(kind, sender as OutboxSender);
      void flush();
    },
    async enqueue<P>(input: NewOutboxItem<P>) {
      await ready;
      const item: OutboxItem<P> = {
        id: input.id ?? newIdempotencyKey(),
        kind: input.kind,
        scope: input.scope,
        label: input.label,
        payload: input.payload,
        dependsOn: input.dependsOn ?? [],
        status: 'pending',
        error: null,
        attempts: 0,
        seq: ++seq,
        createdAt: now(),
        nextAttemptAt: 0,
      };
      await store!.put(item as OutboxItem);
      setItems([...state.items, item as OutboxItem]);
      void flush();
      return item;
    },
    async update(id, change) {
      await ready;
      const item = state.items.find((i) => i.id === id);
      if (!item) return;
      await replace({ ...item, payload: change.payload, label: change.label ?? item.label, status: 'pending', error: null, nextAttemptAt: 0 });
      void flush();
    },
    async discard(id) {
      await ready;
      await store!.remove(id);
      setItems(state.items.filter((i) => i.id !== id));
      emit({ type: 'changed' });
    },
    async retry(id) {
      await ready;
      const items = state.items.map((item) =>
        id === undefined || item.id === id ? { ...item, status: 'pending' as const, error: null, nextAttemptAt: 0 } : item,
      );
      for (const item of items) if (id === undefined || item.id === id) await store!.put(item);
      setItems(items);
      await flush();
    },
    flush,
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      target?.removeEventListener('online', onOnline);
      void ready.then(() => store?.close());
    },
  };
}
