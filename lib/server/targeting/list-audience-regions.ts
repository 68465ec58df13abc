import "server-only";
import { asc } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { audienceRegions } from "@/lib/server/db/schema";

/** Audience regions: multi-country groups first, then every country, each with its country codes. */
export async function listAudienceRegions(db: Database) {
  const rows = await db.select().from(audienceRegions).orderBy(asc(audienceRegions.position));
  return rows.map((r) => ({ name: r.name, is_single_country: r.isSingleCountry, country_codes: r.countryCodes }));
}
