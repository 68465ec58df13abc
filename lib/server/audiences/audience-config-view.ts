import "server-only";
import type { audienceConfigs } from "@/lib/server/db/schema";

type Row = typeof audienceConfigs.$inferSelect;

/** An audience config as the API answers it: categories and countries as entries with a name / label. */
export function audienceConfigView(row: Row) {
  return {
    id: row.id,
    team: row.teamId,
    name: row.name,
    size: row.size,
    categories: row.categories.map((name) => ({ name })),
    countries: row.countries.map((label) => ({ label })),
    targeting_package: row.targetingPackage,
    query_type: row.queryType,
    description: row.description,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}
