import { sql } from "drizzle-orm";
import { openDatabase } from "@/lib/server/db/client";

/** Creates database `name` on the server (a copy of `template` when given) and returns its connection string. */
export async function newPostgresDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  const admin = openDatabase({ url: serverUrl });
  await admin.db.execute(sql.raw(`create database ${name}${template ? ` template ${template}` : ""}`));
  await admin.close();
  return serverUrl.replace(/\/[^/]*$/, `/${name}`);
}
