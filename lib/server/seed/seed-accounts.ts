import "server-only";
import { CORPUS_ADMIN_GROUP, TOOLKIT_ADMIN_GROUP } from "@/lib/server/auth/require-group";
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { seedBillingPlans } from "@/lib/server/billing/plans";
import { adAccounts, grantedAccounts, invites, memberships, subscriptions, teams, userGroups, users } from "@/lib/server/db/schema";

/** Sign in as this address on the login page; the code appears on /dev/outbox and in the console. */
export const DEMO_USER_EMAIL = "demo@murmur.localhost";
export const DEMO_ACME_ADMIN_EMAIL = "admin@acme.localhost";
export const DEMO_INVITE_EMAIL = "new.colleague@murmur.localhost";

async function user(db: Database, email: string, firstName: string, lastName: string): Promise<string> {
  await db.insert(users).values({ email, firstName, lastName }).onConflictDoNothing({ target: users.email });
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
}

async function membership(db: Database, teamId: string, userId: string, level: "admin" | "member"): Promise<number> {
  await db.insert(memberships).values({ teamId, userId, level }).onConflictDoNothing();
  const [row] = await db.select({ id: memberships.id }).from(memberships).where(and(eq(memberships.teamId, teamId), eq(memberships.userId, userId)));
  return row.id;
}

async function adAccount(db: Database, userId: string, accountId: string, name: string, access: boolean | null): Promise<number> {
  await db.insert(adAccounts).values({ userId, accountId, name, standalone: access === true, access }).onConflictDoNothing();
  const [row] = await db.select({ id: adAccounts.id }).from(adAccounts).where(and(eq(adAccounts.userId, userId), eq(adAccounts.accountId, accountId)));
  return row.id;
}

/**
 * The demo people: the demo user is admin of "local" and a member of "acme" (whose admin
 * granted them an ad account), "local" has an enterprise subscription and one open invite.
 */
export async function seedAccounts(db: Database): Promise<void> {
  const [local] = await db.select().from(teams).where(eq(teams.slug, "local"));
  const [acme] = await db.select().from(teams).where(eq(teams.slug, "acme"));
  const demo = await user(db, DEMO_USER_EMAIL, "Demo", "User");
  const acmeAdmin = await user(db, DEMO_ACME_ADMIN_EMAIL, "Ada", "Acme");
  await db.insert(userGroups).values({ userId: demo, name: "Audience_creator" }).onConflictDoNothing();
  await db.insert(userGroups).values({ userId: demo, name: CORPUS_ADMIN_GROUP }).onConflictDoNothing();
  await db.insert(userGroups).values({ userId: demo, name: TOOLKIT_ADMIN_GROUP }).onConflictDoNothing();
  await membership(db, local.id, demo, "admin");
  await membership(db, acme.id, acmeAdmin, "admin");
  const demoInAcme = await membership(db, acme.id, demo, "member");

  await adAccount(db, demo, "18ce54demo01", "Murmur demo ads", true);
  await adAccount(db, demo, "18ce54demo02", "Murmur experiments", null);
  const acmeAds = await adAccount(db, acmeAdmin, "18ce54acme01", "Acme Media ads", true);
  await db.insert(grantedAccounts).values({ membershipId: demoInAcme, adAccountId: acmeAds }).onConflictDoNothing();

  const [sub] = await db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.teamId, local.id));
  if (!sub) {
    await seedBillingPlans(db);
    await db.insert(subscriptions).values({ teamId: local.id, start: new Date("2026-01-01T00:00:00Z"), active: true, planName: "Enterprise yearly", planCode: "enterprise_yearly", seats: 10, currentPeriodStart: new Date("2026-01-01T00:00:00Z"), currentPeriodEnd: new Date("2027-01-01T00:00:00Z") });
  }

  const [invite] = await db.select({ id: invites.id }).from(invites).where(and(eq(invites.teamId, local.id), eq(invites.email, DEMO_INVITE_EMAIL)));
  if (!invite) {
    await db.insert(invites).values({
      teamId: local.id,
      // Random like every invite code: a code known from the source would let anyone join.
      code: randomBytes(24).toString("base64url"),
      email: DEMO_INVITE_EMAIL,
      message: "Join the Murmur demo team.",
      createdBy: demo,
      expiresAt: new Date("2099-01-01T00:00:00Z"),
    });
  }
}
