import { describe, it, type TestFunction } from 'vitest';
import { isPostgres } from './helpers';

/**
 * Cases that only real PostgreSQL can prove: races between parallel transactions (row locks,
 * conditional updates, unique violations under load) and pg-boss. PGlite runs one query at a time on
 * one connection, so a race there would pass without proving anything. These run when TEST_DATABASE_URL
 * is set (CI must set it) and are reported as skipped on PGlite, with the reason in their name.
 */
const POSTGRES_ONLY = ' (PostgreSQL only: set TEST_DATABASE_URL)';

export function itOnPostgres(name: string, fn: TestFunction, timeout?: number): void {
  it.runIf(isPostgres())(name + POSTGRES_ONLY, fn, timeout);
}

/** A group of PostgreSQL-only cases; its hooks do not run on PGlite either. */
export function describeOnPostgres(name: string, fn: () => void): void {
  describe.runIf(isPostgres())(name + POSTGRES_ONLY, fn);
}
