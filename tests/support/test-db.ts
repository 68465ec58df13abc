import { inject } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "@/lib/server/db/client";
import { setAppDatabase } from "@/lib/server/db";

let counter = 0;

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new database
 * on the PostgreSQL server the global setup started. It also becomes the app's database.
 */
export async function freshDatabase(): Promise<DatabaseHandle> {
  const serverUrl = inject("postgresUrl");
  let handle: DatabaseHandle;
  if (serverUrl) {
    const admin = openDatabase({ url: serverUrl });
    const name = `test_${process.pid}_${Date.now()}_${counter++}`;
    await admin.db.execute(sql.raw(`create database ${name}`));
    await admin.close();
    handle = openDatabase({ url: serverUrl.replace(/\/[^/]*$/, `/${name}`) });
  } else {
    handle = openDatabase({ dataDir: "memory://" });
  }
  await handle.migrate();
  setAppDatabase(handle);
  return handle;
}

export function databaseKind(): "postgres" | "pglite" {
  return inject("postgresUrl") ? "postgres" : "pglite";
}
