import type { Database, DatabaseHandle } from "@/lib/server/db/client";
import { seedTargetingReferenceData } from "@/lib/server/targeting/seed-reference-data";
import { freshDatabase } from "./test-db";
import { corpusAccounts, corpusFollows, corpusPostEntities, corpusPosts } from "@/lib/server/db/schema";

/*
 * A hand-built corpus for the audience creator: 6 runners, 4 home cooks, 4 gamers and 2 accounts
 * they follow (@runclub, @chefbot). Counts the tests rely on:
 * - bios or posts about running: r1-r6 (6 accounts); r1-r4 hold the "Exercise and fitness" interest (13029)
 * - keyword "running": authors r1-r5 (5); "marathon": r1-r3 (3); "shoes": r1, r2 (2), and g1 (3 in all)
 * - hashtag #running: r1-r4 (4); runners follow @runclub, cooks follow @chefbot
 * - runners' countries: r1-r4 United States, r5-r6 Japan
 * - job titles: r3 coach (Consulting), c4 chef (Service)
 */
export const CREATOR_CORPUS_ACCOUNTS = 16;

export async function seedCreatorCorpus(db: Database): Promise<void> {
  const at = new Date("2026-03-01T10:00:00Z");
  const acc = (id: string, bio: string, extra: Partial<typeof corpusAccounts.$inferInsert> = {}) => ({ id, handle: id, name: id, bio, origin: "test", ...extra });
  const us = { country: "United States" };
  const jp = { country: "Japan" };
  await db.insert(corpusAccounts).values([
    acc("runclub", "The running club", { followersCount: 900 }),
    acc("chefbot", "Recipes daily", { followersCount: 800 }),
    acc("r1", "Marathon runner", { ...us, gender: "female", ageGroup: "25-49", interests: ["13029"] }),
    acc("r2", "Trail running every weekend", { ...us, gender: "male", ageGroup: "25-49", interests: ["13029"] }),
    acc("r3", "Coach", { ...us, gender: "female", ageGroup: "18-24", interests: ["13029"], jobTitle: "coach", jobCategory: "Consulting" }),
    acc("r4", "Dad of two", { ...us, gender: "male", ageGroup: "50+", interests: ["13029"] }),
    acc("r5", "Runner and reader", { ...jp, gender: "female" }),
    acc("r6", "Runner", { ...jp }),
    acc("c1", "Home cook", { ...us, gender: "female" }),
    acc("c2", "Pasta every night", { ...us }),
    acc("c3", "Baker", { ...jp }),
    acc("c4", "Chef", { ...jp, jobTitle: "chef", jobCategory: "Service" }),
    acc("g1", "Gamer", { ...us, gender: "male" }),
    acc("g2", "Speedrunner", { ...us }),
    acc("g3", "Streamer", { ...jp }),
    acc("g4", "Console collector", { ...jp }),
  ]);
  let n = 0;
  const posts: (typeof corpusPosts.$inferInsert)[] = [];
  const tags: (typeof corpusPostEntities.$inferInsert)[] = [];
  const post = (authorId: string, text: string, keywords: string[], hashtags: string[] = [], lang = "en") => {
    const id = String(++n);
    posts.push({ id, authorId, text, keywords, lang, createdAt: at, origin: "test" });
    hashtags.forEach((h, i) => tags.push({ postId: id, kind: "hashtag", value: h, position: i, display: `#${h}` }));
  };
  post("r1", "New running shoes before the marathon #running", ["running", "shoes", "marathon"], ["running"]);
  post("r2", "Running shoes review: marathon ready #running", ["running", "shoes", "marathon"], ["running"]);
  post("r3", "Coaching the marathon group, running drills #running", ["running", "marathon"], ["running"]);
  post("r4", "Morning running with the club #running", ["running", "club"], ["running"]);
  post("r5", "Long running session today", ["running", "session"], [], "ja");
  post("r6", "Stretching after a long week", ["stretching", "week"]);
  post("c1", "Pasta recipe tonight #foodie", ["pasta", "recipe"], ["foodie"]);
  post("c2", "Fresh pasta recipe #foodie", ["pasta", "recipe"], ["foodie"]);
  post("c3", "Sourdough recipe", ["sourdough", "recipe"]);
  post("c4", "Menu for the week", ["menu", "week"]);
  post("g1", "New gaming shoes lol #gaming", ["gaming", "shoes"], ["gaming"]);
  post("g2", "Any% world record attempt #gaming", ["record", "attempt"], ["gaming"]);
  post("g3", "Streaming tonight", ["streaming", "tonight"]);
  post("g4", "Console haul", ["console", "haul"]);
  await db.insert(corpusPosts).values(posts);
  await db.insert(corpusPostEntities).values(tags);
  const f = (followerId: string, followeeId: string) => ({ followerId, followeeId, firstSeenAt: at, lastSeenAt: at });
  await db.insert(corpusFollows).values([
    ...["r1", "r2", "r3", "r4", "r5", "r6"].map((r) => f(r, "runclub")),
    ...["c1", "c2", "c3", "c4"].map((c) => f(c, "chefbot")),
    f("g1", "chefbot"),
  ]);
}

/** A fresh database with the targeting reference data and the creator corpus. */
export async function creatorDatabase(): Promise<DatabaseHandle> {
  const handle = await freshDatabase();
  await seedTargetingReferenceData(handle.db);
  await seedCreatorCorpus(handle.db);
  return handle;
}
