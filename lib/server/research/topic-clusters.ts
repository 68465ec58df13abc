import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { config } from "@/lib/server/config";
import { AppError } from "@/lib/server/http/app-error";
import { clusterAccounts } from "@/lib/domain/analysis/topic-clusters";
import type { TopicClustersView } from "@/lib/schemas/research";

/** Accounts clustered at most: the similarity graph grows with the square of the sample at worst. */
export const CLUSTER_SAMPLE_CAP = 600;
export const CLUSTER_METHOD =
  "Louvain community detection (graphology) on a graph linking each sampled follower to the 8 accounts sharing most of what they follow and the hashtags they post (Jaccard similarity); features held by over 90% of the sample say nothing about groups and are ignored";

const textArray = (ids: string[]) => sql`${sql.param(ids)}::text[]`;

/** Topic clusters of a handle's followers: a seeded sample, their follows and hashtags, split by Louvain. */
export async function topicClusters(handle: string): Promise<TopicClustersView> {
  const database = await db();
  const [subject] = await queryRows<{ id: string; handle: string }>(
    database,
    sql`select id, handle from corpus_accounts where lower(handle) = ${handle.toLowerCase()} order by followers_count desc limit 1`,
  );
  if (!subject) throw new AppError("not_found", "No account with that handle in the corpus.");
  const seed = config().ANALYSIS_SAMPLE_SEED;
  const sample = await queryRows<{ id: string; n: number }>(
    database,
    sql`select follower_id as id, count(*) over ()::int as n from corpus_follows where followee_id = ${subject.id}
        order by hashtext(${String(seed)} || ':' || follower_id), follower_id limit ${CLUSTER_SAMPLE_CAP}`,
  );
  const ids = sample.map((r) => r.id);
  const [follows, tags, handles] = await Promise.all([
    queryRows<{ a: string; f: string }>(
      database,
      sql`select f.follower_id as a, coalesce(x.handle, f.followee_id) as f from corpus_follows f left join corpus_accounts x on x.id = f.followee_id
          where f.follower_id = any(${textArray(ids)}) and f.followee_id <> ${subject.id}`,
    ),
    queryRows<{ a: string; t: string }>(
      database,
      sql`select distinct p.author_id as a, lower(e.value) as t from corpus_posts p join corpus_post_entities e on e.post_id = p.id and e.kind = 'hashtag'
          where p.author_id = any(${textArray(ids)})`,
    ),
    queryRows<{ id: string; handle: string }>(database, sql`select id, handle from corpus_accounts where id = any(${textArray(ids)})`),
  ]);
  const features = new Map<string, string[]>(ids.map((id) => [id, []]));
  for (const r of follows) features.get(r.a)!.push(`follow:${r.f}`);
  for (const r of tags) features.get(r.a)!.push(`tag:${r.t}`);
  const handleOf = new Map(handles.map((h) => [h.id, h.handle]));
  const report = clusterAccounts(
    ids.map((id) => ({ id, features: features.get(id)! })),
    sample[0]?.n ?? 0,
    { seed },
  );
  return {
    handle: subject.handle,
    population: report.population,
    analysed: report.analysed,
    clustered: report.clustered,
    coverage: report.coverage,
    modularity: report.modularity,
    method: CLUSTER_METHOD,
    clusters: report.clusters.map(({ members, ...c }) => ({ ...c, sample_handles: members.slice(0, 5).map((id) => handleOf.get(id) ?? id) })),
  };
}
