import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "@/tests/support/test-db";
import { signedInCaller } from "@/tests/support/auth";
import { Caller } from "@/tests/support/caller";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { seedBillingPlans } from "@/lib/server/billing/plans";
import { adAccounts, billingCheckouts, jobs, audienceConfigs, audiencePlans, grantedAccounts, invites, memberships, socialAccounts, targetingGenerations, teams } from "@/lib/server/db/schema";
import { createApiToken } from "@/lib/server/auth/api-tokens";
import { ROUTES, type Entry, type Fixture } from "./route-table";

const APP = path.resolve(__dirname, "../../../app");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(full);
    return e.name === "route.ts" ? [path.relative(APP, full)] : [];
  });
}

let handle: DatabaseHandle;
let fixture: Fixture;
let alice: Caller;
let bob: Caller;
let carol: Caller;
/** Strings that must never reach anyone outside team alpha. */
const SECRETS = ["Alpha Secret Agency", "alice@alpha.example", "bob@alpha.example", "18ce54alpha", "Alpha invoice"];

beforeAll(async () => {
  handle = await freshDatabase();
  alice = await signedInCaller("alice@alpha.example");
  bob = await signedInCaller("bob@alpha.example");
  carol = await signedInCaller("carol@bravo.example");
  const db = handle.db;
  const [alpha] = await db.insert(teams).values({ slug: "alpha", name: "Alpha Secret Agency", invoiceName: "Alpha invoice" }).returning();
  const [bravo] = await db.insert(teams).values({ slug: "bravo", name: "Bravo" }).returning();
  const [am] = await db.insert(memberships).values({ teamId: alpha.id, userId: (alice as Caller & { userId: string }).userId, level: "admin" }).returning();
  const [bm] = await db.insert(memberships).values({ teamId: alpha.id, userId: (bob as Caller & { userId: string }).userId, level: "member" }).returning();
  await db.insert(memberships).values({ teamId: bravo.id, userId: (carol as Caller & { userId: string }).userId, level: "admin" });
  const [account] = await db.insert(adAccounts).values({ userId: am.userId, accountId: "18ce54alpha", name: "Alpha ads" }).returning();
  const [grant] = await db.insert(grantedAccounts).values({ membershipId: bm.id, adAccountId: account.id }).returning();
  const [invite] = await db.insert(invites).values({ teamId: alpha.id, code: "alpha-secret-code", email: "dave@example.com", expiresAt: new Date(Date.now() + 86_400_000) }).returning();
  const token = await createApiToken(am.userId, "alice's script");
  const [social] = await db.insert(socialAccounts).values({ userId: am.userId, provider: "twitter", providerAccountId: "alpha-x-1", extraData: { name: "Alpha invoice" } }).returning();
  const [config] = await db.insert(audienceConfigs).values({ teamId: alpha.id, name: "Alpha invoice", targetingPackage: {} as never }).returning();
  const [generation] = await db.insert(targetingGenerations).values({ userId: am.userId, teamId: alpha.id, kind: "native-pack", input: { description: "Alpha invoice" }, status: "done" }).returning();
  const [plan] = await db.insert(audiencePlans).values({ teamId: alpha.id, name: "Alpha invoice" }).returning();
  const [job] = await db.insert(jobs).values({ name: "corpus.refresh-derived", ownerUserId: am.userId, ownerTeamId: alpha.id, status: "done", result: { note: "Alpha invoice" } }).returning();
  await seedBillingPlans(db);
  const [checkout] = await db.insert(billingCheckouts).values({ teamId: alpha.id, createdBy: am.userId, planCode: "team_yearly", provider: "local", idempotencyKey: "alpha-probe" }).returning();
  fixture = { alphaCheckoutId: checkout.id, team: "alpha", aliceMembership: am.id, bobMembership: bm.id, grantId: grant.id, inviteCode: invite.code, inviteId: invite.id, aliceTokenId: token.id, aliceSocialId: social.id, alphaConfigId: config.id, alphaGenerationId: generation.id, alphaPlanId: plan.id, alphaJobId: job.id };
});
afterAll(async () => handle.close());

