import "server-only";
import { asc, ilike, or } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { REFERENCE_LISTS, toItem, type ReferenceList } from "./reference-catalogue";

export const SEARCH_LIMIT = 50;
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A whole reference list, or the items whose name contains any of the keywords. */
export async function searchReferenceItems(db: Database, list: ReferenceList, keywords?: string[]) {
  const { table, name, key } = REFERENCE_LISTS[list];
  const terms = (keywords ?? []).map((k) => k.trim()).filter(Boolean);
  const where = terms.length ? or(...terms.map((t) => ilike(name, `%${escapeLike(t)}%`))) : undefined;
  const query = db.select().from(table).where(where).orderBy(asc(name));
  const rows = terms.length ? await query.limit(SEARCH_LIMIT) : await query;
  return { [key]: rows.map((r) => toItem(r as Record<string, unknown>)) };
}
