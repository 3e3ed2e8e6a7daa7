import type { Logger } from 'drizzle-orm';

/**
 * Counts the SQL statements Drizzle runs, so a test can hold a list endpoint to a fixed number of
 * queries (no query per row). createTestApp installs one as the database's logger: `t.queries`.
 *
 *   const { queries, result } = await t.queries.count(() => t.app.inject({ url: '/api/v2/billings', ... }));
 *
 * Everything the app runs while `run` is pending is counted (the session lookup included), so measure one
 * request at a time.
 */
export class QueryCounter implements Logger {
  private recording: string[] | null = null;

  logQuery(query: string): void {
    this.recording?.push(query);
  }

  async count<T>(run: () => Promise<T>): Promise<{ result: T; queries: number; statements: string[] }> {
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
