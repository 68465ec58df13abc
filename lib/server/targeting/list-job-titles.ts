import "server-only";
import { asc } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { targetingJobTitles } from "@/lib/server/db/schema";

/** The job-title taxonomy: categories in order, each with its titles as children. */
export async function listJobTitles(db: Database) {
  const rows = await db.select().from(targetingJobTitles).orderBy(asc(targetingJobTitles.position));
  const categories = new Map<string, string[]>();
  for (const r of rows) categories.set(r.category, [...(categories.get(r.category) ?? []), r.title]);
  return { job_titles: [...categories].map(([name, children]) => ({ name, children })) };
}
