import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";

/**
 * Regions (audience-region names) and states ('Region or state - Texas, US') as the English
 * country names the corpus uses. States narrow only to their country: the corpus places accounts
 * by country, so a state's share is not counted separately.
 */
export async function countriesOf(db: Database, regions: string[], states: string[]): Promise<string[]> {
  const stateCodes = states.map((s) => /,\s*([A-Z]{2})$/.exec(s)?.[1]).filter((c): c is string => Boolean(c));
  const regionCodes = regions.length
    ? (await queryRows<{ code: string }>(db, sql`select jsonb_array_elements_text(country_codes) as code from audience_regions where name = any(${sql.param(regions)}::text[])`)).map((r) => r.code)
    : [];
  const codes = [...new Set([...regionCodes, ...stateCodes])];
  if (!codes.length) return [];
  const rows = await queryRows<{ name: string }>(db, sql`select name_en as name from targeting_countries where code = any(${sql.param(codes)}::text[]) and targetable order by name_en`);
  return rows.map((r) => r.name);
}
