import "server-only";
import { config } from "@/lib/server/config";
import { openDatabase, type DatabaseHandle } from "./client";

/** One database per process; kept on globalThis so dev reloads do not open PGlite twice. */
const holder = globalThis as unknown as { __murmurDb?: Promise<DatabaseHandle> };

async function open(): Promise<DatabaseHandle> {
  const c = config();
  const handle = openDatabase({ url: c.DATABASE_URL, dataDir: c.PGLITE_DATA_DIR });
  await handle.migrate();
  return handle;
}

/** The process's database, migrated on first use. */
export function database(): Promise<DatabaseHandle> {
  holder.__murmurDb ??= open().catch((error) => {
    holder.__murmurDb = undefined;
    throw error;
  });
  return holder.__murmurDb;
}

/** Tests swap in their own database. */
export function setAppDatabase(handle: DatabaseHandle): void {
  holder.__murmurDb = Promise.resolve(handle);
}

export async function db() {
  return (await database()).db;
}
