import { sql, type Column, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * A query built once per database handle as a named prepared statement (issue 14): Drizzle assembles its
 * SQL on the first call only, and node-postgres sends the statement's text to PostgreSQL once per
 * connection (later calls only bind the values). Keyed by the handle, so each database (PostgreSQL or
 * PGlite, tests open several) has its own; a transaction handle gets its own copy bound to its connection,
 * which costs the same as an unprepared query. `name` must be unique to the query's SQL text.
 */
export function preparedQuery<Q>(build: (db: DbOrTx, name: string) => Q, name: string): (db: DbOrTx) => Q {
  const built = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db, name)));
    return query;
  };
}

/**
 * `column = any($placeholder)`: one prepared statement for lists of any length (the value is an array),
 * where `inArray` writes one parameter per element and so new SQL for every length.
 */
export const anyOf = (column: Column, placeholder: string): SQL => sql`${column} = any(${sql.placeholder(placeholder)})`;
