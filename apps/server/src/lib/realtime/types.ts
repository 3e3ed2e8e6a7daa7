/**
 * A wake-up bus between server processes (docs/CHAT.md "Real time"). What it carries is small (ids only):
 * the data itself is stored first and read from the database by whoever is woken. A listener is told `null`
 * when notices may have been missed (the listening connection dropped and came back): it should re-read.
 */
export type RealtimeListener = (payload: string | null) => void;

export interface RealtimeBus {
  /** 'postgres': LISTEN/NOTIFY on a dedicated connection, across processes. 'in-process': one process (PGlite). */
  readonly kind: 'postgres' | 'in-process';
  /** Tells every listener of the channel, in every process. Call after the commit of what it announces. */
  publish(channel: string, payload: string): Promise<void>;
  /** Listens to a channel; returns the function that stops listening. */
  subscribe(channel: string, listener: RealtimeListener): () => void;
  /** Stops listening and closes the dedicated connection (app shutdown). */
  close(): Promise<void>;
}
