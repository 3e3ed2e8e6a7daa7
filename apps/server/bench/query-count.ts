import type { Logger } from 'drizzle-orm';

/**
 * Counts the SQL statements Drizzle runs for the bench server (installed as the database's logger). The
 * checkout section counts one checkout run alone, so nothing else is counted with it.
 */
export class BenchQueryCounter implements Logger {
  private recording: string[] | null = null;

  logQuery(query: string): void {
    this.recording?.push(query);
  }

  async count<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
    const statements: string[] = [];
    this.recording = statements;
    try {
      return { result: await run(), statements };
    } finally {
      this.recording = null;
    }
  }
}
