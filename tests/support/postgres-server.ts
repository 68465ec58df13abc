import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, chmodSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import net from "node:net";

const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

/** Install the Debian PostgreSQL 15 server when its binaries are missing. */
export function ensurePostgresBinaries(): void {
  if (existsSync(path.join(PG_BIN, "initdb"))) return;
  execFileSync("apt-get", ["update"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "postgresql-15"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

/** Run a server binary, as the postgres user when we are root (initdb refuses root). */
function asPostgres(bin: string, args: string[]): [string, string[]] {
  return isRoot() ? ["runuser", ["-u", "postgres", "--", path.join(PG_BIN, bin), ...args]] : [path.join(PG_BIN, bin), args];
}

export interface RunningPostgres {
  url: string;
  /** Stops the server (a fast shutdown: clients are cut off, committed work is kept) and starts it again on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** A throwaway PostgreSQL 15 server in a temporary directory, on the given loopback port or a free one. */
export async function startPostgres(o: { port?: number } = {}): Promise<RunningPostgres> {
  ensurePostgresBinaries();
  const dir = mkdtempSync(path.join(tmpdir(), "murmur-pg-"));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, "data");
  if (isRoot()) execFileSync("chown", ["postgres:postgres", dir]);
  const [initCmd, initArgs] = asPostgres("initdb", ["-D", dataDir, "-U", "murmur", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  execFileSync(initCmd, initArgs, { stdio: "pipe" });
  const port = o.port ?? (await freePort());
  let child = await launch(dataDir, dir, port);
  const pgCtlStop = async (mode: "fast" | "immediate") => {
    // runuser does not pass signals on, so ask pg_ctl to stop the server itself.
    const exited = new Promise((r) => child.once("exit", r));
    const [stopCmd, stopArgs] = asPostgres("pg_ctl", ["-D", dataDir, "-m", mode, "-w", "stop"]);
    try {
      execFileSync(stopCmd, stopArgs, { stdio: "pipe" });
    } catch {
      child.kill("SIGKILL");
    }
    await exited;
  };
  return {
    url: `postgres://murmur@127.0.0.1:${port}/postgres`,
    async restart() {
      await pgCtlStop("fast");
      child = await launch(dataDir, dir, port);
    },
    async stop() {
      await pgCtlStop("immediate");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function launch(dataDir: string, socketDir: string, port: number): Promise<ChildProcess> {
  const [cmd, args] = asPostgres("postgres", ["-D", dataDir, "-p", String(port), "-k", socketDir, "-h", "127.0.0.1", "-c", "fsync=off", "-c", "full_page_writes=off", "-c", "synchronous_commit=off"]);
  const child: ChildProcess = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stderr?.on("data", (d) => (log += d));
  child.stdout?.on("data", (d) => (log += d));
  await waitForPort(port, () => log);
  return child;
}

async function waitForPort(port: number, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (/ready to accept connections/.test(log())) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`PostgreSQL did not start on port ${port}:\n${log()}`);
}
