import type { Database } from "@/lib/server/db/client";
import { corpusAccounts, corpusEngagements, corpusFollowerSnapshots, corpusFollows, corpusPostEntities, corpusPosts, targetingInterests } from "@/lib/server/db/schema";
import { bumpCorpusVersion } from "@/lib/server/corpus/corpus-version";

const at = (s: string) => new Date(s);

/**
 * A tiny corpus where every analysis number is known by hand. @brand (100) is followed by 1-4;
 * 1-3 also follow @rival (200), 1 follows @celeb (300); 5 and 6 are outside the audience.
 */
export async function seedAnalysisCorpus(db: Database): Promise<void> {
  // Accounts carry X interest ids (as enrichment writes them); the taxonomy names them.
  await db
    .insert(targetingInterests)
    .values([
      { id: "4002", name: "Gaming/Computer gaming", category: "Gaming", subcategory: "Computer gaming" },
      { id: "1003", name: "Books and literature/Comics", category: "Books and literature", subcategory: "Comics" },
    ])
    .onConflictDoNothing();
  const acc = (id: string, handle: string, extra: Partial<typeof corpusAccounts.$inferInsert> = {}) => ({ id, handle, name: handle, origin: "test", ...extra });
  await db.insert(corpusAccounts).values([
    acc("100", "brand", { country: "United States", followersCount: 110, bio: "we roast coffee" }),
    acc("200", "rival", { followersCount: 4 }),
    acc("300", "celeb", { followersCount: 3 }),
    acc("1", "ann", { country: "United States", city: "New York", gender: "male", ageGroup: "25-34", jobCategory: "Business", interests: ["4002", "1003"], bio: "coffee lover and runner", followersCount: 50 }),
    acc("2", "bea", { country: "United States", gender: "female", ageGroup: "18-24", interests: ["4002"], bio: "coffee roaster", followersCount: 70 }),
    acc("3", "cai", { country: "Japan", gender: "male", bio: "runner", followersCount: 10 }),
    acc("4", "dan", { followersCount: 5 }),
    acc("5", "eve"),
    acc("6", "fay"),
  ]);
  const follow = (followerId: string, followeeId: string, first = "2026-03-01T08:00:00Z") => ({ followerId, followeeId, firstSeenAt: at(first), lastSeenAt: at("2026-03-03T00:00:00Z") });
  await db.insert(corpusFollows).values([
    follow("1", "100"), follow("2", "100"), follow("3", "100", "2026-03-02T08:00:00Z"), follow("4", "100", "2026-03-02T09:00:00Z"),
    follow("1", "200"), follow("2", "200"), follow("3", "200"), follow("5", "200"),
    follow("1", "300"), follow("5", "300"), follow("6", "300"),
  ]);
  await db.insert(corpusFollowerSnapshots).values([
    { accountId: "100", day: "2026-03-01", followersCount: 100, followingCount: 5, gained: 2, lost: 0 },
    { accountId: "100", day: "2026-03-03", followersCount: 110, followingCount: 5, gained: 10, lost: 0 },
  ]);
  const post = (id: string, authorId: string, text: string, createdAt: string, extra: Partial<typeof corpusPosts.$inferInsert> = {}) => ({ id, authorId, text, createdAt: at(createdAt), origin: "test", ...extra });
  await db.insert(corpusPosts).values([
    post("1001", "100", "#coffee time", "2026-03-01T10:00:00Z", { lang: "en", likeCount: 10, keywords: ["coffee", "morning"], sentimentLabel: "positive" }),
    post("1002", "100", "#coffee #beans fresh", "2026-03-02T10:00:00Z", { lang: "en", likeCount: 5, keywords: ["coffee", "beans"], sentimentLabel: "neutral" }),
    post("1003", "1", "morning runner club #run", "2026-03-01T11:00:00Z", { lang: "en", likeCount: 1, keywords: ["runner", "club"], sentimentLabel: "positive" }),
    post("1004", "2", "good day", "2026-01-01T11:00:00Z", { lang: "en", keywords: ["day"] }),
    post("1005", "3", "おはよう", "2026-01-01T11:00:00Z", { lang: "ja" }),
    post("1006", "3", "こんにちは", "2026-01-02T11:00:00Z", { lang: "ja" }),
    post("1007", "2", "#coffee is bad", "2026-03-02T12:00:00Z", { lang: "en", likeCount: 7, keywords: ["coffee", "bad"], sentimentLabel: "negative" }),
  ]);
  const ent = (postId: string, kind: string, value: string, position: number) => ({ postId, kind, value, position, display: value });
  await db.insert(corpusPostEntities).values([
    ent("1001", "hashtag", "coffee", 0), ent("1001", "emoji", "☕", 1),
    ent("1002", "hashtag", "coffee", 0), ent("1002", "hashtag", "beans", 1),
    ent("1003", "hashtag", "run", 0),
    ent("1007", "hashtag", "coffee", 0),
  ]);
  await db.insert(corpusEngagements).values([
    { postId: "1001", accountId: "1", kind: "like" },
    { postId: "1001", accountId: "2", kind: "like" },
    { postId: "1002", accountId: "3", kind: "like" },
  ]);
  await bumpCorpusVersion(db);
}
