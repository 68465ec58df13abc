import "server-only";
import type { SQL } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { config } from "@/lib/server/config";
import { scaleEstimate, SIZE_METHOD, sizeBucket } from "@/lib/domain/targeting/generation/size-estimate";
import { columnCounts, corpusAccountCount, countIds } from "../generation/corpus-audience";

/** Size (scaled from counted corpus accounts) and known demographics of an audience given as ids. */
export async function estimateAudience(db: Database, ids: SQL) {
  const [matched, corpus] = [await countIds(db, ids), await corpusAccountCount(db)];
  const e = scaleEstimate(matched, corpus, config().TARGETING_PLATFORM_USERS);
  return {
    method: SIZE_METHOD,
    corpus_accounts: corpus,
    matched_accounts: matched,
    audience_size: { estimate: e.estimate, min: e.min, max: e.max, bucket: sizeBucket(e.estimate) },
    genders: await columnCounts(db, ids, "gender"),
    age_groups: await columnCounts(db, ids, "age_group"),
    countries: await columnCounts(db, ids, "country"),
  };
}
