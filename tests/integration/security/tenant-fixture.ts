import type { Database } from "@/lib/server/db/client";
import { seedBillingPlans } from "@/lib/server/billing/plans";
import { adAccounts, billingCheckouts, creatorAccounts, jobs, storedFiles, teamAdEntities, audienceConfigs, audiencePlans, grantedAccounts, invites, memberships, socialAccounts, targetingGenerations, teams } from "@/lib/server/db/schema";
import { createApiToken } from "@/lib/server/auth/api-tokens";
import { signedInCaller } from "@/tests/support/auth";
import type { Caller } from "@/tests/support/caller";
import type { Fixture } from "./route-table";

type SignedIn = Caller & { userId: string };

/**
 * Two tenants: team alpha (alice admin, bob member) owning one of everything, and team bravo
 * (carol admin) that must never see or change any of it.
 */
export interface Tenants {
  fixture: Fixture;
  alice: SignedIn;
  bob: SignedIn;
  carol: SignedIn;
  /** Alpha's identifying data (names, e-mails, ids, audiences): none may reach carol. */
  alphaSecrets: string[];
  /** Alpha's public branding (GET /api/teaminfo/{slug}/: its id and name), secret everywhere else. */
  alphaBranding: string[];
  /** Alpha's row ids, unusual numbers so that finding one in an answer means it leaked. */
  alphaIds: number[];
  /** Text found only in carol's and bravo's own rows, which carol may change. */
  carolMarks: string[];
}

/**
 * Seeds both tenants. `n` makes each seeding distinct (slugs, e-mails, ids), so a test may seed a
 * fresh pair for every handler it exercises.
 */
export async function seedTenants(db: Database, n = 0): Promise<Tenants> {
  const suffix = n ? `-${n}` : "";
  const at = (name: string, domain: string) => `${name}${n ? `+${n}` : ""}@${domain}.example`;
  const id = (k: number) => 880_000 + n * 100 + k;
  const alice = await signedInCaller(at("alice", "alpha"));
  const bob = await signedInCaller(at("bob", "alpha"));
  const carol = await signedInCaller(at("carol", "bravo"));
  const name = `Alpha Secret Agency${suffix}`;
  const [alpha] = await db.insert(teams).values({ slug: `alpha${suffix}`, name, invoiceName: `Alpha invoice${suffix}` }).returning();
  const [bravo] = await db.insert(teams).values({ slug: `bravo${suffix}`, name: `Bravo${suffix}` }).returning();
  const [am] = await db.insert(memberships).values({ id: id(1), teamId: alpha.id, userId: alice.userId, level: "admin" }).returning();
  const [bm] = await db.insert(memberships).values({ id: id(2), teamId: alpha.id, userId: bob.userId, level: "member" }).returning();
  await db.insert(memberships).values({ teamId: bravo.id, userId: carol.userId, level: "admin" });
  const adAccountId = `18ce54alpha${suffix}`;
  const [account] = await db.insert(adAccounts).values({ id: id(3), userId: am.userId, accountId: adAccountId, name: "Alpha ads" }).returning();
  const [grant] = await db.insert(grantedAccounts).values({ id: id(4), membershipId: bm.id, adAccountId: account.id }).returning();
  const inviteCode = `alpha-secret-code${suffix}`;
  const [invite] = await db.insert(invites).values({ id: id(5), teamId: alpha.id, code: inviteCode, email: "dave@example.com", expiresAt: new Date(Date.now() + 86_400_000) }).returning();
  const token = await createApiToken(am.userId, "alice's script");
  const [social] = await db.insert(socialAccounts).values({ id: id(6), userId: am.userId, provider: "twitter", providerAccountId: `alpha-x-1${suffix}`, extraData: { name: "Alpha X handle" } }).returning();
  const [config] = await db.insert(audienceConfigs).values({ id: id(7), teamId: alpha.id, name: "Alpha audience: Osaka runners", targetingPackage: {} as never }).returning();
  const [generation] = await db
    .insert(targetingGenerations)
    .values({ id: id(8), userId: am.userId, teamId: alpha.id, kind: "native-pack", input: { description: "Alpha generation brief" }, status: "done" })
    .returning();
  const [plan] = await db.insert(audiencePlans).values({ id: id(9), teamId: alpha.id, name: "Alpha media plan" }).returning();
  const [job] = await db.insert(jobs).values({ id: id(10), name: "corpus.refresh-derived", ownerUserId: am.userId, ownerTeamId: alpha.id, status: "done", result: { note: "Alpha job note" } }).returning();
  await seedBillingPlans(db);
  const [checkout] = await db.insert(billingCheckouts).values({ teamId: alpha.id, createdBy: am.userId, planCode: "team_yearly", provider: "local", idempotencyKey: `alpha-probe${suffix}` }).returning();
  const [creator] = await db.insert(creatorAccounts).values({ id: id(16), userId: am.userId, xUserId: `alpha-x-creator${suffix}`, handle: `alpha_creator${n || ""}` }).returning();
  // One of each campaign entity (the sandbox need not hold them: refusals come before any read of X).
  const entity = (k: number, kind: "campaign" | "adset" | "ad" | "creative" | "media", parentId: number | null) =>
    db.insert(teamAdEntities).values({ id: id(k), teamId: alpha.id, kind, adAccountId, adapter: "sandbox", remoteId: `alpha${kind}${suffix}`, parentId, createdBy: am.userId }).returning().then((r) => r[0].id);
  const campaignId = await entity(11, "campaign", null);
  const adsetId = await entity(12, "adset", campaignId);
  const adId = await entity(13, "ad", adsetId);
  const creativeId = await entity(14, "creative", null);
  const mediaId = await entity(15, "media", null);
  const [file] = await db.insert(storedFiles).values({ teamId: alpha.id, userId: am.userId, name: "alpha-secret-banner.png", contentType: "image/png", size: 10, storageKey: "unused", uploadTokenHash: "00" }).returning();
  const fixture: Fixture = {
    team: alpha.slug,
    aliceMembership: am.id,
    bobMembership: bm.id,
    grantId: grant.id,
    inviteCode,
    inviteId: invite.id,
    aliceTokenId: token.id,
    aliceSocialId: social.id,
    alphaConfigId: config.id,
    alphaGenerationId: generation.id,
    alphaPlanId: plan.id,
    alphaJobId: job.id,
    alphaCheckoutId: checkout.id,
    alphaCreatorAccountId: creator.id,
    alphaCampaignId: campaignId,
    alphaAdsetId: adsetId,
    alphaAdId: adId,
    alphaCreativeId: creativeId,
    alphaMediaId: mediaId,
    alphaFileId: file.id,
  };
  return {
    fixture,
    alice,
    bob,
    carol,
    alphaSecrets: [
      "Alpha Secret Agency",
      "Alpha invoice",
      at("alice", "alpha"),
      at("bob", "alpha"),
      "dave@example.com",
      adAccountId,
      "Alpha ads",
      inviteCode,
      "alice's script",
      "Alpha X handle",
      "Alpha audience: Osaka runners",
      "Alpha generation brief",
      "Alpha media plan",
      "Alpha job note",
      `alpha-x-creator${suffix}`,
      alpha.id,
      alice.userId,
      bob.userId,
      checkout.id,
      "alpha-secret-banner.png",
      file.id,
    ],
    alphaBranding: [name, alpha.id],
    alphaIds: [am.id, bm.id, account.id, grant.id, invite.id, social.id, config.id, generation.id, plan.id, job.id, creator.id, campaignId, adsetId, adId, creativeId, mediaId],
    carolMarks: [carol.userId, bravo.id, at("carol", "bravo")],
  };
}

