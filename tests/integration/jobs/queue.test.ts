import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { openDatabase } from "@/lib/server/db/client";
import { jobs } from "@/lib/server/db/schema";
import { createTeam } from "@/lib/server/teams/create-team";
import { defineJob, JobFailure, type JobDefinition } from "@/lib/server/jobs/job";
import { enqueueJob } from "@/lib/server/jobs/enqueue";
import { claimNextJob } from "@/lib/server/jobs/claim";
import { enqueueDueSlots } from "@/lib/server/jobs/schedules";
import { JobWorker } from "@/lib/server/jobs/worker";
import * as jobRoute from "@/app/api/jobs/[id]/route";
import { inject } from "vitest";
import { freshDatabase } from "../../support/test-db";
import { signedInCaller } from "../../support/auth";
import { addMember } from "../../support/team-members";
import { Caller } from "../../support/caller";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(async () => handle.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const worker = (definitions: JobDefinition<any>[], o: { leaseSeconds?: number; concurrency?: number; db?: DatabaseHandle } = {}) =>
  new JobWorker({ definitions, db: async () => (o.db ?? handle).db, concurrency: o.concurrency ?? 2, pollMs: 20, leaseSeconds: o.leaseSeconds ?? 30 });
const row = async (id: number) => (await handle.db.select().from(jobs).where(eq(jobs.id, id)))[0];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > end) throw new Error(`timed out; last value ${JSON.stringify(v)}`);
    await sleep(20);
  }
}

describe("the job queue", () => {
  it("retries a failing job with exponential backoff up to its bound, then fails it and records why", async () => {
    const runs: number[] = [];
    const failed = vi.fn();
    const flaky = defineJob<{ n: number }>({
      name: "test.always-fails",
      maxAttempts: 3,
      retryBaseMs: 100,
      async run() {
        runs.push(Date.now());
        throw new Error("upstream said no");
      },
      onFailed: async (payload, error) => failed(payload, error),
    });
    const w = worker([flaky]).start();
    const { id } = await enqueueJob(flaky, { n: 1 }, { db: handle.db });
    const end = await until(() => row(id), (r) => r.status === "failed");
    await w.stop();
    expect(end).toMatchObject({ attempts: 3, lastError: "upstream said no" });
    expect(runs).toHaveLength(3);
    expect(runs[1] - runs[0]).toBeGreaterThanOrEqual(90);
    expect(runs[2] - runs[1]).toBeGreaterThanOrEqual(190);
    expect(failed).toHaveBeenCalledExactlyOnceWith({ n: 1 }, "upstream said no");
  });

  it("a job that fails once is retried and ends done with its result; a JobFailure is not retried", async () => {
    let calls = 0;
    const once = defineJob({ name: "test.fails-once", retryBaseMs: 10, async run() { if (++calls === 1) throw new Error("blip"); return { ok: calls }; } });
    const refuse = defineJob({ name: "test.refuses", async run() { throw new JobFailure("Nothing to import."); } });
    const w = worker([once, refuse]);
    const a = await enqueueJob(once, {}, { db: handle.db });
    const b = await enqueueJob(refuse, {}, { db: handle.db });
    w.start();
    expect(await until(() => row(a.id), (r) => r.status === "done")).toMatchObject({ attempts: 2, result: { ok: 2 }, lastError: null });
    expect(await until(() => row(b.id), (r) => r.status === "failed")).toMatchObject({ attempts: 1, lastError: "Nothing to import." });
    await w.stop();
  });

  it("a job left running by a dead process is picked up again once its lease has run out", async () => {
    const ran = vi.fn();
    const def = defineJob({ name: "test.orphaned", async run() { ran(); } });
    const { id } = await enqueueJob(def, {}, { db: handle.db });
    // A process claims it and dies: nobody renews the one-second lease.
    expect((await claimNextJob(handle.db, [def.name], "dead-process", 1))?.id).toBe(id);
    const survivor = worker([def]);
    expect(await survivor.pass()).toBe(0);
    await sleep(1_100);
    await survivor.drain();
    expect(ran).toHaveBeenCalledOnce();
    expect(await row(id)).toMatchObject({ status: "done", attempts: 2 });
  });

  it("runs each job once when several processes share the database", async () => {
    const url = inject("postgresUrl");
    // On PostgreSQL the second worker has its own connection pool, as another process would.
    const other = url ? openDatabase({ url: (handle.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString }) : handle;
    const runs = new Map<number, number>();
    const def = defineJob<{ i: number }>({
      name: "test.once",
      async run({ i }) {
        runs.set(i, (runs.get(i) ?? 0) + 1);
        await sleep(5);
      },
    });
    for (let i = 0; i < 40; i++) await enqueueJob(def, { i }, { db: handle.db });
    const a = worker([def], { concurrency: 4 });
    const b = worker([def], { concurrency: 4, db: other });
    await Promise.all([a.drain(), b.drain()]);
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual([...Array(40).keys()]);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    if (other !== handle) await other.close();
  });

  it("adds one job per schedule slot however many processes try", async () => {
    const tick = defineJob({ name: "test.every-five-minutes", schedule: { cron: "*/5 * * * *", payload: {} }, async run() {} });
    const now = new Date("2030-01-01T10:07:30Z");
    const added = await Promise.all([enqueueDueSlots(handle.db, [tick], now), enqueueDueSlots(handle.db, [tick], now), enqueueDueSlots(handle.db, [tick], new Date("2030-01-01T10:09:59Z"))]);
    expect(added.reduce((a, b) => a + b)).toBe(1);
    const rows = await handle.db.select().from(jobs).where(eq(jobs.name, tick.name));
    expect(rows.map((r) => r.slotKey)).toEqual(["test.every-five-minutes@2030-01-01T10:05:00.000Z"]);
    expect(await enqueueDueSlots(handle.db, [tick], new Date("2030-01-01T10:10:00Z"))).toBe(1);
  });

  it("a dedupe key returns the pending job instead of adding another, until it has finished", async () => {
    const def = defineJob({ name: "test.deduped", async run() {} });
    const first = await enqueueJob(def, {}, { db: handle.db, dedupeKey: "sync:acme" });
    const again = await enqueueJob(def, {}, { db: handle.db, dedupeKey: "sync:acme" });
    expect(again).toEqual({ id: first.id, created: false });
    await worker([def]).drain();
    const later = await enqueueJob(def, {}, { db: handle.db, dedupeKey: "sync:acme" });
    expect(later.created).toBe(true);
    expect(later.id).not.toBe(first.id);
  });

  it("logs one structured line per run, without the payload", async () => {
    const lines: string[] = [];
    const log = vi.spyOn(console, "log").mockImplementation((l: string) => void lines.push(l));
    const err = vi.spyOn(console, "error").mockImplementation((l: string) => void lines.push(l));
    const def = defineJob<{ token: string }>({ name: "test.logged", maxAttempts: 1, async run() { throw new Error("refused: Bearer abc123 at postgres://u:pw@db/x"); } });
    const { id } = await enqueueJob(def, { token: "s3cret-token" }, { db: handle.db });
    await worker([def]).drain();
    log.mockRestore();
    err.mockRestore();
    const mine = lines.map((l) => JSON.parse(l)).filter((l) => l.job_id === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ event: "job", name: "test.logged", attempt: 1, outcome: "failed", error: "refused: Bearer *** at postgres://u:***@db/x" });
    expect(typeof mine[0].duration_ms).toBe("number");
    expect(lines.join("\n")).not.toMatch(/s3cret|abc123|:pw@/);
  });
});