async function call(caller: Caller, entry: Entry) {
  const mod = (await import(path.join(APP, entry.file))) as Record<string, Parameters<Caller["call"]>[0]>;
  const params = entry.params?.(fixture) ?? {};
  const query = entry.query ? `?${new URLSearchParams(entry.query(fixture))}` : "";
  const url = "/" + entry.file.replace(/\/?route\.ts$/, "").replace(/\[(\w+)\]/g, (_, k: string) => params[k] ?? k) + "/" + query;
  return caller.call(mod[entry.method], entry.method, url, { params, body: entry.body?.(fixture) });
}

function expectNoSecrets(data: unknown) {
  const text = JSON.stringify(data);
  for (const secret of SECRETS) expect(text).not.toContain(secret);
}

describe("route table", () => {
  it("lists every exported method of every route file", () => {
    const listed = new Set(ROUTES.map((r) => `${r.method} ${r.file}`));
    const missing: string[] = [];
    for (const file of routeFiles(APP)) {
      const source = readFileSync(path.join(APP, file), "utf8");
      for (const method of METHODS) {
        if (new RegExp(`export const ${method}\\b`).test(source) && !listed.has(`${method} ${file}`)) missing.push(`${method} ${file}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

const guarded = ROUTES.filter((r) => r.access !== "public");

describe.each(guarded)("$method $file ($access)", (entry) => {
  it("answers 401 to an anonymous caller, with no data", async () => {
    const res = await call(new Caller(), entry);
    expect(res.status).toBe(401);
    expect(Object.keys(res.data)).toEqual(["detail"]);
  });

  if (entry.access === "member" || entry.access === "admin" || entry.access === "code") {
    it("answers 404 to a member of another team, with no data", async () => {
      const res = await call(carol, entry);
      expect(res.status).toBe(404);
      expect(Object.keys(res.data)).toEqual(["detail"]);
      expectNoSecrets(res.data);
    });
  }

  if (entry.access === "admin") {
    it("answers 403 to a team member who is not an admin, with no data", async () => {
      const res = await call(bob, entry);
      expect(res.status).toBe(403);
      expect(res.data).toEqual({ detail: "You do not have permission to perform this action." });
    });
  }

  if (entry.access === "user") {
    it("shows another team's member only their own data", async () => {
      const res = await call(carol, entry);
      expect(res.status).toBeLessThan(500);
      expectNoSecrets(res.data);
    });
  }
});

describe("the team is untouched after every refused call", () => {
  it("still has its name, members, grant and invite", async () => {
    const team = await call(alice, ROUTES.find((r) => r.method === "GET" && r.file === "api/teams/[slug]/route.ts")!);
    expect(team.data).toMatchObject({ name: "Alpha Secret Agency", member_count: 2, level: "admin" });
    const members = await call(alice, ROUTES.find((r) => r.file === "api/teams/[slug]/members/route.ts")!);
    expect(members.data.map((m: { level: string }) => m.level)).toEqual(["admin", "member"]);
    const accounts = await call(bob, ROUTES.find((r) => r.file === "api/teams/[slug]/accounts/route.ts")!);
    expect(accounts.data).toHaveLength(1);
    const pending = await call(alice, ROUTES.find((r) => r.method === "GET" && r.file === "api/teams/[slug]/invites/route.ts")!);
    expect(pending.data.map((i: { code: string }) => i.code)).toContain("alpha-secret-code");
    const social = await call(alice, ROUTES.find((r) => r.file === "rest-auth/socialaccounts/route.ts")!);
    expect(social.data.map((a: { uid: string }) => a.uid)).toEqual(["alpha-x-1"]);
    const tokens = await call(alice, ROUTES.find((r) => r.method === "GET" && r.file === "api/user/tokens/route.ts")!);
    expect(tokens.data.map((x: { name: string }) => x.name)).toContain("alice's script");
    const billing = await call(alice, ROUTES.find((r) => r.file === "api/customer/subscriptions/status/route.ts")!);
    expect(billing.data).toMatchObject({ active: false, subscription: null });
  });
});
