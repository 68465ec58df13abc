import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { Pool } from "pg";
import * as schema from "./schema";
import { releaseConnectionsOnFailedBegin } from "./release-failed-begin";
import { describeError } from "@/lib/domain/log-redaction";
import { logLine } from "@/lib/server/logging/log-line";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DriverName = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  driver: DriverName;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

export interface OpenOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory, or "memory://" for a throwaway in-memory database. */
  dataDir?: string;
  /** PGlite: start from this dump of a data directory (PGlite's dumpDataDir) instead of an empty database. */
  template?: Blob;
}

export function openDatabase({ url, dataDir = ".data/pglite", template }: OpenOptions): DatabaseHandle {
  if (url) {
    // Session settings for a corpus served from memory: random reads cost about as much as
    // sequential ones (so selective lookups use their indexes), and JIT compiling the analysis
    // queries costs more than it saves at their size.
    const pool = new Pool({ connectionString: url, max: 10, options: "-c random_page_cost=1.1 -c jit=off" });
    // A connection the server dropped (a restart, a failover) is an event, not a crash: the pool
    // replaces it on the next query. A connection lost while checked out (between a transaction's
    // statements) fails that transaction's next statement; without a listener it would crash the process.
    const lost = (error: Error) => logLine("warn", "db-pool", { message: `connection lost: ${describeError(error)}` });
    pool.on("error", lost);
    pool.on("connect", (client) => client.on("error", lost));
    releaseConnectionsOnFailedBegin(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      driver: "postgres",
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, template ? { loadDataDir: template } : {});
  const pglite = drizzlePglite(client, { schema });
  return {
    db: pglite as unknown as Database,
    driver: "pglite",
    migrate: () => migratePglite(pglite, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
