import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { searchGroups } from "@/lib/server/x/local/search-query";

/** What a matched post also carries with `facts`: what a conversation's post sections rank and count. */
const FACTS = ["like_count", "repost_count", "reply_count", "sentiment_label"];

/**
 * The posts (created_at, id, author_id, and with `facts` the FACTS columns) matching an X search
 * query in a time window, one row each. A group that is one #hashtag, @mention or $cashtag reads one
 * range of the derived entity-posts index (no post is visited); other groups search the posts.
 */
export function matchesInWindow(query: string, window: { start: Date; end: Date }, o: { facts?: boolean } = {}): SQL {
  const start = window.start.toISOString();
  const end = window.end.toISOString();
  const extra = (table: string) => sql.raw(o.facts ? FACTS.map((c) => `, ${table}${c}`).join("") : "");
  // Every match is wanted: an entity beside other terms looks its posts up by id.
  const groups = searchGroups(query, "ids");
  // Columns in the index's order: the entity range is deduplicated as it is read, without hashing.
  const parts = groups.map((g) =>
    "entity" in g
      ? sql`select distinct created_at, post_id as id, author_id${extra("")} from corpus_entity_posts
            where kind = ${g.entity.kind} and value = ${g.entity.value} and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz`
      : sql`select p.created_at, p.id, p.author_id${extra("p.")} from corpus_posts p
            where ${g.cond} and p.created_at >= ${start}::timestamptz and p.created_at < ${end}::timestamptz`,
  );
  // A post repeating a hashtag, or matching two groups, counts once. Facts can change between two
  // reads of one post (a count updated by a fetch), so with them posts are told apart by id alone.
  if (o.facts && parts.length > 1) return sql`select distinct on (id) * from (${sql.join(parts, sql` union all `)}) u order by id`;
  return sql.join(parts, sql` union `);
}
