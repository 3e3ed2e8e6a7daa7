import type { RealtimeBus, RealtimeListener } from './types';

/**
 * The bus for the embedded PGlite, which one process owns (docs/STACK-NOTES: two processes on one directory
 * corrupt it): listeners in this process are all there is. Delivery is asynchronous, like a notification.
 */
export function createInProcessBus(): RealtimeBus {
  const channels = new Map<string, Set<RealtimeListener>>();
  let closed = false;
  return {
    kind: 'in-process',
    async publish(channel, payload) {
      if (closed) return;
      const listeners = channels.get(channel);
      if (!listeners?.size) return;
      setImmediate(() => {
        for (const listener of [...listeners]) listener(payload);
      });
    },
    subscribe(channel, listener) {
      let listeners = channels.get(channel);
      if (!listeners) channels.set(channel, (listeners = new Set()));
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async close() {
      closed = true;
      channels.clear();
    },
  };
}
