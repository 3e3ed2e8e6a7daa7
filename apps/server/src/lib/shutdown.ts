/**
 * Graceful shutdown in the order that loses no work: stop taking connections and finish requests in
 * flight (app.close), then close the database, then flush error reports. Runs once however often called.
 */
export function createShutdown(steps: {
  app: { close(): Promise<unknown> };
  database: { close(): Promise<unknown> };
  flush?: () => Promise<unknown>;
}): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => {
    running ??= (async () => {
      await steps.app.close();
      await steps.database.close();
      await steps.flush?.();
    })();
    return running;
  };
}
