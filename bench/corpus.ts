// npm run bench:corpus [-- --posts 100000 --runs 3 --workers W --gen-scale 1 --new-posts 10000 --lite-scale 0.05]
// npm run bench:corpus -- --file-gb 1 [--file-format jsonl,csv]   (only the peak memory of importing an N GB file of each format)
// Import throughput on PGlite and PostgreSQL beside the raw COPY rate of the same rows, generator
// throughput at the benchmark size, and table/index sizes. Starts its own throwaway PostgreSQL.
// On PostgreSQL the import and the COPY alternate `runs` times (the machine may be shared): the
// table gives the best of each and the median of the per-run ratios. After generating, it imports
// `new-posts` new posts into the generated corpus and times the import and the (incremental)
// refresh of the derived tables that follows, beside a full rebuild; `lite-scale` > 0 does the same
// on PGlite with a corpus that many times the generator's size. `file-gb` > 0 instead writes an
// N GB JSONL file and an N GB CSV file of the real sample posts into the temp folder, imports each
// into the throwaway PostgreSQL in a child process (bench/import-memory.ts) that samples its resident
// memory, prints the peak and the memory at each tenth of the file, and deletes the files.
import { spawnSync } from "node:child_process";
import { closeSync, createReadStream, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import { Client } from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";
import { sql } from "drizzle-orm";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS_FOLDER, openDatabase, type Database, type DatabaseHandle } from "@/lib/server/db/client";
import * as schema from "@/lib/server/db/schema";
import { importStream } from "@/lib/server/corpus/import-file";
import { generateCorpus } from "@/lib/server/corpus/generate/generate-corpus";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { refreshDerived } from "@/lib/server/corpus/derived/refresh-derived";
import { baseSentimentModel } from "@/lib/server/sentiment/base-model";
import { modelSentiment } from "@/lib/domain/sentiment-model/model-sentiment";
import { analyzeSentiment } from "@/lib/domain/enrichment/sentiment";
import { startPostgres } from "../tests/support/postgres-server";
import { defaultEnrichWorkers } from "../scripts/corpus-cli-db";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const POSTS = arg("posts", 100_000);
const GEN_SCALE = arg("gen-scale", 1);
const RUNS = arg("runs", 3);
const NEW_POSTS = arg("new-posts", 10_000);
const LITE_SCALE = arg("lite-scale", 0);
const FILE_GB = arg("file-gb", 0);
/** With `file-gb`: which files ("jsonl", "csv" or both, comma-separated). */
const FILE_FORMATS = (process.argv[process.argv.indexOf("--file-format") + 1] ?? "").split(",").filter((f): f is "jsonl" | "csv" => f === "jsonl" || f === "csv");
const workersFor = (databaseServer: boolean) => arg("workers", defaultEnrichWorkers(databaseServer));
const shared = process.env.SHARED_DIR ?? path.resolve(process.cwd(), "../shared");
const TABLES = ["corpus_accounts", "corpus_posts", "corpus_post_entities"];
const stage = (what: string) => process.stderr.write(`[bench] ${what}\n`);

/** The real sample posts and their authors by id. */
function samplePosts() {
  const samples = path.join(shared, "data/x-api-v2/samples");
  const posts: Record<string, unknown>[] = [];
  const users = new Map<string, unknown>();
  for (const f of ["brexit.jsonl", "kpop.jsonl", "entities_test.jsonl", "withheld.jsonl", "media_policy_violation_off.jsonl", "noflat.jsonl"]) {
    for (const line of readFileSync(path.join(samples, f), "utf8").split("\n").filter(Boolean)) {
      const o = JSON.parse(line);
      for (const p of o.data ?? []) if (typeof p.text === "string") posts.push(p);
      for (const u of o.includes?.users ?? []) users.set(u.id, u);
    }
  }
  return { posts, users };
}

/** A JSONL file of `count` real sample posts (with their authors), ids shifted to make each unique. */
function buildInput(dir: string, count = POSTS, name = "bench.jsonl"): string {
  const { posts, users } = samplePosts();
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const p = posts[i % posts.length];
    const round = Math.floor(i / posts.length);
    const id = (BigInt(p.id as string) + BigInt(round) * 10_000_000_000n).toString();
    const author = users.get(p.author_id as string);
    lines.push(JSON.stringify({ data: [{ ...p, id }], includes: { users: author ? [author] : [] } }));
  }
  const file = path.join(dir, name);
  writeFileSync(file, lines.join("\n") + "\n");
  return file;
}

/**
 * A file of about `bytes` bytes, written as it is made (never held in memory): the sample posts
 * over and over, ids shifted. JSONL: one X API v2 page per post with its author. CSV: the
 * `posts-with-screen-name` shape plus the post's JSON as an extra column (exports carry many columns).
 */
