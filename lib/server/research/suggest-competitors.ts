import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { marginOfError, round } from "@/lib/domain/analysis/statistics";
import type { SuggestCompetitorsView } from "@/lib/schemas/competitors";
import { sampledAudience, textArray } from "./audience-sample";

const SUGGESTIONS = 10;
export const SUGGEST_COMPETITORS_METHOD =
  "accounts most followed by a seeded sample of the handle's followers in the corpus (the analyses' sample cap), ranked by the share of that audience following them; shared topics are hashtags both accounts posted";

/** Suggested competitors of a handle: the accounts its audience follows most, with the share of the audience they reach. */
export async function suggestCompetitors(handle: string): Promise<SuggestCompetitorsView> {
  const database = await db();
  const { subject, population, sample } = await sampledAudience(database, handle);
  const analysed = sample.length;
  const rows = await queryRows<{ id: string; handle: string; name: string; followers: number; shared: number; in_corpus: number }>(
    database,
    sql`select f.followee_id as id, a.handle, a.name, a.followers_count::int as followers, count(*)::int as shared,
               (select count(*) from corpus_follows c where c.followee_id = f.followee_id)::int as in_corpus
        from corpus_follows f join corpus_accounts a on a.id = f.followee_id
        where f.follower_id = any(${textArray(sample)}) and f.followee_id <> ${subject.id} and not a.protected
        group by f.followee_id, a.handle, a.name, a.followers_count order by count(*) desc, a.followers_count desc, a.handle limit ${SUGGESTIONS}`,
  );
  const tags = await queryRows<{ author: string; tag: string }>(
    database,
    sql`select distinct p.author_id as author, lower(e.value) as tag from corpus_posts p join corpus_post_entities e on e.post_id = p.id and e.kind = 'hashtag'
        where p.author_id = any(${textArray([subject.id, ...rows.map((r) => r.id)])})`,
  );
  const tagsOf = (id: string) => new Set(tags.filter((t) => t.author === id).map((t) => t.tag));
  const own = tagsOf(subject.id);
  return {
    handle: subject.handle,
    population,
    analysed,
    method: SUGGEST_COMPETITORS_METHOD,
    competitors: rows.map((r) => {
      const p = analysed ? r.shared / analysed : 0;
      return {
        handle: r.handle,
        name: r.name,
        followers: r.followers,
        followers_in_corpus: r.in_corpus,
        shared: r.shared,
        share: round(p * 100, 1),
        margin: round(marginOfError(p, analysed, population) * 100, 1),
        shared_topics: [...tagsOf(r.id)].filter((t) => own.has(t)).sort().slice(0, 8),
      };
    }),
  };
}
