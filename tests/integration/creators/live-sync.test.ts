import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { creatorAccounts } from "@/lib/server/db/schema";
import { syncCreatorAccount } from "@/lib/server/creators/sync-follows";
import { XDataError } from "@/lib/server/x/errors";
import { freshDatabase } from "../../support/test-db";
import { signedInCaller } from "../../support/auth";
import { SHARED } from "../../support/corpus";
import { startXApiStub, type XApiStub } from "../../support/x-api-stub/server";
import { pauseAppJobWorker } from "../../support/job-worker-paused";

// Contract test: the follower sync through the live X API v2 adapter, over real HTTP against the
// local stub that checks each request against X's OpenAPI document and replays real responses.

let handle: DatabaseHandle;
let stub: XApiStub;
let resumeJobs: () => Promise<void>;
const ENV = ["X_BEARER_TOKEN", "X_API_BASE_URL", "X_MAX_RATE_LIMIT_WAIT_SECONDS"];
const noProgress = async () => undefined;

beforeAll(async () => {
  // The app's worker would run the daily sync of every account beside the test's own sync.
  resumeJobs = await pauseAppJobWorker();
  stub = await startXApiStub({ token: "creator-app-token", sharedDir: SHARED });
  process.env.X_BEARER_TOKEN = "creator-app-token";
  process.env.X_API_BASE_URL = stub.url;
  process.env.X_MAX_RATE_LIMIT_WAIT_SECONDS = "0";
  handle = await freshDatabase();
});
afterAll(async () => {
  for (const name of ENV) delete process.env[name];
  await stub.stop();
  await handle.close();
  await resumeJobs();
});

async function account() {
  const user = await signedInCaller(`live-${Date.now()}@creators.example`);
  const [row] = await handle.db.insert(creatorAccounts).values({ userId: user.userId, xUserId: "119369819", handle: "DoDirty78" }).returning();
  return row;
}

describe("follower sync against X API v2 (local stub)", () => {
  it("pages followers and following with X's pagination tokens and keeps X's rate-limit headers", async () => {
    const a = await account();
    stub.requests.length = 0;
    const result = await syncCreatorAccount(handle.db, a, noProgress, { pageSize: 40 });
    const followerCalls = stub.requests.filter((r) => r.path === "/2/users/119369819/followers");
    expect(followerCalls.map((r) => r.query.pagination_token)).toEqual([undefined, "stub-40", "stub-80"]);
    expect(followerCalls.every((r) => r.query.max_results === "40" && r.auth === "Bearer creator-app-token" && r.status === 200)).toBe(true);
    expect(stub.requests.some((r) => r.path === "/2/users/119369819/following")).toBe(true);
    // The replayed pages hold 96 entries for 91 people (five appear on two pages): each is counted once.
    expect(result.followers).toBe(91);
    expect(result.joined).toBe(91);
    const [after] = await handle.db.select().from(creatorAccounts).where(eq(creatorAccounts.id, a.id));
    expect(after.lastSyncedAt).not.toBeNull();
    expect(after.rateLimitRemaining).toBeGreaterThanOrEqual(0);
    expect(after.rateLimitResetAt).not.toBeNull();
    // The next sync sees the same people: nothing joins or leaves.
    expect(await syncCreatorAccount(handle.db, a, noProgress, { pageSize: 40 })).toMatchObject({ followers: 91, joined: 0, left: 0 });
  });

  it("a 429 records the reset X gave and fails the attempt, so the queue retries it later", async () => {
    const a = await account();
    stub.inject({ status: 429, kind: "rate_limit", resetInSeconds: 120 });
    const before = Date.now();
    const error = await syncCreatorAccount(handle.db, a, noProgress).catch((e) => e);
    expect(error).toBeInstanceOf(XDataError);
    expect((error as XDataError).kind).toBe("rate_limit");
    const [after] = await handle.db.select().from(creatorAccounts).where(eq(creatorAccounts.id, a.id));
    expect(after.rateLimitRemaining).toBe(0);
    const reset = after.rateLimitResetAt!.getTime();
    expect(reset).toBeGreaterThan(before + 100_000);
    expect(reset).toBeLessThan(before + 140_000);
    expect(after.lastSyncedAt).toBeNull();
    // Once the limit resets, the sync goes through.
    expect((await syncCreatorAccount(handle.db, a, noProgress)).followers).toBe(91);
  });
});
