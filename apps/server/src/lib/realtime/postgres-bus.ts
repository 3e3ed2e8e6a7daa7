import type { Client as PgClient } from 'pg';
import type { RealtimeBus, RealtimeListener } from './types';

export interface PostgresBusOptions {
  /** The database URL: the bus opens one dedicated connection of its own for LISTEN. */
  url: string;
  /** Sends a notification through the app's pool (`select pg_notify($1, $2)`). */
  notify(channel: string, payload: string): Promise<void>;
  /** The listening connection's application_name (pg_stat_activity), 'ipju-realtime' unless given. */
  applicationName?: string;
  /** Told when the listening connection fails (it is opened again, with growing pauses up to 30 s). */
  onError?(error: Error): void;
}

const RETRY_MS = [250, 1000, 2000, 5000, 10_000, 30_000];

/**
 * PostgreSQL LISTEN/NOTIFY: works across every server process on one database. One dedicated connection per
 * process listens (a pooled connection would be handed to other queries); it is opened on the first
 * subscription. When it drops it is opened again and every listener is told `null`: notifications sent
 * meanwhile are lost, so listeners read again from where they were.
 */
export function createPostgresBus(options: PostgresBusOptions): RealtimeBus {
  const channels = new Map<string, Set<RealtimeListener>>();
  let client: PgClient | null = null;
  let connecting: Promise<void> | null = null;
  let retry = 0;
  let retryTimer: NodeJS.Timeout | null = null;
  let closed = false;

  const tellAll = (payload: string | null, only?: string) => {
    for (const [channel, listeners] of channels) {
      if (only !== undefined && channel !== only) continue;
      for (const listener of [...listeners]) listener(payload);
    }
  };

  async function connect(): Promise<void> {
    const { default: pg } = await import('pg');
    const next = new pg.Client({ connectionString: options.url, application_name: options.applicationName ?? 'ipju-realtime' });
    next.on('notification', (message) => {
      if (message.payload !== undefined) tellAll(message.payload, message.channel);
    });
    const fail = (error: Error) => {
      if (client !== next) return;
      client = null;
      options.onError?.(error);
      void next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('error', fail);
    next.on('end', () => fail(new Error('realtime listening connection ended')));
    await next.connect();
    if (closed) {
      await next.end();
      return;
    }
    const listened = new Set<string>();
    // Channels subscribed while this ran are listened to as well (until none is left out).
    while (listened.size < channels.size) {
      for (const channel of channels.keys()) {
        if (listened.has(channel)) continue;
        await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
        listened.add(channel);
      }
    }
    client = next;
  }

  function ensureConnected(): Promise<void> {
    if (client || closed) return Promise.resolve();
    connecting ??= connect()
      .then(() => {
        const wasRetry = retry > 0;
        retry = 0;
        // Notifications sent while nobody listened are gone: everyone reads again.
        if (wasRetry) tellAll(null);
      })
      .catch((error: unknown) => {
        options.onError?.(error instanceof Error ? error : new Error(String(error)));
        scheduleReconnect();
      })
      .finally(() => {
        connecting = null;
      });
    return connecting;
  }

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    const wait = RETRY_MS[Math.min(retry, RETRY_MS.length - 1)]!;
    retry += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void ensureConnected();
    }, wait);
    retryTimer.unref();
  }

  return {
    kind: 'postgres',
    async publish(channel, payload) {
      if (closed) return;
      await options.notify(channel, payload);
    },
    subscribe(channel, listener) {
      let listeners = channels.get(channel);
      const isNew = !listeners;
      if (!listeners) channels.set(channel, (listeners = new Set()));
      listeners.add(listener);
      if (client && isNew) {
        client.query(`LISTEN ${client.escapeIdentifier(channel)}`).catch((error: Error) => options.onError?.(error));
      } else {
        void ensureConnected();
      }
      return () => void listeners.delete(listener);
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await connecting;
      const last = client;
      client = null;
      channels.clear();
      await last?.end().catch(() => undefined);
    },
  };
}
