import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "@/tests/support/test-db";
import { Caller } from "@/tests/support/caller";
import { pauseAppJobWorker } from "@/tests/support/job-worker-paused";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { ROUTES, type Entry } from "./route-table";
import { seedTenants, type Tenants } from "./tenant-fixture";
import { callEntry, exportedHandlers } from "./route-handlers";
import { WriteWatch } from "./write-watch";

/**
 * The access matrix: every handler of the route table, called as an anonymous visitor, as an admin of
 * another team (carol, team bravo) and, where admin is needed, as a member who is not one (bob). A
 * refusal must carry no data and write nothing; a call about one's own data must show nothing of team
 * alpha's and change none of its rows.
 */

let handle: DatabaseHandle;
let tenants: Tenants;
let watch: WriteWatch;
let resumeJobs: () => Promise<void>;
const counts = { calls: 0, denied: 0, ownData: 0 };

beforeAll(async () => {
  handle = await freshDatabase();
  resumeJobs = await pauseAppJobWorker();
  tenants = await seedTenants(handle.db);
  watch = await WriteWatch.start(handle.db);
});
afterAll(async () => {
  const files = new Set(ROUTES.map((r) => r.file));
  console.log(
    `access matrix: ${files.size} endpoints, ${ROUTES.length} methods, ${counts.calls} calls, ${counts.denied} denied, ` +
      `${counts.ownData} answered with the caller's own data only`,
  );
  await resumeJobs();
  await handle.close();
});

type Call = Awaited<ReturnType<typeof callEntry>>;

async function probe(caller: Caller, entry: Entry): Promise<Call> {
  counts.calls++;
  return callEntry(caller, entry, tenants.fixture);
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Alpha's identifying data in an answer, except what the caller sent in the request (they know it already). */
function alphaDataIn(res: Call, publicBranding = false): string[] {
  const answer = typeof res.data === "string" ? res.data : JSON.stringify(res.data ?? null);
  const request = JSON.stringify(res.request);
  const names = tenants.alphaSecrets.filter((s) => !(publicBranding && tenants.alphaBranding.includes(s)));
  const leaked = names.filter((s) => answer.includes(s) && !request.includes(s));
  // A numeric id is looked for outside UUIDs: every error body carries a fresh request id, whose hex
  // digits hold a run like "880012" often enough to fail a run now and then.
  const numbers = answer.replace(UUID, "<uuid>");
  const ids = tenants.alphaIds.filter((id) => new RegExp(`(?<!\\d)${id}(?!\\d)`).test(numbers) && !new RegExp(`(?<!\\d)${id}(?!\\d)`).test(request));
  return [...leaked, ...ids.map(String)];
}

async function expectRefused(res: Call, status: number) {
  expect(res.status).toBe(status);
  expect(Object.keys(res.data)).toEqual(["detail", "request_id"]);
  expect(alphaDataIn(res)).toEqual([]);
  expect((await watch.since()).tables).toEqual([]);
  counts.denied++;
}

describe("route table", () => {
  it("lists every exported method of every route file, and nothing else", async () => {
    const exported = await exportedHandlers();
    const listed = ROUTES.map((r) => `${r.method} ${r.file}`);
    expect(exported.filter((h) => !listed.includes(h))).toEqual([]);
    expect(listed.filter((h) => !exported.includes(h))).toEqual([]);
    expect(listed.length).toBe(new Set(listed).size);
  });
});

describe.each(ROUTES)("$method $file ($access)", (entry) => {
  if (entry.access === "public") {
    it("serves an anonymous caller without a 5xx, exposing at most the team's public branding", async () => {
      const res = await probe(new Caller(), entry);
      expect(res.status).toBeLessThan(500);
      expect(alphaDataIn(res, true)).toEqual([]);
      const writes = await watch.since();
      if (res.status >= 400) expect(writes.tables).toEqual([]);
      expect(writes.removed).toEqual([]);
    });
    return;
  }

  it("answers 401 to an anonymous caller, with no data and no write", async () => {
    await expectRefused(await probe(new Caller(), entry), 401);
  });

  if (entry.access === "member" || entry.access === "admin" || entry.access === "code") {
    it("answers 404 to an admin of another team, with no data and no write", async () => {
      await expectRefused(await probe(tenants.carol, entry), 404);
    });
  }

  if (entry.access === "admin") {
    it("answers 403 to a team member who is not an admin, with no data and no write", async () => {
      const res = await probe(tenants.bob, entry);
      expect(res.data).toEqual({ detail: "You do not have permission to perform this action.", request_id: expect.any(String) });
      await expectRefused(res, 403);
    });
  }

  if (entry.access === "user") {
    it("shows another team's admin only their own data, and changes only their own rows", async () => {
      const res = await probe(tenants.carol, entry);
      expect(res.status).toBeLessThan(500);
      expect(alphaDataIn(res)).toEqual([]);
      const writes = await watch.since();
      const notHers = (rows: string[]) => rows.filter((row) => !tenants.carolMarks.some((mark) => row.includes(mark)));
      // Rows carol may change or delete are hers or bravo's; every other row that existed stays as it was.
      expect(notHers(writes.removed)).toEqual([]);
      // A refused input may count her attempt (a rate limit), nothing more.
      if (res.status >= 400) expect(notHers(writes.added)).toEqual([]);
      if (res.status < 400) counts.ownData++;
      else counts.denied++;
    });
  }
});

describe("team alpha after every call", () => {
  it("still has its name, members, grant, invite, social account, token and billing", async () => {
    const { alice, bob, fixture } = tenants;
    const find = (method: Entry["method"], file: string) => ROUTES.find((r) => r.method === method && r.file === file)!;
    const team = await callEntry(alice, find("GET", "api/teams/[slug]/route.ts"), fixture);
    expect(team.data).toMatchObject({ name: "Alpha Secret Agency", member_count: 2, level: "admin" });
    const members = await callEntry(alice, find("GET", "api/teams/[slug]/members/route.ts"), fixture);
    expect(members.data.map((m: { level: string }) => m.level)).toEqual(["admin", "member"]);
    const accounts = await callEntry(bob, find("GET", "api/teams/[slug]/accounts/route.ts"), fixture);
    expect(accounts.data).toHaveLength(1);
    const pending = await callEntry(alice, find("GET", "api/teams/[slug]/invites/route.ts"), fixture);
    expect(pending.data.map((i: { code: string }) => i.code)).toContain(fixture.inviteCode);
    const social = await callEntry(alice, find("GET", "rest-auth/socialaccounts/route.ts"), fixture);
    expect(social.data.map((a: { uid: string }) => a.uid)).toEqual(["alpha-x-1"]);
    const tokens = await callEntry(alice, find("GET", "api/user/tokens/route.ts"), fixture);
    expect(tokens.data.map((x: { name: string }) => x.name)).toContain("alice's script");
    const billing = await callEntry(alice, find("GET", "api/customer/subscriptions/status/route.ts"), fixture);
    expect(billing.data).toMatchObject({ active: false, subscription: null });
  });
});