function writeBigFile(dir: string, bytes: number, format: "jsonl" | "csv"): string {
  const { posts, users } = samplePosts();
  const file = path.join(dir, `big.${format}`);
  const fd = openSync(file, "w");
  const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;
  if (format === "csv") writeSync(fd, "id,created_at,screen_name,text,raw_json\n");
  let written = 0;
  let chunk: string[] = [];
  for (let i = 0; written < bytes; i++) {
    const p = posts[i % posts.length];
    const id = (BigInt(p.id as string) + BigInt(Math.floor(i / posts.length)) * 10_000_000_000n).toString();
    const author = users.get(p.author_id as string) as { username?: string } | undefined;
    const line = format === "jsonl"
      ? JSON.stringify({ data: [{ ...p, id }], includes: { users: author ? [author] : [] } })
      : [id, String(p.created_at ?? "2020-01-01T00:00:00Z"), author?.username ?? "unknown", quote(String(p.text)), quote(JSON.stringify(p))].join(",");
    chunk.push(line);
    if (chunk.length === 1000) {
      written += writeSync(fd, chunk.join("\n") + "\n");
      chunk = [];
    }
  }
  if (chunk.length) writeSync(fd, chunk.join("\n") + "\n");
  closeSync(fd);
  return file;
}

/** Peak resident memory of importing an N GB JSONL file and an N GB CSV file (each in a child process). */
async function fileMemory(dir: string) {
  const server = await startPostgres();
  const rows: string[][] = [["file", "size", "posts", "time", "peak RSS", "peak heap", "RSS at each tenth of the file (MB)"]];
  try {
    const pg = openDatabase({ url: server.url });
    await pg.migrate();
    await pg.close();
    for (const format of process.argv.includes("--file-format") ? FILE_FORMATS : (["jsonl", "csv"] as const)) {
      stage(`writing a ${FILE_GB} GB ${format} file`);
      const file = writeBigFile(dir, FILE_GB * 1024 ** 3, format);
      const size = statSync(file).size;
      stage(`importing it (${(size / 1048576).toFixed(0)} MB)`);
      const child = spawnSync(path.join("node_modules", ".bin", "tsx"), ["--conditions=react-server", "bench/import-memory.ts", server.url, file, String(workersFor(true))], { encoding: "utf8", maxBuffer: 1 << 26 });
      rmSync(file, { force: true });
      if (child.status !== 0) throw new Error(`import of the ${format} file failed: ${child.stderr.slice(-2000)}`);
      const r = JSON.parse(child.stdout.trim().split("\n").pop()!) as { seconds: number; posts: number; peakRssMb: number; peakHeapMb: number; rssByTenthMb: number[] };
      rows.push([format, `${(size / 1048576).toFixed(0)} MB`, String(r.posts), `${r.seconds.toFixed(0)} s`, `${r.peakRssMb} MB`, `${r.peakHeapMb} MB`, r.rssByTenthMb.join(" ")]);
      stage(`${format}: ${JSON.stringify(r)}`); // at once: the next file takes long
      const client = new Client({ connectionString: server.url });
      await client.connect();
      await client.query("truncate corpus_accounts, corpus_posts, corpus_post_entities, corpus_changes");
      await client.end();
    }
  } finally {
    await server.stop();
  }
  console.log(`\nimporting an ${FILE_GB} GB file into PostgreSQL 15 (enrichment workers: ${workersFor(true)}), memory of the importing process`);
  printTable(rows);
}

const generatorSize = (scale: number) => ({ accounts: Math.round(200_000 * scale), posts: Math.round(1_000_000 * scale), follows: Math.round(5_000_000 * scale) });

/**
 * On a generated corpus: a full rebuild of the derived tables, then `NEW_POSTS` new posts imported
 * and the refresh that follows (incremental), each timed. Rows of the table printed after.
 */
async function newPostsIntoCorpus(h: DatabaseHandle, label: string, file: string, workers: number): Promise<string[][]> {
  stage(`${label}: full rebuild of the derived tables`);
  const full = await refreshDerived(h.db, undefined, undefined, undefined, true);
  stage(`${label}: importing ${NEW_POSTS} new posts`);
  const imported = await timedImport(h, file, workers);
  stage(`${label}: refreshing the derived tables`);
  const started = performance.now();
  const refresh = await refreshDerived(h.db, undefined, undefined, (_i, _n, step) => stage(`  ${((performance.now() - started) / 1000).toFixed(1)} s: ${step}`));
  const total = imported.seconds + refresh.seconds;
  const perPost = (s: number) => `${((s * 1e6) / imported.posts).toFixed(0)} us`;
  return [
    [label, `full rebuild (${full.mode})`, `${full.seconds.toFixed(1)} s`, "-"],
    [label, `import of ${imported.posts} new posts`, `${imported.seconds.toFixed(1)} s`, perPost(imported.seconds)],
    [label, `refresh after it (${refresh.mode})`, `${refresh.seconds.toFixed(1)} s`, perPost(refresh.seconds)],
    [label, "import + refresh", `${total.toFixed(1)} s`, perPost(total)],
  ];
}

