// npm run bench:suite [-- --followers 1000000 --runs 20 --churn 0.01]
// Deep Thought at scale, on a throwaway PostgreSQL: one creator account with N generated followers.
// Prints p95 of the first page of followers (by date, bot score, followers count, handle, and
// searched), of the unfollower diff between two syncs (from reading the lists done to the changes
// committed: fingerprinting, sending the ids, comparing, writing the events) and of the dashboard, and the bytes the follow history stores per 1M followers (first sync, then per sync).
import { eq, sql } from "drizzle-orm";
import { openDatabase } from "@/lib/server/db/client";
import { creatorAccounts, users } from "@/lib/server/db/schema";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { syncCreatorAccount } from "@/lib/server/creators/sync-follows";
import { listFollows } from "@/lib/server/creators/follow-lists";
import { creatorDashboard } from "@/lib/server/creators/dashboard";
import { followListQuerySchema } from "@/lib/schemas/creators";
import { percentile } from "@/lib/domain/bench";
import { startPostgres } from "../tests/support/postgres-server";
import { printPayoutBacktest } from "./suite-payout";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const N = arg("followers", 1_000_000);
const RUNS = arg("runs", 20);
const CHURN = arg("churn", 0.01);
const SYNCS = arg("syncs", 3);
const stage = (what: string) => process.stderr.write(`[bench] ${what}\n`);
const CREATOR = "bench-creator";

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t = performance.now();
  const out = await fn();
  return [performance.now() - t, out];
}

