import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inArray, sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "@/lib/server/db/client";
import { setAppDatabase } from "@/lib/server/db";
import { targetingGenerations } from "@/lib/server/db/schema";
import { stopAppJobWorker } from "@/lib/server/jobs/app-worker";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { NO_AUDIENCE } from "@/lib/server/targeting/generation/build-package";
import * as analyzer from "@/app/api/external/standalone-description-analyzer/route";
import * as health from "@/app/api/health/route";
import { startPostgres, type RunningPostgres } from "../support/postgres-server";
import { signedInCaller } from "../support/auth";
import { callRoute } from "../support/call-route";

let server: RunningPostgres;
let handle: DatabaseHandle;

beforeAll(async () => {
  server = await startPostgres();
  const admin = openDatabase({ url: server.url });
  await admin.db.execute(sql`create database app`);
  await admin.close();
  handle = openDatabase({ url: server.url.replace(/\/postgres$/, "/app") });
  await handle.migrate();
  setAppDatabase(handle);
});
afterAll(async () => {
  await stopAppJobWorker();
  await handle.close();
  await server.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("PostgreSQL restarts in the middle of load", () => {
  it("the app's database client and job queue recover on their own, and every acknowledged write is kept", async () => {
    const alice = await signedInCaller("alice@example.com");
    const acked: { id: number; at: number }[] = [];
    let refused = 0;
    let restartedAt = Infinity;
    const deadline = Date.now() + 6_000;
    // Eight clients start generations (a row and its queued job, in one transaction) as fast as they are answered.
    const client = async () => {
      while (Date.now() < deadline) {
        const res = await alice.call(analyzer.POST, "POST", "/api/external/standalone-description-analyzer/", { body: { description: "people who love running", email: "alice@example.com" } });
        if (res.status === 201) acked.push({ id: res.data.id, at: Date.now() });
        else {
          expect(res.status).toBeGreaterThanOrEqual(500); // the outage, answered as an error: never a false 201
          refused++;
          await sleep(50);
        }
      }
    };
    const restart = (async () => {
      await sleep(1_500);
      await server.restart();
      restartedAt = Date.now();
    })();
    await Promise.all([...Array.from({ length: 8 }, client), restart]);

    const afterRestart = acked.filter((a) => a.at > restartedAt).length;
    console.log(`load: ${acked.length} writes acknowledged (${afterRestart} after the restart), ${refused} refused during the outage`);
    expect(afterRestart).toBeGreaterThan(0);
    expect((await callRoute(health.GET, { url: "/api/health/" })).status).toBe(200);

    // No connection was lost for good in the outage: as many transactions as the pool holds (10) are open at once.
    let open = 0;
    let mostOpen = 0;
    let allOpen!: () => void;
    const everyoneIn = new Promise<void>((resolve) => (allOpen = resolve));
    await Promise.all(
      Array.from({ length: 10 }, () =>
        handle.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          mostOpen = Math.max(mostOpen, ++open);
          if (open === 10) allOpen();
          await Promise.race([everyoneIn, sleep(5_000)]);
          open--;
        }),
      ),
    );
    expect(mostOpen).toBe(10);

    // Every acknowledged generation is there, and the queue (never restarted) finishes each one.
    const ids = acked.map((a) => a.id);
    const end = Date.now() + 90_000;
    for (;;) {
      const rows = await handle.db.select({ id: targetingGenerations.id, status: targetingGenerations.status }).from(targetingGenerations).where(inArray(targetingGenerations.id, ids));
      expect(rows).toHaveLength(ids.length);
      const pending = rows.filter((r) => r.status === "queued" || r.status === "running").length;
      if (!pending) {
        // An empty corpus: each ends with the screen's "No audience" message, not an internal failure.
        expect(rows.every((r) => r.status === "failed")).toBe(true);
        break;
      }
      if (Date.now() > end) throw new Error(`${pending} acknowledged generations never finished`);
      await sleep(200);
    }
    const [{ errors }] = await queryRows<{ errors: number }>(handle.db, sql`select count(*)::int as errors from targeting_generations where error <> ${NO_AUDIENCE}`);
    expect(errors).toBe(0);
  });
});
