import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxItem } from './types';

interface OutboxDB extends DBSchema {
  items: { key: string; value: OutboxItem; indexes: { seq: number } };
  /** The server's answers to sent items, by item id, for items that depend on them (a photo's task). */
  results: { key: string; value: { id: string; result: unknown; sentAt: number } };
}

/** How long a sent item's answer is kept for items that depend on it. */
const RESULT_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/** The outbox's IndexedDB: the waiting items and the answers to sent ones. */
export interface OutboxStore {
  all(): Promise<OutboxItem[]>;
  put(item: OutboxItem): Promise<void>;
  remove(id: string): Promise<void>;
  /** Removes a sent item and keeps its answer, in one transaction (a reload never sends it again). */
  markSent(id: string, result: unknown, now: number): Promise<void>;
  results(): Promise<Map<string, unknown>>;
  close(): void;
}

export async function openOutboxStore(name: string): Promise<OutboxStore> {
  const db: IDBPDatabase<OutboxDB> = await openDB<OutboxDB>(name, 1, {
    upgrade(database) {
      const items = database.createObjectStore('items', { keyPath: 'id' });
      items.createIndex('seq', 'seq');
      database.createObjectStore('results', { keyPath: 'id' });
    },
  });
  return {
    all: () => db.getAllFromIndex('items', 'seq'),
    put: async (item) => {
      await db.put('items', item);
    },
    remove: (id) => db.delete('items', id),
    markSent: async (id, result, now) => {
      const tx = db.transaction(['items', 'results'], 'readwrite');
      await Promise.all([tx.objectStore('items').delete(id), tx.objectStore('results').put({ id, result, sentAt: now }), tx.done]);
    },
    results: async () => {
      const rows = await db.getAll('results');
      const kept = new Map<string, unknown>();
      const now = Date.now();
      for (const row of rows) {
        if (now - row.sentAt > RESULT_KEEP_MS) void db.delete('results', row.id);
        else kept.set(row.id, row.result);
      }
      return kept;
    },
    close: () => db.close(),
  };
}

/**
 * The same store in memory, for a browser without IndexedDB (blocked, or a private window of an old
 * WebKit): the console still records and sends, but nothing survives closing the page.
 */
export function memoryOutboxStore(): OutboxStore {
  const items = new Map<string, OutboxItem>();
  const results = new Map<string, unknown>();
  return {
    all: async () => [...items.values()].sort((a, b) => a.seq - b.seq),
    put: async (item) => {
      items.set(item.id, item);
    },
    remove: async (id) => {
      items.delete(id);
    },
    markSent: async (id, result) => {
      items.delete(id);
      results.set(id, result);
    },
    results: async () => new Map(results),
    close: () => {},
  };
}
