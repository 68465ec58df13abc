import "server-only";
import { eq, or } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { corpusAccounts, corpusFollows, creatorAccounts, creatorDailyCounts, creatorFollowPeriods, users } from "@/lib/server/db/schema";
import { CorpusWriter } from "@/lib/server/corpus/writer";
import { dailyCounts } from "@/lib/domain/creators/daily-counts";
import { DEMO_CREATOR_ID, demoCreatorNetwork, type DemoNetwork } from "@/lib/domain/creators/demo-network";
import { followerScores } from "./follower-scores";

const DAY = 86_400_000;
const CHUNK = 1000;

/** The creator's current follows both ways, as the corpus keeps them. */
function creatorFollows(net: DemoNetwork) {
  return net.periods
    .filter((p) => !p.goneAt)
    .map((p) => ({
      ...(p.kind === "follower" ? { followerId: p.otherId, followeeId: net.creator.id } : { followerId: net.creator.id, followeeId: p.otherId }),
      seenAt: p.firstSeenAt,
    }));
}

/** The demo creator's accounts, posts and current follows, in the corpus the X adapter reads. */
export async function writeDemoCreatorCorpus(db: Database, net: DemoNetwork): Promise<void> {
  const [exists] = await db.select({ id: corpusAccounts.id }).from(corpusAccounts).where(eq(corpusAccounts.id, net.creator.id));
  if (exists) return;
  const writer = new CorpusWriter(db, { origin: "generated", now: net.trackedSince, unique: true });
  for (const { bot: _bot, ...account } of [net.creator, ...net.people]) await writer.add({ type: "account", account });
  for (const p of net.posts) await writer.add({ type: "post", post: { ...p, lang: "en" } });
  for (const follow of creatorFollows(net)) await writer.add({ type: "follow", follow });
  for (const f of net.follows) await writer.add({ type: "follow", follow: { ...f, seenAt: net.trackedSince } });
  await writer.flush();
  await writer.close();
}

/**
 * The demo user's connected creator account with 90 days of follow history (idempotent). `end` is
 * the start of today (UTC), like the demo corpus.
 */
export async function seedDemoCreator(db: Database, email: string, now = new Date()): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) return;
  const end = new Date(Math.floor(now.getTime() / DAY) * DAY);
  const net = demoCreatorNetwork({ end });
  await writeDemoCreatorCorpus(db, net);
  const [existing] = await db.select({ id: creatorAccounts.id }).from(creatorAccounts).where(eq(creatorAccounts.userId, user.id));
  if (existing) return;
  // Scored as the last daily sync (at `end`) would have scored them; those who left, as a group of their own.
  const open = net.periods.filter((p) => p.kind === "follower" && !p.goneAt);
  const scores = await followerScores(db, open.map((p) => p.otherId), end);
  const left = new Set(net.periods.filter((p) => p.kind === "follower" && p.goneAt && !scores.has(p.otherId)).map((p) => p.otherId));
  for (const [id, kept] of await followerScores(db, [...left], end)) scores.set(id, kept);
  await db.transaction(async (tx) => {
    // Follows made through the app changed the creator's corpus graph: put the seeded one back (a reset seeds again).
    await tx.delete(corpusFollows).where(or(eq(corpusFollows.followerId, net.creator.id), eq(corpusFollows.followeeId, net.creator.id)));
    const follows = creatorFollows(net).map(({ seenAt, ...pair }) => ({ ...pair, firstSeenAt: seenAt, lastSeenAt: seenAt }));
    for (let i = 0; i < follows.length; i += CHUNK) await tx.insert(corpusFollows).values(follows.slice(i, i + CHUNK));
    const [account] = await tx
      .insert(creatorAccounts)
      .values({ userId: user.id, xUserId: DEMO_CREATOR_ID, handle: net.creator.handle, lastSyncedAt: end, createdAt: net.trackedSince, followersCount: open.length })
      .returning();
    for (let i = 0; i < net.periods.length; i += CHUNK) {
      await tx.insert(creatorFollowPeriods).values(
        net.periods.slice(i, i + CHUNK).map((p) => {
          const kept = p.kind === "follower" ? scores.get(p.otherId) : undefined;
          return { ...p, accountId: account.id, botScore: kept?.score, botSignals: kept?.signals, sortHandle: kept?.handle, sortFollowers: kept?.followers };
        }),
      );
    }
    const days = dailyCounts(net.periods, net.trackedSince, end);
    await tx.insert(creatorDailyCounts).values(days.map((d) => ({ ...d, accountId: account.id })));
  });
}
