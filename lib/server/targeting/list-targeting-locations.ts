import "server-only";
import { and, asc, eq, ilike } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { targetingLocations } from "@/lib/server/db/schema";
import { toItem } from "./reference-catalogue";
import { escapeLike, SEARCH_LIMIT } from "./search-reference-items";

/** Targeting locations of one country, all of them or those whose name contains the keywords. */
export async function listTargetingLocations(db: Database, countryCode: string, keywords?: string) {
  const inCountry = eq(targetingLocations.countryCode, countryCode);
  const where = keywords ? and(inCountry, ilike(targetingLocations.name, `%${escapeLike(keywords)}%`)) : inCountry;
  const query = db.select().from(targetingLocations).where(where).orderBy(asc(targetingLocations.locationType), asc(targetingLocations.name));
  const rows = keywords ? await query.limit(SEARCH_LIMIT) : await query;
  return { locations: rows.map((r) => toItem(r)) };
}
