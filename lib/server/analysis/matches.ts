import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { searchGroups } from "@/lib/server/x/local/search-query";

/**
 * The posts (id, author_id, created_at) matching an X search query in a time window, one row each.
 * A group that is one #hashtag, @mention or $cashtag reads one range of the derived entity-posts
 * index (no post is visited); other groups search the posts.
 */
export function matchesInWindow(query: string, window: { start: Date; end: Date }): SQL {
  const start = window.start.toISOString();
  const end = window.end.toISOString();
  const parts = searchGroups(query).map((g) =>
    "entity" in g
      ? sql`select distinct post_id as id, author_id, created_at from corpus_entity_posts
            where kind = ${g.entity.kind} and value = ${g.entity.value} and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz`
      : sql`select p.id, p.author_id, p.created_at from corpus_posts p
            where ${g.cond} and p.created_at >= ${start}::timestamptz and p.created_at < ${end}::timestamptz`,
  );
  // distinct and union (not union all): a post repeating a hashtag, or matching two groups, counts once.
  return sql.join(parts, sql` union `);
}
