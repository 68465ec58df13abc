// The production build started for a benchmark: `next start` in production mode on a throwaway
// PostgreSQL 15, with the bare baseline page on (bench:load, bench:web).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, openSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { startPostgres } from "../tests/support/postgres-server";

export interface ProductionServer {
  /** The server's settings (a bench may load the app's modules with them). */
  env: Record<string, string>;
  /** The server's process group (npx and next run in it): what `groupCpuMs` reads. */
  pgid: number;
  stop(): Promise<void>;
}

async function waitForHealth(server: ChildProcess, origin: string, logFile: string): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}; see ${logFile}`);
    if (await fetch(`${origin}/api/health/`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not answer /api/health/ within 4 minutes");
}

/**
 * Starts PostgreSQL and the build on `port` (migrations and the demo seed run first); its log goes to
 * `.data/<name>/server.log`. With `cpuProfileDir` the server runs under `node --cpu-prof` and writes its
 * CPU profile there when it stops (open it in Chrome's DevTools or speedscope). `dir` is the checkout
 * whose build runs (this one by default; another checkout's build is a baseline to compare with).
 */
export async function startProductionServer(o: { name: string; port: number; authUrl: string; stage: (what: string) => void; cpuProfileDir?: string; dir?: string }): Promise<ProductionServer> {
  const dir = o.dir ?? ".";
  if (!existsSync(`${dir}/.next/BUILD_ID`)) throw new Error(`no production build in ${dir}: run \`npm run build\` first`);
  mkdirSync(`.data/${o.name}`, { recursive: true });
  o.stage("starting PostgreSQL 15");
  const pg = await startPostgres();
  const logFile = `.data/${o.name}/server.log`;
  const log = openSync(logFile, "w");
  const env = {
    NEXT_TELEMETRY_DISABLED: "1",
    MURMUR_MODE: "production",
    DATABASE_URL: pg.url,
    PRODUCT_DOMAIN: "localhost",
    TOOLKIT_HOSTS: "toolkit.localhost",
    SUITE_HOSTS: "suite.localhost",
    ANALYTICS_TOKEN: o.name,
    AUTH_SECRET: randomBytes(24).toString("hex"),
    AUTH_URL: o.authUrl,
    BENCH_BARE_PAGE: "1",
  };
  o.stage(`starting the production build on port ${o.port} (migrations and the demo seed run first)`);
  const [command, args] = o.cpuProfileDir
    ? [process.execPath, ["--cpu-prof", `--cpu-prof-dir=${o.cpuProfileDir}`, "node_modules/next/dist/bin/next", "start", "-p", String(o.port)]]
    : ["npx", ["next", "start", "-p", String(o.port)]];
  const server = spawn(command, args, { cwd: dir, stdio: ["ignore", log, log], detached: true, env: { ...process.env, ...env } });
  const stop = async () => {
    // The server runs in its own process group (npx, then next): end the whole group (next exits on
    // SIGTERM, which lets a CPU profile be written).
    if (server.pid) {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    await pg.stop();
  };
  try {
    await waitForHealth(server, `http://127.0.0.1:${o.port}`, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { env, pgid: server.pid ?? 0, stop };
}

/** Until the health check answers within 200 ms twice in a row (at most 2 minutes): what the last load left is done. */
export async function settle(origin: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  let quick = 0;
  while (quick < 2 && Date.now() < deadline) {
    const started = performance.now();
    const ok = await fetch(`${origin}/api/health/`).then((r) => r.ok, () => false);
    quick = ok && performance.now() - started < 200 ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 1000));
  }
}