async function main() {
  const server = await startPostgres();
  const h = openDatabase({ url: server.url });
  try {
    await h.migrate();
    const db = h.db;
    stage(`generating ${N.toLocaleString("en")} follower accounts`);
    await db.execute(sql`insert into corpus_accounts (id, handle, name, origin, followers_count, following_count, post_count, created_at, profile_image_url, bio)
      select 'b' || g, 'u' || g, 'User ' || g, 'bench', (g::bigint * 7919) % 5000, (g::bigint * 104729) % 3000, (g::bigint * 31) % 9000, now() - ((g % 4000) || ' days')::interval,
        case when g % 10 = 0 then '' else 'https://pbs.twimg.com/profile_images/' || g || '.jpg' end, case when g % 7 = 0 then '' else 'Bio of ' || g end
      from generate_series(1, ${N + Math.ceil(N * CHURN * SYNCS)}::int) g`);
    await db.execute(sql`insert into corpus_accounts (id, handle, name, origin) values (${CREATOR}, 'bench_creator', 'Bench creator', 'bench')`);
    await db.execute(sql`insert into corpus_follows (follower_id, followee_id, first_seen_at, last_seen_at) select 'b' || g, ${CREATOR}, now(), now() from generate_series(1, ${N}::int) g`);
    await db.execute(sql`analyze`);
    const [user] = await db.insert(users).values({ email: "bench@creators.example" }).returning();
    const [account] = await db.insert(creatorAccounts).values({ userId: user.id, xUserId: CREATOR, handle: "bench_creator" }).returning();
    const size = async () => Number((await queryRows<{ n: string }>(db, sql`select pg_total_relation_size('creator_follow_periods') + pg_total_relation_size('creator_daily_counts') + pg_total_relation_size('creator_follower_prints') as n`))[0].n);

    stage("first sync through the corpus adapter");
    const [firstMs, first] = await timed(() => syncCreatorAccount(db, account, async () => undefined));
    await db.execute(sql`analyze creator_follow_periods`);
    const afterFirst = await size();

    const diffs: number[] = [];
    const scorings: number[] = [];
    const syncs: number[] = [];
    let grown = 0;
    for (let s = 0; s < SYNCS; s++) {
      const churn = Math.floor(N * CHURN);
      stage(`churn ${churn} out, ${churn} in; sync ${s + 2}`);
      await db.execute(sql`delete from corpus_follows where followee_id = ${CREATOR} and follower_id in (
        select follower_id from corpus_follows where followee_id = ${CREATOR} order by md5(follower_id || ${String(s)}) limit ${churn})`);
      await db.execute(sql`insert into corpus_follows (follower_id, followee_id, first_seen_at, last_seen_at)
        select 'b' || g, ${CREATOR}, now(), now() from generate_series(${N + s * churn + 1}::int, ${N + (s + 1) * churn}::int) g`);
      const before = await size();
      const t = performance.now();
      let diffStart = t;
      let scoreStart = t;
      const result = await syncCreatorAccount(db, account, async (_done, _total, message) => {
        // Once both lists are read the followers are scored ("Scoring followers"), then the diff is recorded.
        if (message === "Scoring followers") scoreStart = performance.now();
        if (message === "Recording changes") diffStart = performance.now();
      });
      const end = performance.now();
      syncs.push(end - t);
      diffs.push(end - diffStart);
      scorings.push(diffStart - scoreStart);
      grown += (await size()) - before;
      if (result.left !== churn || result.joined !== churn) throw new Error(`sync ${s + 2} saw ${result.left} left and ${result.joined} joined, expected ${churn} each`);
    }

    // The account as a request loads it (with the follower total the sync kept).
    const [fresh] = await db.select().from(creatorAccounts).where(eq(creatorAccounts.id, account.id));
    const query = followListQuerySchema.parse({});
    stage(`first page of followers x ${RUNS}`);
    const pages: number[] = [];
    for (let i = 0; i < RUNS; i++) pages.push((await timed(() => listFollows(db, fresh, "followers", query)))[0]);
    // The other orders and search the table offers, first page each.
    const otherPages: [string, number[]][] = [];
    for (const [label, q] of [
      ["by bot score", { ordering: "-bot_score" }],
      ["by followers count", { ordering: "-followers" }],
      ["by handle", { ordering: "handle" }],
      ["searched (\"u12345\")", { search: "u12345" }],
    ] as const) {
      stage(`first page of followers ${label} x ${RUNS}`);
      const parsed = followListQuerySchema.parse(q);
      const xs: number[] = [];
      for (let i = 0; i < RUNS; i++) xs.push((await timed(() => listFollows(db, fresh, "followers", parsed)))[0]);
      otherPages.push([label, xs]);
    }
    stage(`dashboard x ${Math.max(5, Math.floor(RUNS / 2))}`);
    const dashboards: number[] = [];
    for (let i = 0; i < Math.max(5, Math.floor(RUNS / 2)); i++) dashboards.push((await timed(() => creatorDashboard(db, fresh)))[0]);

    const per1M = (bytes: number) => Math.round((bytes * 1_000_000) / N);
    const row = (name: string, xs: number[], target: number) => `| ${name} | ${percentile(xs, 50).toFixed(0)} | ${percentile(xs, 95).toFixed(0)} | ${target} | ${percentile(xs, 95) < target ? "yes" : "no"} |`;
    console.log(`\nDeep Thought at ${N.toLocaleString("en")} followers (PostgreSQL 15, ${CHURN * 100}% churn per sync)\n`);
    console.log("| measure | p50 ms | p95 ms | target ms | met |");
    console.log("|---|---|---|---|---|");
    console.log(row(`first page of followers (${RUNS} runs)`, pages, 300));
    for (const [label, xs] of otherPages) console.log(row(`first page of followers ${label} (${RUNS} runs)`, xs, 300));
    console.log(row(`unfollower diff of two syncs (${SYNCS} syncs; recording the changes)`, diffs, 2000));
    console.log(row(`dashboard (${dashboards.length} runs)`, dashboards, 500));
    console.log(`\nwhole syncs: first ${(firstMs / 1000).toFixed(1)} s (${first.followers.toLocaleString("en")} followers), later p95 ${(percentile(syncs, 95) / 1000).toFixed(1)} s (reading every page from the adapter included); scoring every follower p95 ${(percentile(scorings, 95) / 1000).toFixed(1)} s of it`);
    console.log(`bytes stored per 1M followers: first sync ${per1M(afterFirst).toLocaleString("en")} (follow periods with their indexes, bucket fingerprints), each later sync ${per1M(grown / SYNCS).toLocaleString("en")} on average`);
    await printPayoutBacktest(db);
  } finally {
    await h.close();
    await server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
