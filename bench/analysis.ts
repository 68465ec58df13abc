// npm run bench:analysis [-- --accounts 20000 --posts 100000 --follows 500000 --runs 5 --db both|postgres|pglite] [--only keyword,conversation] [--url postgres://...] [--pglite-dir .data/bench-pglite]
// Full-report latency (every section) per query type for a small, a median and the largest audience,
// cold (cache bypassed) and cached, beside one sequential scan of corpus_posts on the same database.
// Generates its corpus with the corpus generator (then rebuilds the derived analysis tables, as an
// import does) and starts its own throwaway PostgreSQL; with --url (or --pglite-dir) it uses that
// database's corpus, generating one only when it has no posts.
import { loadavg } from "node:os";
import { sql } from "drizzle-orm";
import { config } from "@/lib/server/config";
import { openDatabase, type DatabaseHandle } from "@/lib/server/db/client";
import { generateCorpus } from "@/lib/server/corpus/generate/generate-corpus";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { refreshDerived } from "@/lib/server/corpus/derived/refresh-derived";
import { LocalDataSource } from "@/lib/server/x/local/local-data-source";
import { runAnalysis } from "@/lib/server/analysis/run-analysis";
import { accountIndex } from "@/lib/server/analysis/account-index/load-account-index";
import type { AnalysisQuery } from "@/lib/schemas/analysis";
import { startPostgres } from "../tests/support/postgres-server";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const ACCOUNTS = Number(arg("accounts", "20000"));
const POSTS = Number(arg("posts", "100000"));
const FOLLOWS = Number(arg("follows", String(ACCOUNTS * 25)));
const RUNS = Number(arg("runs", "5"));
const WHICH = arg("db", "both");
const URL = arg("url", "");
const PGLITE_DIR = arg("pglite-dir", "memory://");
/** Query types to bench (comma-separated), all four by default. */
const ONLY = arg("only", "handle,keyword,conversation,post").split(",");
const stage = (what: string) => process.stderr.write(`[bench] ${what}\n`);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

/** Small (10th percentile), median and largest of a ranked list of (value, size). */
function pick<T extends { size: number }>(ranked: T[]): [string, T][] {
  const asc = [...ranked].sort((a, b) => a.size - b.size);
  return [["small", asc[Math.floor(asc.length * 0.1)]], ["median", asc[Math.floor(asc.length / 2)]], ["largest", asc[asc.length - 1]]];
}

async function queriesFor(h: DatabaseHandle): Promise<{ type: string; label: string; size: number; q: AnalysisQuery }[]> {
  const db = h.db;
  const [range] = await queryRows<{ lo: string; hi: string }>(db, sql`select min(created_at)::text as lo, max(created_at)::text as hi from corpus_posts`);
  const start = new Date(range.lo).toISOString();
  const end = new Date(new Date(range.hi).getTime() + 1000).toISOString();
  const handles = await queryRows<{ handle: string; size: number }>(db, sql`select a.handle, f.n as size from (select followee_id, count(*)::int as n from corpus_follows group by 1) f join corpus_accounts a on a.id = f.followee_id`);
  const tags = await queryRows<{ tag: string; size: number }>(db, sql`select value as tag, count(*)::int as size from corpus_post_entities where kind = 'hashtag' group by 1 having count(*) >= 3`);
  const words = await queryRows<{ word: string; size: number }>(db, sql`select k as word, count(*)::int as size from (select keywords from corpus_posts order by id limit 20000) p, unnest(p.keywords) k where k ~ '^[a-z]{4,}$' group by 1 having count(*) >= 3`);
  const posts = await queryRows<{ id: string; size: number }>(db, sql`select post_id as id, count(*)::int as size from corpus_engagements group by 1`);
  const out: { type: string; label: string; size: number; q: AnalysisQuery }[] = [];
  for (const [label, r] of pick(handles)) out.push({ type: "handle", label, size: r.size, q: { type: "handle", handle: r.handle } });
  for (const [label, r] of pick(words)) out.push({ type: "keyword", label, size: r.size, q: { type: "keyword", query: r.word } });
  for (const [label, r] of pick(tags))
    out.push({ type: "conversation", label, size: r.size, q: { type: "conversation", query: `#${r.tag}`, start, end, order: "like_count", countries: ["Global"], trend_country: "United States", share_of_voice_keywords: [], share_of_voice_with_keywords: true } });
  if (posts.length) for (const [label, r] of pick(posts)) out.push({ type: "post", label, size: r.size, q: { type: "post", urls: `https://x.com/i/status/${r.id}` } });
  return out;
}