describe("GET /api/jobs/{id}/", () => {
  it("shows progress to the user who started the job and their team, and 404 to anyone else", async () => {
    const owner = await signedInCaller("owner@example.com");
    const teammate = await signedInCaller("teammate@example.com");
    const stranger = await signedInCaller("stranger@example.com");
    const team = await createTeam(owner.userId, { name: "Jobs Co", slug: "jobs-co" });
    await addMember(team.id, teammate.userId);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const def = defineJob({
      name: "test.progress",
      async run(_p, { progress }) {
        await progress(3, 10, "Fetching followers");
        await gate;
        return { imported: 10 };
      },
    });
    const { id } = await enqueueJob(def, {}, { db: handle.db, ownerUserId: owner.userId, ownerTeamId: team.id });
    const w = worker([def]).start();
    const read = (c: Caller) => c.call(jobRoute.GET, "GET", `/api/jobs/${id}/`, { params: { id: String(id) } });
    const mid = await until(() => read(owner), (r) => r.data.progress !== null);
    expect(mid.status).toBe(200);
    expect(mid.data).toMatchObject({ id, name: "test.progress", status: "running", attempts: 1, progress: { done: 3, total: 10, message: "Fetching followers" }, result: null, error: null });
    expect(mid.data).not.toHaveProperty("payload");
    release();
    await w.stop();
    expect((await read(teammate)).data).toMatchObject({ status: "done", result: { imported: 10 } });
    expect((await read(stranger)).status).toBe(404);
    expect((await read(new Caller())).status).toBe(401);
    expect((await owner.call(jobRoute.GET, "GET", "/api/jobs/999999/", { params: { id: "999999" } })).status).toBe(404);
    expect((await owner.call(jobRoute.GET, "GET", "/api/jobs/abc/", { params: { id: "abc" } })).status).toBe(404);
  });
});
