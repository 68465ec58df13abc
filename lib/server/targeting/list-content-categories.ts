import "server-only";
import { asc, count } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { targetingInterests } from "@/lib/server/db/schema";

/** Content categories: the top level of X's interest taxonomy, with how many interests each holds. */
export async function listContentCategories() {
  const rows = await (await db())
    .select({ name: targetingInterests.category, interests: count() })
    .from(targetingInterests)
    .groupBy(targetingInterests.category)
    .orderBy(asc(targetingInterests.category));
  return rows.map((r) => ({ label: r.name, name: r.name, interests: r.interests }));
}
