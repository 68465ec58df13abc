import "server-only";
import type { Identity } from "@/lib/server/auth/identity";
import { requireUser } from "@/lib/server/auth/require-user";
import { db } from "@/lib/server/db";
import { config } from "@/lib/server/config";
import { termQuery } from "@/lib/domain/targeting/generation/terms";
import { rankCandidates } from "@/lib/domain/targeting/generation/rank";
import { audienceIds, corpusAccountCount, countIds } from "./generation/corpus-audience";
import { keywordCandidates } from "./generation/candidates";
import { sizedCandidates, sizer } from "./generation/package-items";

/** Keywords that the authors of posts using the given keywords use more than the corpus does, with sizes. */
export async function relatedKeywords(identity: Identity, keywords: string[]) {
  requireUser(identity);
  const database = await db();
  const ids = audienceIds({ terms: termQuery({ description: keywords.join(" ") }), handles: [], countries: [] });
  const [matched, corpus] = [await countIds(database, ids), await corpusAccountCount(database)];
  if (!matched) return { related_keywords: [] };
  const given = new Set(keywords.map((k) => k.toLowerCase()));
  const ranked = rankCandidates((await keywordCandidates(database, ids)).filter((c) => !given.has(c.label)), { audience: matched, corpus, order: "balanced", limit: 20 });
  return { related_keywords: sizedCandidates(ranked, sizer(corpus, config().TARGETING_PLATFORM_USERS)) };
}
