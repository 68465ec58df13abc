import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { freshDatabase } from "@/tests/support/test-db";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { teams, users } from "@/lib/server/db/schema";
import { seedDemo } from "@/lib/server/seed";
import { resetToSeed } from "@/lib/server/seed/reset-database";
import { DEMO_USER_EMAIL } from "@/lib/server/seed/seed-accounts";
import { getMe } from "@/lib/server/users/get-me";
import { listUserAdAccounts } from "@/lib/server/accounts/ad-accounts";
import { isSubscriptionActive } from "@/lib/domain/billing/subscription-status";
import { teamDetail } from "@/lib/server/teams/team-detail";
import { countRows } from "@/tests/support/corpus";
import { adAccounts, corpusFollows, marketingMaterials } from "@/lib/server/db/schema";
import { appTables, SEEDED_WITH_FILES } from "@/lib/server/seed/seed-snapshot";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { readUpload, removeUpload } from "@/lib/server/files/store";
import { DEMO_CREATOR_ID } from "@/lib/domain/creators/demo-network";
import { or, sql } from "drizzle-orm";
import { pauseAppJobWorker } from "@/tests/support/job-worker-paused";

let handle: DatabaseHandle;
let resumeJobs: () => Promise<void>;
// The seed queues jobs; a worker running them would change rows between two resets' comparisons.
beforeAll(async () => {
  resumeJobs = await pauseAppJobWorker();
  handle = await freshDatabase();
});
afterAll(async () => {
  await handle.close();
  await resumeJobs();
});

async function demo() {
  const [row] = await handle.db.select().from(users).where(eq(users.email, DEMO_USER_EMAIL));
  return getMe(row.id);
}

// Seeding the whole demo corpus (twice, to prove it idempotent) takes a while on a busy machine.
describe("demo seed", { timeout: 180_000 }, () => {
  it("gives the demo user an admin and a member team, ad accounts and an active subscription, idempotently", async () => {
    await seedDemo(handle.db);
    await seedDemo(handle.db);
    const me = await demo();
    expect(me.memberships.map((m) => [m.team.slug, m.level])).toEqual([
      ["acme", "member"],
      ["local", "admin"],
    ]);
    const accounts = await listUserAdAccounts(me.id);
    expect(accounts.map((a) => [a.account_id, a.access])).toEqual([
      ["18ce54demo01", true],
      ["18ce54demo02", null],
      ["18ce54acme01", true],
    ]);
    const [local] = await handle.db.select().from(teams).where(eq(teams.slug, "local"));
    expect(isSubscriptionActive((await teamDetail(local, "admin")).subscriptions, [])).toBe(true);
  });

  it("reset removes everything made since and brings the seed back", async () => {
    await handle.db.insert(teams).values({ slug: "made-in-a-test", name: "Temporary" });
    const corpusBefore = await countRows(handle.db, "corpus_accounts");
    await resetToSeed(handle.db);
    expect(await countRows(handle.db, "corpus_accounts")).toBe(corpusBefore);
    expect(await handle.db.select().from(teams).where(eq(teams.slug, "made-in-a-test"))).toEqual([]);
    expect((await demo()).memberships).toHaveLength(2);
  });

  /** Every application table's rows, as text (the tables whose seed writes files are counted only). */
  async function contents() {
    const out: Record<string, string> = {};
    for (const t of await appTables(handle.db)) {
      const [row] = await queryRows<{ digest: string; n: number }>(
        handle.db,
        sql.raw(`select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest, count(*)::int as n from public."${t}" r`),
      );
      out[t] = SEEDED_WITH_FILES.includes(t) ? `${row.n} rows` : `${row.n} rows ${row.digest}`;
    }
    return out;
  }
  const creatorFollows = () =>
    countRows(handle.db, `corpus_follows where follower_id = '${DEMO_CREATOR_ID}' or followee_id = '${DEMO_CREATOR_ID}'`);

  it("later resets copy the seed back: the same rows each time, what a test changed undone, new rows numbered after the seed's", async () => {
    await resetToSeed(handle.db);
    const seeded = await contents();
    const follows = await creatorFollows();
    expect(follows).toBeGreaterThan(1000);
    expect(Object.keys(seeded).length).toBeGreaterThan(50);

    // What tests do between resets: new rows, a changed creator graph, a material's file replaced.
    await handle.db.insert(teams).values({ slug: "made-in-a-test", name: "Temporary" });
    await handle.db.delete(corpusFollows).where(or(sql`${corpusFollows.followerId} = ${DEMO_CREATOR_ID}`, sql`${corpusFollows.followeeId} = ${DEMO_CREATOR_ID}`));
    const [material] = await handle.db.select().from(marketingMaterials).limit(1);
    await removeUpload(material.fileKey!);
    await handle.db.update(users).set({ firstName: "Changed in a test" }).where(eq(users.email, DEMO_USER_EMAIL));

    await resetToSeed(handle.db);
    expect(await contents()).toEqual(seeded);
    expect(await creatorFollows()).toBe(follows);
    for (const m of await handle.db.select().from(marketingMaterials)) expect((await readUpload(m.fileKey!)).byteLength).toBe(m.fileSize);

    const [me] = await handle.db.select().from(users).where(eq(users.email, DEMO_USER_EMAIL));
    const seededIds = (await handle.db.select({ id: adAccounts.id }).from(adAccounts)).map((a) => a.id);
    const [added] = await handle.db.insert(adAccounts).values({ userId: me.id, accountId: "made-in-a-test", name: "Test" }).returning();
    expect(added.id).toBeGreaterThan(Math.max(...seededIds));
  });
});

