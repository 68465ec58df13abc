import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "@/lib/server/db/client";
import { setAppDatabase } from "@/lib/server/db";

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
    const admin = openDatabase({ url: serverUrl });
    const name = `test_${process.pid}_${Date.now()}_${counter++}`;
    const template = inject("postgresTemplate");
    await admin.db.execute(sql.raw(`create database ${name}${template ? ` template ${template}` : ""}`));
    await admin.close();
    handle = openDatabase({ url: serverUrl.replace(/\/[^/]*$/, `/${name}`) });
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
