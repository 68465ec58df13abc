import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { conversationWindow } from "./audience";

export interface TrendingTopic {
  topic: string;
  posts: number;
  authors: number;
}

/** The hashtags most used in a window by accounts of one country ("Global": everyone). Always a list. */
export async function trendingTopics(db: Database, o: { country: string; start?: string; end?: string; limit?: number; now?: Date }): Promise<TrendingTopic[]> {
  const window = conversationWindow(o, o.now ?? new Date());
  return queryRows<TrendingTopic>(
    db,
    sql`select '#' || e.value as topic, count(distinct p.id)::int as posts, count(distinct p.author_id)::int as authors
        from corpus_posts p join corpus_post_entities e on e.post_id = p.id and e.kind = 'hashtag'
        ${o.country.toLowerCase() === "global" ? sql`` : sql`join corpus_accounts a on a.id = p.author_id and a.country = ${o.country}`}
        where p.created_at >= ${window.start.toISOString()}::timestamptz and p.created_at < ${window.end.toISOString()}::timestamptz
        group by 1 order by 2 desc, 1 limit ${o.limit ?? 20}`,
  );
}
