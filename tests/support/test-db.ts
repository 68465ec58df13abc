import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "@/lib/server/db/client";
import { setAppDatabase } from "@/lib/server/db";
import { newPostgresDatabase } from "./new-postgres-database";

let counter = 0;

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new database
 * on the PostgreSQL server the global setup started, each copied from the run's migrated template
 * (see migrated-template.ts; migrate() then finds nothing to do). It also becomes the app's database.
 */
export async function freshDatabase(): Promise<DatabaseHandle> {
  const serverUrl = inject("postgresUrl");
  let handle: DatabaseHandle;
  if (serverUrl) {
    const name = `test_${process.pid}_${Date.now()}_${counter++}`;
    handle = openDatabase({ url: await newPostgresDatabase(serverUrl, name, inject("postgresTemplate") || undefined) });
  } else {
    const dump = inject("pgliteTemplate");
    handle = openDatabase({ dataDir: "memory://", template: dump ? new Blob([readFileSync(dump)]) : undefined });
  }
  await handle.migrate();
  setAppDatabase(handle);
  return handle;
}

export function databaseKind(): "postgres" | "pglite" {
  return inject("postgresUrl") ? "postgres" : "pglite";
}
