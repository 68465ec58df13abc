import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { startPostgres, type RunningPostgres } from "../support/postgres-server";
import { newPostgresDatabase } from "../support/new-postgres-database";

let server: RunningPostgres;
let dir: string;
let file: string;
const POSTS = 60_000;

/** X API v2 search pages (as twarc2 writes them): 500 posts each by 3,000 authors, with hashtags and mentions. */
function writeSearchPages(target: string): void {
  const lines: string[] = [];
  for (let page = 0; page < POSTS / 500; page++) {
    const data = [];
    const users = new Map<string, object>();
    for (let i = 0; i < 500; i++) {
      const n = page * 500 + i;
      const author = String(1_000_000 + (n % 3_000));
      users.set(author, { id: author, username: `user${author}`, name: `User ${author}`, description: `bio ${n % 17}`, public_metrics: { followers_count: n % 1000, following_count: 10, tweet_count: 5, listed_count: 0 } });
      data.push({ id: String(9_000_000_000 + n), author_id: author, text: `post ${n} about #topic${n % 40} with @user${1_000_000 + ((n * 7) % 3_000)}`, created_at: new Date(Date.UTC(2024, 0, 1) + n * 60_000).toISOString(), lang: "en", public_metrics: { like_count: n % 13, retweet_count: n % 5, reply_count: n % 3, quote_count: 0 } });
    }
    lines.push(JSON.stringify({ data, includes: { users: [...users.values()] } }));
  }
  writeFileSync(target, lines.join("\n") + "\n");
}

function importProcess(url: string) {
  return spawn(path.resolve("node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/corpus-import.ts", "--workers", "0", file], {
    env: { ...process.env, DATABASE_URL: url, JOBS_WORKER: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

const exitOf = (child: ReturnType<typeof spawn>) => new Promise<number | null>((r) => child.once("exit", (code) => r(code)));

async function database(name: string): Promise<{ url: string; handle: DatabaseHandle }> {
  const url = await newPostgresDatabase(server.url, name);
  const handle = openDatabase({ url });
  await handle.migrate();
  return { url, handle };
}

/** A digest of a table's rows, leaving out the columns that record when a row was written. */
async function digest(handle: DatabaseHandle, table: string): Promise<{ rows: number; md5: string }> {
  const cols = await queryRows<{ c: string }>(
    handle.db,
    sql`select column_name as c from information_schema.columns where table_name = ${table} and column_name not in ('updated_at', 'first_seen_at', 'last_seen_at') order by ordinal_position`,
  );
  const list = cols.map((c) => `"${c.c}"`).join(", ");
  const [r] = await queryRows<{ rows: number; md5: string }>(handle.db, sql.raw(`select count(*)::int as rows, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as md5 from (select ${list} from ${table}) t`));
  return r;
}

const TABLES = ["corpus_accounts", "corpus_posts", "corpus_post_entities", "corpus_follows", "corpus_engagements", "corpus_count_buckets", "corpus_account_digests", "corpus_keyword_demand"];

beforeAll(async () => {
  server = await startPostgres();
  dir = mkdtempSync(path.join(tmpdir(), "murmur-import-"));
  file = path.join(dir, "search.jsonl");
  writeSearchPages(file);
});
afterAll(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("an import killed halfway", () => {
  it("run again, ends with the same rows as one clean run", async () => {
    const clean = await database("clean");
    const cleanRun = importProcess(clean.url);
    expect(await exitOf(cleanRun)).toBe(0);

    const killed = await database("killed");
    const first = importProcess(killed.url);
    const exited = exitOf(first);
    // Kill it once part of the posts are in (not all: it must die halfway).
    let seen = 0;
    for (let i = 0; i < 3_000 && seen === 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      seen = (await queryRows<{ n: number }>(killed.handle.db, sql`select count(*)::int as n from corpus_posts`))[0].n;
    }
    first.kill("SIGKILL");
    expect(await exited).toBeNull();
    const partial = (await queryRows<{ n: number }>(killed.handle.db, sql`select count(*)::int as n from corpus_posts`))[0].n;
    console.log(`killed with ${partial} of ${POSTS} posts imported`);
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(POSTS);

    const again = importProcess(killed.url);
    expect(await exitOf(again)).toBe(0);
    for (const table of TABLES) expect({ table, ...(await digest(killed.handle, table)) }).toEqual({ table, ...(await digest(clean.handle, table)) });
    expect((await digest(clean.handle, "corpus_posts")).rows).toBe(POSTS);
    await clean.handle.close();
    await killed.handle.close();
  });
});
