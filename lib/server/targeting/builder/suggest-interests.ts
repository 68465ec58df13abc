import "server-only";
import type { Identity } from "@/lib/server/auth/identity";
import { requireUser } from "@/lib/server/auth/require-user";
import { AppError } from "@/lib/server/http/app-error";
import { db } from "@/lib/server/db";
import { config } from "@/lib/server/config";
import { descriptionTerms, termQuery } from "@/lib/domain/targeting/generation/terms";
import { rankCandidates } from "@/lib/domain/targeting/generation/rank";
import { sensitiveRefusal } from "@/lib/domain/targeting/generation/sensitive";
import { audienceIds, corpusAccountCount, countIds } from "../generation/corpus-audience";
import { interestCandidates } from "../generation/candidates";
import { interestItems, sizer } from "../generation/package-items";

/** X interests for a description: those its matching accounts hold more than the corpus, and those its words name. */
export async function suggestInterests(identity: Identity, description: string) {
  requireUser(identity);
  const refusal = sensitiveRefusal(description);
  if (refusal) throw new AppError("bad_request", refusal, { description: [refusal] });
  const database = await db();
  const ids = audienceIds({ terms: termQuery({ description }), handles: [], countries: [] });
  const [matched, corpus] = [await countIds(database, ids), await corpusAccountCount(database)];
  const ranked = matched ? rankCandidates(await interestCandidates(database, ids), { audience: matched, corpus, order: "balanced", limit: 15 }) : [];
  const words = descriptionTerms(description).map((t) => t.word);
  return { interests: await interestItems(database, ranked, words, sizer(corpus, config().TARGETING_PLATFORM_USERS), 15) };
}
