import type { Logger } from 'drizzle-orm';

/**
 * Counts the SQL statements Drizzle runs, so a test can hold a list endpoint to a fixed number of
 * queries (no query per row). createTestApp installs one as the database's logger: `t.queries`.
 *
 *   const { queries, result } = await t.queries.count(() => t.app.inject({ url: '/api/v2/billings', ... }));
 *
 * Everything the app runs while `run` is pending is counted (the session lookup included), so measure one
 * request at a time. The app's job queue is drained first (`settleWith`): a notice dispatch that earlier steps
 * queued would otherwise run inside the measured window and add its statements to the count.
 */
export class QueryCounter implements Logger {
  private recording: string[] | null = null;
  private settle: () => Promise<void> = async () => {};

  /** What to wait for before each measurement: createTestApp passes its job queue's drain. */
  settleWith(settle: () => Promise<void>): void {
    this.settle = settle;
  }

  logQuery(query: string): void {
    this.recording?.push(query);
  }

  async count<T>(run: () => Promise<T>): Promise<{ result: T; queries: number; statements: string[] }> {
    await this.settle();
    if (this.recording) throw new Error('QueryCounter.count is already measuring: measure one request at a time');
    const statements: string[] = [];
    this.recording = statements;
    try {
      const result = await run();
      return { result, queries: statements.length, statements };
    } finally {
      this.recording = null;
    }
  }
}
