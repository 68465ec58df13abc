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

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(async () => handle.close());

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
});
