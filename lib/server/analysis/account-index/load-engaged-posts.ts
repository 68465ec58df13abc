import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import type { EngagedPosts } from "@/lib/domain/analysis/account-index/engaged-posts";
import { packBinaryLists } from "./int-array-binary";

type Executor = Pick<Database, "execute">;

/**
 * Who engaged with which post (a like or repost recorded for the account, or its own repost, quote
 * or reply of the post), each post numbered in sampling order for `seed`, with the posts' distinct
 * hashtags and emoji and their keywords, coded; read inside the account index's snapshot.
 */
export async function loadEngagedPosts(tx: Executor, seed: number): Promise<EngagedPosts> {
  await tx.execute(sql`create temp table engaged_pairs on commit drop as
    select account_id, post_id from corpus_engagements
    union select author_id, coalesce(reposted_id, quoted_id, replied_to_id) from corpus_posts
    where author_id is not null and coalesce(reposted_id, quoted_id, replied_to_id) is not null`);
  await tx.execute(sql`create temp table engaged_posts on commit drop as
    select id, (row_number() over (order by hashtext(${String(seed)} || ':' || id), id) - 1)::int as no from (select distinct post_id as id from engaged_pairs) t`);
  await tx.execute(sql`create temp table engaged_entities on commit drop as
    select ep.no, e.kind, e.value from engaged_posts ep join corpus_post_entities e on e.post_id = ep.id where e.kind in ('hashtag', 'emoji') group by 1, 2, 3`);
  const byAccount = await queryRows<{ id: string; posts: Uint8Array }>(
    tx,
    sql`select x.account_id as id, array_send(array_agg(ep.no order by ep.no)) as posts from engaged_pairs x join engaged_posts ep on ep.id = x.post_id group by 1`,
  );
  const [{ n: count }] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from engaged_posts`);
  const entities = await queryRows<{ kind: string; value: string }>(tx, sql`select kind, value from engaged_entities group by 1, 2 order by 1, 2`);
  const entityLists = await queryRows<{ no: number; codes: Uint8Array }>(
    tx,
    sql`select x.no, array_send(array_agg(c.code)) as codes from engaged_entities x
        join (select kind, value, (row_number() over (order by kind, value) - 1)::int as code from (select distinct kind, value from engaged_entities) d) c
          on c.kind = x.kind and c.value = x.value group by 1`,
  );
  const keywords = await queryRows<{ kw: string }>(tx, sql`select kw from (select distinct unnest(p.keywords) as kw from engaged_posts ep join corpus_posts p on p.id = ep.id) k order by 1`);
  const keywordLists = await queryRows<{ no: number; codes: Uint8Array }>(
    tx,
    sql`with k as (select kw, (row_number() over (order by kw) - 1)::int as code from (select distinct unnest(p.keywords) as kw from engaged_posts ep join corpus_posts p on p.id = ep.id) d)
        select ep.no, array_send(array_agg(distinct k.code)) as codes from engaged_posts ep join corpus_posts p on p.id = ep.id cross join unnest(p.keywords) u(kw) join k on k.kw = u.kw group by 1`,
  );
  const entityPacked = packBinaryLists(count, entityLists.map((r) => ({ no: r.no, bytes: r.codes })));
  const keywordPacked = packBinaryLists(count, keywordLists.map((r) => ({ no: r.no, bytes: r.codes })));
  const accountLists = new Map<string, Int32Array>();
  for (const r of byAccount) {
    const one = packBinaryLists(1, [{ no: 0, bytes: r.posts }]);
    accountLists.set(r.id, one.values);
  }
  return {
    seed,
    byAccount: accountLists,
    entityStart: entityPacked.start,
    entityCodes: entityPacked.values,
    entityKinds: entities.map((e) => e.kind),
    entityLabels: entities.map((e) => e.value),
    keywordStart: keywordPacked.start,
    keywordCodes: keywordPacked.values,
    keywordLabels: keywords.map((k) => k.kw),
  };
}
