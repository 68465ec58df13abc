import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { AppError } from "@/lib/server/http/app-error";
import { round } from "@/lib/domain/analysis/statistics";
import { canonicalCountry } from "@/lib/domain/enrichment/location";
import type { ExploreCreatorsBody, ExploreCreatorsView } from "@/lib/schemas/explore-creators";
import { textArray } from "./audience-sample";

const CREATORS = 20;
export const EXPLORE_CREATORS_METHOD =
  "every post of the corpus with the topic as a hashtag or an extracted keyword; creators ranked by their posts on it, then followers; engagement is the mean of likes, reposts, replies and quotes on those posts; audience fit counts every follower in the corpus (no sampling), country fit over the followers with a known country";

/** Creators posting on a topic (optionally in a country, within a follower range), with reach, engagement and audience fit. */
export async function exploreCreators(input: ExploreCreatorsBody): Promise<ExploreCreatorsView> {
  const topic = input.topic.replace(/^#/, "").trim().toLowerCase();
  if (!topic) throw new AppError("bad_request", "Topic is required", { topic: ["Topic is required"] });
  const country = input.country ? canonicalCountry(input.country.replace(/-/g, " ")) : null;
  if (input.country && !country) throw new AppError("bad_request", "No such country.", { country: ["No such country."] });
  const database = await db();
  const topicPosts = sql`select p.id, p.author_id, p.like_count + p.repost_count + p.reply_count + p.quote_count as engagement from corpus_posts p
    where p.author_id is not null and (${topic} = any(p.keywords)
      or exists (select 1 from corpus_post_entities e where e.post_id = p.id and e.kind = 'hashtag' and lower(e.value) = ${topic}))`;
  const [[totals], creators] = await Promise.all([
    queryRows<{ posts: number; authors: number }>(database, sql`select count(*)::int as posts, count(distinct author_id)::int as authors from (${topicPosts}) tp`),
    queryRows<{ id: string; handle: string; name: string; country: string | null; followers: number; topic_posts: number; engagement: number }>(
      database,
      sql`select a.id, a.handle, a.name, a.country, a.followers_count::int as followers, count(*)::int as topic_posts, avg(tp.engagement)::float8 as engagement
          from (${topicPosts}) tp join corpus_accounts a on a.id = tp.author_id
          where not a.protected
            and a.followers_count >= ${input.min_followers ?? 0}
            and (${input.max_followers ?? null}::int is null or a.followers_count <= ${input.max_followers ?? null}::int)
            and (${country?.name ?? null}::text is null or a.country = ${country?.name ?? null}::text)
          group by a.id, a.handle, a.name, a.country, a.followers_count order by count(*) desc, a.followers_count desc, a.handle limit ${CREATORS}`,
    ),
  ]);
  const fits = await queryRows<{ id: string; followers: number; on_topic: number; located: number; in_country: number }>(
    database,
    sql`select f.followee_id as id, count(*)::int as followers,
               count(*) filter (where f.follower_id in (select author_id from (${topicPosts}) tp))::int as on_topic,
               count(fa.country)::int as located,
               count(*) filter (where fa.country = ${country?.name ?? ""})::int as in_country
        from corpus_follows f left join corpus_accounts fa on fa.id = f.follower_id
        where f.followee_id = any(${textArray(creators.map((c) => c.id))}) group by f.followee_id`,
  );
  const fitOf = new Map(fits.map((f) => [f.id, f]));
  return {
    topic,
    country: country?.name ?? null,
    topic_posts: totals.posts,
    topic_authors: totals.authors,
    method: EXPLORE_CREATORS_METHOD,
    creators: creators.map((c) => {
      const f = fitOf.get(c.id) ?? { followers: 0, on_topic: 0, located: 0, in_country: 0 };
      return {
        handle: c.handle,
        name: c.name,
        country: c.country,
        followers: c.followers,
        followers_in_corpus: f.followers,
        topic_posts: c.topic_posts,
        engagement_per_post: round(c.engagement, 1),
        topic_fit: f.followers ? round((f.on_topic / f.followers) * 100, 1) : 0,
        country_fit: country ? (f.located ? round((f.in_country / f.located) * 100, 1) : 0) : null,
        located_followers: f.located,
      };
    }),
  };
}