/** The sentiment model's cost per post beside the lexicon's, over the texts of the input file (single thread). */
function sentimentCost(file: string): string[][] {
  const texts = readFileSync(file, "utf8").split("\n").filter(Boolean).map((l) => (JSON.parse(l).data[0].text as string));
  const { model } = baseSentimentModel();
  const time = (score: (text: string) => unknown) => {
    for (const t of texts.slice(0, 500)) score(t); // warm-up
    const t0 = performance.now();
    for (const t of texts) score(t);
    return ((performance.now() - t0) * 1000) / texts.length;
  };
  const modelUs = time((t) => modelSentiment(model, t));
  const lexiconUs = time((t) => analyzeSentiment(t));
  return [
    ["sentiment per post", "us"],
    ["trained model (base)", modelUs.toFixed(1)],
    ["lexicon (AFINN, before the model)", lexiconUs.toFixed(1)],
  ];
}

async function timedImport(h: DatabaseHandle, file: string, workers: number) {
  const t = performance.now();
  const s = await importStream(h.db, createReadStream(file, { highWaterMark: 1 << 20 }), "bench.jsonl", "x-json", { batchSize: 2000, enrichWorkers: workers });
  return { seconds: (performance.now() - t) / 1000, posts: s.byKind.post.inserted };
}

/** COPY the rows the import wrote out, empty the tables, and COPY them back in: the raw rate. */
async function copyRate(url: string): Promise<number> {
  const c = new Client({ connectionString: url });
  await c.connect();
  const dumps: Record<string, Buffer> = {};
  for (const t of TABLES) {
    const chunks: Buffer[] = [];
    const out = c.query(copyTo(`copy ${t} to stdout`));
    for await (const chunk of out) chunks.push(chunk as Buffer);
    dumps[t] = Buffer.concat(chunks);
  }
  await c.query(`truncate ${TABLES.join(", ")}`);
  const t = performance.now();
  await c.query("begin");
  for (const tbl of TABLES) await pipeline(Readable.from([dumps[tbl]]), c.query(copyFrom(`copy ${tbl} from stdin`)));
  await c.query("commit");
  const seconds = (performance.now() - t) / 1000;
  await c.end();
  return seconds;
}

/** The same on PGlite, whose COPY reads and writes a blob ('/dev/blob'). */
async function pgliteCopyRate(client: PGlite): Promise<number> {
  const dumps: Record<string, Blob> = {};
  for (const t of TABLES) dumps[t] = (await client.query(`copy ${t} to '/dev/blob'`)).blob!;
  await client.query(`truncate ${TABLES.join(", ")}`);
  const t = performance.now();
  await client.transaction(async (tx) => {
    for (const tbl of TABLES) await tx.query(`copy ${tbl} from '/dev/blob'`, [], { blob: dumps[tbl] });
  });
  return (performance.now() - t) / 1000;
}

