// npm run bench:load [-- --duration 60 --connections 200 --port 3620]
// Load on a production build (run `npm run build` first): the app started with `next start` in
// production mode on a throwaway PostgreSQL 15, then, one after the other, `connections` concurrent
// clients for `duration` seconds on a cached analysis (an API read answered from the report cache),
// team info, a toolkit public page, and a bare page of the same build (the baseline). Prints a table
// of req/s, p50/p99 latency and errors. The server's request log goes to .data/bench-load/server.log.
import { availableParallelism, loadavg } from "node:os";
import autocannon from "autocannon";
import { settle, startProductionServer } from "./production-server";
import { describeLoadErrors, loadErrors } from "./load-errors";
import { rawRequest } from "./raw-request";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const DURATION_S = Number(arg("duration", "60"));
const CONNECTIONS = Number(arg("connections", "200"));
const PORT = Number(arg("port", "3620"));
const ORIGIN = `http://127.0.0.1:${PORT}`;
const TARGET_P99_MS = 500;
const stage = (what: string) => process.stderr.write(`[bench:load] ${what}\n`);

interface Target {
  name: string;
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** A token of the demo user and the handle with the most followers: what the analysis target reads. */
async function prepare(env: Record<string, string>): Promise<{ token: string; handle: string }> {
  // The server's own settings: the token's hash is keyed with its AUTH_SECRET.
  Object.assign(process.env, env);
  const { sql } = await import("drizzle-orm");
  const { db } = await import("@/lib/server/db");
  const { queryRows } = await import("@/lib/server/corpus/query-rows");
  const { createApiToken } = await import("@/lib/server/auth/api-tokens");
  const { DEMO_USER_EMAIL } = await import("@/lib/server/seed/seed-accounts");
  const database = await db();
  const [user] = await queryRows<{ id: string }>(database, sql`select id from users where email = ${DEMO_USER_EMAIL}`);
  if (!user) throw new Error(`no demo user ${DEMO_USER_EMAIL}: was the demo seeded?`);
  const [top] = await queryRows<{ handle: string }>(
    database,
    sql`select a.handle from corpus_follows f join corpus_accounts a on a.id = f.followee_id group by a.handle order by count(*) desc limit 1`,
  );
  if (!top) throw new Error("the corpus has no follows to analyse");
  const { key } = await createApiToken(user.id, "load bench");
  return { token: key, handle: top.handle };
}

async function expectOk(target: Target): Promise<void> {
  const res = await rawRequest(ORIGIN + target.path, { method: target.method, headers: target.headers, body: target.body });
  if (res.status < 200 || res.status > 299) throw new Error(`${target.name}: ${target.method} ${target.path} answered ${res.status}: ${res.text.slice(0, 300)}`);
}

function run(target: Target): Promise<autocannon.Result> {
  return autocannon({
    url: ORIGIN + target.path,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections: CONNECTIONS,
    duration: DURATION_S,
    timeout: 10,
  });
}

const loadAverage = () => {
  const [one, five] = loadavg();
  return `${one.toFixed(1)} / ${five.toFixed(1)}`;
};

/** One line of the table; `bare` is the baseline's req/s (the ratio is what this machine's load does not change much). */
function row(name: string, r: autocannon.Result, bare: number, load: string): string[] {
  const errors = loadErrors(r);
  const verdict = errors.total === 0 && r.latency.p99 < TARGET_P99_MS ? "yes" : "no";
  const reqs = r.requests.average;
  return [name, reqs.toFixed(0), (reqs / bare).toFixed(2), String(r.latency.p50), String(r.latency.p99), describeLoadErrors(errors), r.requests.total.toLocaleString("en-US"), load, verdict];
}

function table(rows: string[][]): string {
  const head = ["target", "req/s", "x bare", "p50 ms", "p99 ms", "errors", "requests", "load avg 1/5 min after", "0 errors, p99 < 500 ms"];
  return [head, head.map(() => "---"), ...rows].map((r) => `| ${r.join(" | ")} |`).join("\n");
}

async function main() {
  const server = await startProductionServer({ name: "bench-load", port: PORT, authUrl: ORIGIN, stage });
  try {
    const { token, handle } = await prepare(server.env);
    const auth = { authorization: `Token ${token}`, "content-type": "application/json" };
    // Runs the analysis once (its report is stored and cached); the load then reads it back by id, as the screens do.
    const saved = await fetch(`${ORIGIN}/api/external/x-stats/`, { method: "POST", headers: auth, body: JSON.stringify({ query_type: "handle", handle }) });
    if (!saved.ok) throw new Error(`the first analysis of @${handle} answered ${saved.status}: ${(await saved.text()).slice(0, 300)}`);
    const { audience_creator_query_id: id } = (await saved.json()) as { audience_creator_query_id: string };
    const targets: Target[] = [
      {
        name: `cached analysis (POST /api/external/x-stats/ by id, @${handle})`,
        method: "POST",
        path: "/api/external/x-stats/",
        headers: auth,
        body: JSON.stringify({ audience_creator_query_id: id }),
      },
      { name: "team info (GET /api/teaminfo/acme/)", method: "GET", path: "/api/teaminfo/acme/" },
      { name: "toolkit public page (GET / on toolkit.localhost)", method: "GET", path: "/", headers: { host: "toolkit.localhost" } },
      { name: "bare Next page, same build (GET /bench-bare)", method: "GET", path: "/bench-bare" },
    ];
    // One call each first: every route answers 200 and is warm before the load.
    for (const target of targets) await expectOk(target);
    const rows: string[][] = [];
    const startLoad = loadAverage();
    // The baseline first; between targets, wait until the server has finished what the last load left
    // (requests a client gave up on are still rendered), so no target pays for the one before it.
    let bare = 0;
    for (const target of [targets[3], ...targets.slice(0, 3)]) {
      await settle(ORIGIN);
      stage(`${target.name}: ${CONNECTIONS} clients for ${DURATION_S} s`);
      const result = await run(target);
      bare ||= result.requests.average;
      rows.push(row(target.name, result, bare, loadAverage()));
    }
    console.log(`\nLoad: ${CONNECTIONS} concurrent clients, ${DURATION_S} s per target, one after the other, on a production build (next start, MURMUR_MODE=production, PostgreSQL 15).`);
    console.log(`Machine: ${availableParallelism()} CPUs, load average ${startLoad} (1 / 5 min) before the first target; the load generator runs on the same machine.`);
    console.log(`Errors: timeouts (no answer within 10 s; their latency is not in p50/p99), connection errors, non-2xx answers. x bare: req/s over the bare page's in this run.\n`);
    console.log(table(rows));
  } finally {
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
