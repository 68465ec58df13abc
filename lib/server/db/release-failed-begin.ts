import "server-only";
import type { Pool, PoolClient } from "pg";

type Query = PoolClient["query"];

const isBegin = (arg: unknown) => {
  const text = typeof arg === "string" ? arg : (arg as { text?: unknown } | null)?.text;
  return typeof text === "string" && /^\s*begin\b/i.test(text);
};

/**
 * drizzle's node-postgres `transaction()` sends `begin` before entering the try/finally that gives
 * the connection back, so a `begin` that fails (the server restarted under us) leaks the connection.
 * After `max` such failures every query waits forever. Here a failed `begin` releases its
 * connection with the error, which makes the pool discard it.
 */
export function releaseConnectionsOnFailedBegin(pool: Pool): void {
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const result = query(...args);
      if (isBegin(args[0]) && result instanceof Promise) {
        result.catch((error: Error) => client.release(error));
      }
      return result;
    }) as Query;
  });
}
