import { sql } from "drizzle-orm";
import { openDatabase } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { LocalDataSource } from "@/lib/server/x/local/local-data-source";
import { resolveAudience } from "@/lib/server/analysis/audience";
import { sectionContext } from "@/lib/server/analysis/sections/context";
import { sectionsFor } from "@/lib/server/analysis/sections";
import type { AnalysisQuery } from "@/lib/schemas/analysis";

async function main() {
  const h = openDatabase({ url: process.env.DATABASE_URL! });
  const q = JSON.parse(process.argv[2]) as AnalysisQuery;
  const source = new LocalDataSource(h.db);
  let t = performance.now();
  const audience = await resolveAudience(h.db, source, q, { cap: 10000, seed: 1, now: new Date() });
  console.log("audience", (performance.now() - t).toFixed(0), audience.population, audience.ids.length, audience.posts?.population);
  const ctx = sectionContext(h.db, audience, { cap: 10000, seed: 1 });
  const { computed } = sectionsFor(q.type);
  const total = performance.now();
  for (const [name, f] of Object.entries(computed)) {
    t = performance.now();
    await f!(ctx, q);
    console.log(name.padEnd(40), (performance.now() - t).toFixed(0));
  }
  console.log("sections total", (performance.now() - total).toFixed(0));
  t = performance.now();
  await queryRows(h.db, sql`select sum(length(text)) from corpus_posts`);
  console.log("scan", (performance.now() - t).toFixed(0));
  await h.close();
}
void main();