async function sizes(h: DatabaseHandle) {
  return queryRows<{ table: string; rows: number; table_mb: string; index_mb: string }>(h.db, sql`
    select c.relname as table, c.reltuples::bigint as rows,
      round(pg_relation_size(c.oid) / 1048576.0, 1)::text as table_mb, round(pg_indexes_size(c.oid) / 1048576.0, 1)::text as index_mb
    from pg_class c where c.relkind = 'r' and c.relname like 'corpus_%' order by pg_total_relation_size(c.oid) desc`);
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "murmur-bench-"));
  if (FILE_GB > 0) {
    try {
      await fileMemory(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    return;
  }
  const file = buildInput(dir);
  console.log(`input: ${POSTS} posts of the real samples (ids shifted), ${(readFileSync(file).length / 1048576).toFixed(1)} MB JSONL; enrichment workers: ${workersFor(false)} with PGlite, ${workersFor(true)} with PostgreSQL\n`);
  const rows: string[][] = [["database", "import posts/s", "raw COPY posts/s", "ratio"]];

  const client = new PGlite("memory://");
  const liteDb = drizzlePglite(client, { schema });
  await migratePglite(liteDb, { migrationsFolder: MIGRATIONS_FOLDER });
  const lite = { db: liteDb as unknown as Database } as DatabaseHandle;
  stage("importing into PGlite");
  const l = await timedImport(lite, file, workersFor(false));
  stage("COPY on PGlite");
  const liteCopy = l.posts / (await pgliteCopyRate(client));
  rows.push(["PGlite (in memory)", (l.posts / l.seconds).toFixed(0), liteCopy.toFixed(0), `${(l.posts / l.seconds / liteCopy).toFixed(2)}x`]);
  await client.close();

  stage("starting PostgreSQL");
  const server = await startPostgres();
  try {
    const pg = openDatabase({ url: server.url });
    await pg.migrate();
    const runs: { importRate: number; copyRate: number }[] = [];
    for (let run = 1; run <= RUNS; run++) {
      await pg.db.execute(sql.raw(`truncate ${TABLES.join(", ")}, corpus_imports`));
      stage(`importing into PostgreSQL (run ${run}/${RUNS})`);
      const p = await timedImport(pg, file, workersFor(true));
      stage(`COPY on PostgreSQL (run ${run}/${RUNS})`);
      const copySeconds = await copyRate(server.url);
      runs.push({ importRate: p.posts / p.seconds, copyRate: p.posts / copySeconds });
      stage(`run ${run}: import ${(p.posts / p.seconds).toFixed(0)} posts/s, COPY ${(p.posts / copySeconds).toFixed(0)} posts/s`);
    }
    const bestImport = Math.max(...runs.map((r) => r.importRate));
    const bestCopy = Math.max(...runs.map((r) => r.copyRate));
    const ratios = runs.map((r) => r.importRate / r.copyRate).sort((a, b) => a - b);
    rows.push([`PostgreSQL 15 (best of ${RUNS})`, bestImport.toFixed(0), bestCopy.toFixed(0), `${(bestImport / bestCopy).toFixed(2)}x`]);
    rows.push([`PostgreSQL 15 (median run)`, "", "", `${ratios[Math.floor(ratios.length / 2)].toFixed(2)}x`]);
    printTable(rows);

    await pg.db.execute(sql`truncate corpus_accounts, corpus_posts, corpus_post_entities, corpus_follows, corpus_engagements, corpus_follower_snapshots`);
    const size = generatorSize(GEN_SCALE);
    console.log(`\ngenerator on PostgreSQL: ${size.accounts} accounts, ${size.posts} posts, ${size.follows} follows (seed 1)`);
    const g = await generateCorpus(pg.db, { ...size, seed: 1, enrichWorkers: workersFor(true), end: new Date("2026-01-01T00:00:00Z"), onProgress: (phase, done, total) => process.stderr.write(`\r${phase} ${done}/${total}\x1b[K`) });
    process.stderr.write("\n");
    printTable([
      ["generated", "rows", "rows/s"],
      ["accounts", String(g.accounts), "-"],
      ["posts", String(g.posts), (g.posts / g.seconds).toFixed(0)],
      ["follows", String(g.follows), "-"],
      ["engagements", String(g.engagements), "-"],
      ["total time", `${g.seconds.toFixed(1)} s`, ""],
    ]);
    await pg.db.execute(sql`analyze`);
    console.log("\ntable and index sizes (PostgreSQL, after generation)");
    printTable([["table", "rows", "table MB", "index MB"], ...(await sizes(pg)).map((r) => [r.table, String(r.rows), r.table_mb, r.index_mb])]);
    const newPosts = buildInput(dir, NEW_POSTS, "new-posts.jsonl");
    const incremental = [["database", "step", "time", "per new post"], ...(await newPostsIntoCorpus(pg, `PostgreSQL, ${size.posts} posts`, newPosts, workersFor(true)))];
    await pg.close();
    if (LITE_SCALE > 0) {
      const liteClient = new PGlite("memory://");
      const small = drizzlePglite(liteClient, { schema });
      await migratePglite(small, { migrationsFolder: MIGRATIONS_FOLDER });
      const handle = { db: small as unknown as Database } as DatabaseHandle;
      const liteSize = generatorSize(LITE_SCALE);
      stage(`generating ${liteSize.posts} posts into PGlite`);
      await generateCorpus(handle.db, { ...liteSize, seed: 1, enrichWorkers: workersFor(false), end: new Date("2026-01-01T00:00:00Z") });
      incremental.push(...(await newPostsIntoCorpus(handle, `PGlite, ${liteSize.posts} posts`, newPosts, workersFor(false))));
      await liteClient.close();
    }
    console.log(`\n${NEW_POSTS} new posts into the generated corpus, then the derived tables' refresh`);
    printTable(incremental);
    console.log("");
    printTable(sentimentCost(newPosts));
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

function printTable(rows: string[][]) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const [n, r] of rows.entries()) {
    console.log(`| ${r.map((c, i) => String(c).padEnd(widths[i])).join(" | ")} |`);
    if (n === 0) console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  }
}

void main();
