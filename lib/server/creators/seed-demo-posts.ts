import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import {
  corpusEngagements,
  corpusPosts,
  creatorAccounts,
  creatorAccountSettings,
  creatorPayouts,
  creatorPostEngagements,
  creatorPostMetricChanges,
  creatorPosts,
  users,
} from "@/lib/server/db/schema";
import { CorpusWriter } from "@/lib/server/corpus/writer";
import { DEMO_CREATOR_ID, demoCreatorNetwork } from "@/lib/domain/creators/demo-network";
import { DEMO_TIME_ZONE, demoCreatorPosts, type DemoPosts } from "@/lib/domain/creators/demo-posts";
import { metricChange, type PostMetrics } from "@/lib/domain/creators/post-metrics";
import { analyzeCreatorTables } from "./analyze-creator-tables";

const DAY = 86_400_000;
const CHUNK = 1000;

async function inChunks<T>(rows: T[], write: (part: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

/** The creator's posts with their final metrics and who engaged, in the corpus the X adapter reads. */
async function writeCorpus(db: Database, demo: DemoPosts) {
  const [exists] = await db.select({ id: corpusPosts.id }).from(corpusPosts).where(eq(corpusPosts.id, demo.posts[0].id));
  if (exists) return;
  const writer = new CorpusWriter(db, { origin: "generated", unique: true });
  for (const p of demo.posts) {
    const m = p.metrics;
    await writer.add({
      type: "post",
      post: {
        id: p.id, authorId: DEMO_CREATOR_ID, text: p.text, createdAt: p.createdAt, lang: "en",
        likeCount: m.likes, repostCount: m.reposts, replyCount: m.replies, quoteCount: m.quotes, bookmarkCount: m.bookmarks, impressionCount: m.impressions,
      },
    });
  }
  await writer.flush();
  await writer.close();
  await inChunks(demo.engagements, (part) =>
    db.insert(corpusEngagements).values(part.map((e) => ({ postId: e.postId, accountId: e.engagerId, kind: e.kind, engagedAt: e.engagedAt }))).onConflictDoNothing(),
  );
}

/**
 * The demo creator's posts over its 90 days: metric history as the daily syncs would have recorded
 * it (changes only), the engagers, weekly payouts and the Tokyo time zone. Idempotent; runs after
 * seedDemoCreator.
 */
export async function seedDemoCreatorPosts(db: Database, email: string): Promise<void> {
  const [account] = await db
    .select({ id: creatorAccounts.id, createdAt: creatorAccounts.createdAt })
    .from(creatorAccounts)
    .innerJoin(users, eq(users.id, creatorAccounts.userId))
    .where(and(eq(users.email, email), eq(creatorAccounts.xUserId, DEMO_CREATOR_ID)));
  if (!account) return;
  const [seeded] = await db.select({ id: creatorPosts.postId }).from(creatorPosts).where(eq(creatorPosts.accountId, account.id)).limit(1);
  if (seeded) return;
  // The account was connected at the start of the tracked days (see seedDemoCreator).
  const end = new Date(account.createdAt.getTime() + 90 * DAY);
  const net = demoCreatorNetwork({ end });
  const demo = demoCreatorPosts(net, end);
  await writeCorpus(db, demo);
  const accountId = account.id;
  await db.transaction(async (tx) => {
    await inChunks(demo.posts, (part) =>
      tx.insert(creatorPosts).values(part.map((p) => ({ accountId, postId: p.id, createdAt: p.createdAt, text: p.text, kind: p.kind, ...p.metrics, metricsAt: end }))),
    );
    const changes = demo.posts.flatMap((p) => {
      let previous: PostMetrics | null = null;
      return p.snapshots.flatMap(({ at, ...m }) => {
        const change = metricChange(previous, m);
        previous = m;
        return change ? [{ accountId, postId: p.id, at, ...change }] : [];
      });
    });
    await inChunks(changes, (part) => tx.insert(creatorPostMetricChanges).values(part));
    await inChunks(demo.engagements, (part) => tx.insert(creatorPostEngagements).values(part.map((e) => ({ accountId, ...e }))));
    await tx.insert(creatorPayouts).values(demo.payouts.map((p) => ({ accountId, ...p, source: "demo" as const })));
    await tx.insert(creatorAccountSettings).values({ accountId, timeZone: DEMO_TIME_ZONE }).onConflictDoNothing();
  });
  await analyzeCreatorTables(db);
}