async function scanMs(h: DatabaseHandle): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    await h.db.execute(sql`select sum(length(text)) from corpus_posts`);
    times.push(performance.now() - t);
  }
  return pct(times, 50);
}

async function bench(name: string, h: DatabaseHandle) {
  await h.migrate();
  const [{ has }] = await queryRows<{ has: boolean }>(h.db, sql`select exists (select 1 from corpus_posts) as has`);
  if (!has) {
    stage(`${name}: generating ${ACCOUNTS} accounts, ${POSTS} posts, ${FOLLOWS} follows`);
    const g = await generateCorpus(h.db, { accounts: ACCOUNTS, posts: POSTS, follows: FOLLOWS, seed: 7 });
    stage(`${name}: generated in ${g.seconds.toFixed(1)} s`);
  }
  const derived = await refreshDerived(h.db);
  stage(`${name}: derived analysis tables ${derived.seconds ? `rebuilt in ${derived.seconds.toFixed(1)} s` : "already fresh"}`);
  // As autovacuum would after a bulk load: statistics, and the visibility map index-only scans need.
  await h.db.execute(sql`vacuum analyze`);
  const [sizes] = await queryRows<{ a: number; p: number; f: number; e: number }>(h.db, sql`select (select count(*)::int from corpus_accounts) as a, (select count(*)::int from corpus_posts) as p, (select count(*)::int from corpus_follows) as f, (select count(*)::int from corpus_engagements) as e`);
  stage(`${name}: corpus ${JSON.stringify(sizes)}`);
  // Loaded once per corpus version and process; the first report after a change pays this.
  const loading = performance.now();
  const index = await accountIndex(h.db);
  const indexLine = `${name} account index: ${index.ids.length} accounts, ${index.followees.length} follows, loaded in ${(performance.now() - loading).toFixed(0)} ms`;
  stage(indexLine);
  const source = new LocalDataSource(h.db);
  const rows: string[] = [];
  for (const item of (await queriesFor(h)).filter((q) => ONLY.includes(q.type))) {
    const cold: number[] = [];
    const cached: number[] = [];
    let population = 0;
    // The scan is timed beside each cell, so a ratio compares figures taken under the same load.
    const scan = await scanMs(h);
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      const r = await runAnalysis(h.db, source, item.q, { fresh: true });
      cold.push(performance.now() - t);
      population = r.audience.population;
    }
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await runAnalysis(h.db, source, item.q);
      cached.push(performance.now() - t);
    }
    // The machine's 1-minute load average when the cell finished: figures are only comparable at similar load.
    const load = loadavg()[0].toFixed(1);
    const line = [name, item.type, item.label, String(population), pct(cold, 50).toFixed(0), pct(cold, 95).toFixed(0), pct(cached, 50).toFixed(1), pct(cached, 95).toFixed(1), scan.toFixed(0), (pct(cold, 95) / scan).toFixed(2), load].join(" | ");
    stage(line);
    rows.push(`| ${line} |`);
  }
  return { sizes, rows, indexLine };
}

async function main() {
  const header = "| db | query | audience | population | cold p50 ms | cold p95 ms | cached p50 ms | cached p95 ms | posts scan ms | cold p95 / scan | load |\n|---|---|---|---|---|---|---|---|---|---|---|";
  const out: string[] = [];
  if (WHICH !== "pglite") {
    const server = URL ? { url: URL, stop: async () => undefined } : await startPostgres();
    const pg = openDatabase({ url: server.url });
    try {
      const r = await bench("postgres", pg);
      out.push(`PostgreSQL corpus: ${JSON.stringify(r.sizes)}`, r.indexLine, header, ...r.rows);
    } finally {
      await pg.close();
      await server.stop();
    }
  }
  if (WHICH !== "postgres") {
    const lite = openDatabase({ dataDir: PGLITE_DIR });
    try {
      const r = await bench("pglite", lite);
      out.push(`PGlite corpus: ${JSON.stringify(r.sizes)}`, r.indexLine, header, ...r.rows);
    } finally {
      await lite.close();
    }
  }
  console.log(`runs per cell: ${RUNS}; sample cap ${config().ANALYSIS_SAMPLE_CAP}, detail cap ${config().ANALYSIS_DETAIL_CAP}\n${out.join("\n")}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
