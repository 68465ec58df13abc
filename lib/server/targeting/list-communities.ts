import "server-only";
import { and, countDistinct, eq, inArray } from "drizzle-orm";
import { COMMUNITIES } from "@/lib/server/corpus/generate/communities";
import { db } from "@/lib/server/db";
import { corpusPostEntities, corpusPosts } from "@/lib/server/db/schema";

/**
 * Topic communities to target: each with the hashtags and keywords its members use, and how many
 * accounts of the corpus posted with those hashtags (the audience it reaches on this data).
 */
export async function listCommunities() {
  const database = await db();
  return Promise.all(
    COMMUNITIES.map(async (c) => {
      const [row] = await database
        .select({ accounts: countDistinct(corpusPosts.authorId) })
        .from(corpusPostEntities)
        .innerJoin(corpusPosts, eq(corpusPosts.id, corpusPostEntities.postId))
        .where(and(eq(corpusPostEntities.kind, "hashtag"), inArray(corpusPostEntities.value, c.hashtags.map((h) => h.toLowerCase()))));
      return { name: c.name, hashtags: c.hashtags, keywords: c.keywords, accounts: row?.accounts ?? 0 };
    }),
  );
}
