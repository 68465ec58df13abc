import "server-only";
import type { Database } from "./client";

/**
 * A prepared statement made once per database (a statement belongs to one handle, and tests switch
 * handles). For the hottest reads: PostgreSQL then skips parsing and planning it on every call, and
 * drizzle building its SQL (together about 0.2 ms of CPU a query on a loaded two-core machine).
 */
export function preparedPerDatabase<T>(make: (db: Database) => T): (db: Database) => T {
  const made = new WeakMap<Database, T>();
  return (db) => {
    let statement = made.get(db);
    if (!statement) made.set(db, (statement = make(db)));
    return statement;
  };
}
