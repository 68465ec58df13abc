import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { corpusAccounts, corpusFollows, corpusPosts, creatorAccounts } from "@/lib/server/db/schema";

/*
 * A small creator network with known churn. Creator c0 is followed by f1-f6 at the first sync and
 * follows f1, f3 and z9. Before the second sync f2 and f6 leave and f7 arrives, so then:
 * followers f1 f3 f4 f5 f7 (5), unfollowers f2 f6, mutual f1 f3, verified f4, a new account f5,
 * and one likely bot among the followers (f5; f6, the other planted bot, left).
 * Around them: f1 and f3 follow w1, f4 follows w2, f1 follows z9 (whom c0 follows already), so
 * who-to-follow is w1 (2 of the network) then w2 (1), and w1's followers overlap c0's in f1 and f3.
 */
const DAY = 86_400_000;

export async function seedCreatorNetwork(db: Database, userId: string, now = new Date()) {
  const old = new Date(now.getTime() - 2000 * DAY);
  const person = (id: string, extra: Partial<typeof corpusAccounts.$inferInsert> = {}) => ({
    id, handle: id, name: `Person ${id}`, bio: `I am ${id}, I write about tea.`, origin: "test", createdAt: old, followersCount: 300, followingCount: 200,
    postCount: 500, profileImageUrl: `https://pbs.twimg.com/profile_images/${id}.jpg`, ...extra,
  });
  const bot = (id: string, handle: string) => person(id, { handle, bio: "", createdAt: new Date(now.getTime() - 10 * DAY), followersCount: 2, followingCount: 3000, postCount: 900, profileImageUrl: "" });
  await db.insert(corpusAccounts).values([
    person("c0", { handle: "tea_creator", followersCount: 6 }),
    person("f1"), person("f2"), person("f3"), person("f4", { verified: true, followersCount: 9000 }),
    bot("f5", "tea48213377"), bot("f6", "tea99120045"),
    person("f7"), person("z9", { handle: "z9_brand" }), person("w1", { followersCount: 2 }), person("w2", { followersCount: 1 }),
  ]);
  await db.insert(corpusPosts).values([
    ...["f5", "f6"].flatMap((a) => [0, 1].map((k) => ({ id: `${a}-${k}`, authorId: a, text: "Win a free phone today, click the link!", origin: "test", createdAt: now }))),
    ...["f1", "f3"].map((a) => ({ id: `${a}-0`, authorId: a, text: `${a} on green tea`, origin: "test", createdAt: now })),
  ]);
  const follow = (followerId: string, followeeId: string) => ({ followerId, followeeId, firstSeenAt: old, lastSeenAt: old });
  await db.insert(corpusFollows).values([
    ...["f1", "f2", "f3", "f4", "f5", "f6"].map((f) => follow(f, "c0")),
    ...["f1", "f3", "z9"].map((f) => follow("c0", f)),
    follow("f1", "w1"), follow("f3", "w1"), follow("f4", "w2"), follow("f1", "z9"),
  ]);
  const [account] = await db.insert(creatorAccounts).values({ userId, xUserId: "c0", handle: "tea_creator" }).returning();
  return account;
}

/** The churn between the two syncs: f2 and f6 unfollow, f7 follows. */
export async function churnCreatorNetwork(db: Database) {
  for (const f of ["f2", "f6"]) await db.delete(corpusFollows).where(and(eq(corpusFollows.followerId, f), eq(corpusFollows.followeeId, "c0")));
  await db.insert(corpusFollows).values({ followerId: "f7", followeeId: "c0", firstSeenAt: new Date(), lastSeenAt: new Date() });
}
