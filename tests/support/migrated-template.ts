import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "@/lib/server/db/client";
import { newPostgresDatabase } from "./new-postgres-database";

/**
 * Each integration test file starts from a database with every migration applied. Running the
 * migrations once per run and copying the result (PostgreSQL: a template database; PGlite: a dump
 * of its data directory) costs a fraction of migrating each file's database anew.
 */
export async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `test_template_${process.pid}`;
  const template = openDatabase({ url: await newPostgresDatabase(serverUrl, name) });
  await template.migrate();
  await template.close();
  return name;
}

/** A migrated PGlite's data directory, dumped to a file; returns the file's path. */
export async function pgliteTemplate(): Promise<string> {
  const handle = openDatabase({ dataDir: "memory://" });
  await handle.migrate();
  const dump = await ((handle.db as unknown as { $client: PGlite }).$client).dumpDataDir("none");
  await handle.close();
  const file = path.join(tmpdir(), `murmur-test-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}
