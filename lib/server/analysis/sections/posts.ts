import "server-only";
import { sql } from "drizzle-orm";
import { postOrder, type PostOrder } from "@/lib/domain/analysis/top-posts";
import type { SentimentLabel } from "@/lib/domain/analysis/text-features";
import { CONVERSATION_TOP, type ConversationFacts } from "../conversation-matches";
import { classify } from "@/lib/domain/sentiment-model/linear-model";
import { rows, type SectionContext } from "./context";

const POST_COLUMNS = ["id", "text", "created_at", "lang", "like_count", "repost_count", "reply_count", "quote_count", "impression_count", "sentiment_label"] as const;
const POST = sql.raw(`${POST_COLUMNS.map((c) => `p.${c}`).join(", ")}, a.handle as author_handle, a.name as author_name`);

type PostRow = Record<string, unknown>;
/** The listed posts (full rows, in order), how many posts carry each sentiment label, and of how many posts. */
type PostFacts = { top: PostRow[]; sentiment: { label: SentimentLabel; count: number }[]; analysed: number };

/**
 * A conversation's facts over every matched post (no sample): its one search ranked the posts by
 * every order and counted their labels, so only the listed ones are read.
 */
async function matchedPostFacts(ctx: SectionContext, facts: ConversationFacts, order: PostOrder): Promise<PostFacts> {
  if (ctx.limit > CONVERSATION_TOP) throw new Error(`a conversation lists at most ${CONVERSATION_TOP} posts`);
  const ids = facts.top[order].slice(0, ctx.limit);
  const found = ids.length
    ? await rows<PostRow>(ctx.db, sql`select ${POST} from corpus_posts p left join corpus_accounts a on a.id = p.author_id where p.id = any(${sql.param(ids)}::text[])`)
    : [];
  const byId = new Map(found.map((r) => [r.id as string, r]));
  return {
    top: ids.flatMap((id): PostRow[] => (byId.has(id) ? [byId.get(id)!] : [])),
    sentiment: facts.sentiment,
    analysed: ctx.audience.posts?.population ?? 0,
  };
}

/** A post analysis's few posts, looked up by id: the top `limit` by `order` and the label counts in one query. */
async function listedPostFacts(ctx: SectionContext, order: PostOrder): Promise<PostFacts> {
  const column = sql.raw(order);
  const found = await rows<PostRow & { kind: "post" | "sentiment"; rk: number; n: number }>(
    ctx.db,
    sql`with p as materialized (select ${sql.raw(POST_COLUMNS.join(", "))}, author_id from corpus_posts where id = any(${ctx.postIds})),
        t as (select *, row_number() over (order by ${column} desc nulls last, id)::int as rk from p order by ${column} desc nulls last, id limit ${ctx.limit})
        select 'post' as kind, ${POST}, p.rk, 0 as n from t p left join corpus_accounts a on a.id = p.author_id
        union all
        select 'sentiment', ${sql.raw(POST_COLUMNS.map((c) => (c === "sentiment_label" ? "sentiment_label" : `null as ${c}`)).join(", "))}, null, null, 0, count(*)::int
        from p where sentiment_label in ('positive', 'neutral', 'negative') group by sentiment_label`,
  );
  const top = found.filter((r) => r.kind === "post").sort((a, b) => a.rk - b.rk).map(({ kind: _k, rk: _r, n: _n, ...post }) => post);
  const sentiment = found.filter((r) => r.kind === "sentiment").map((r) => ({ label: r.sentiment_label as SentimentLabel, count: r.n }));
  return { top, sentiment, analysed: ctx.audience.posts?.ids.length ?? 0 };
}

/**
 * The analysed posts (conversation and post queries) read once: the top `limit` by `order`, and
 * how many carry each sentiment label (one pass over the posts for both sections).
 */
export function analysedPostFacts(ctx: SectionContext, order: string): Promise<PostFacts> {
  const o = postOrder(order);
  const facts = ctx.audience.conversation;
  return ctx.once(`analysed-posts:${o}`, () => (facts ? matchedPostFacts(ctx, facts, o) : listedPostFacts(ctx, o)));
}

/** The listed posts as the team's own sentiment model labels them, when the team has one (as the sentiment card counts them). */
function withTeamLabels(ctx: SectionContext, rows: PostRow[]): PostRow[] {
  const team = ctx.sentiment;
  return team ? rows.map((r) => ({ ...r, sentiment_label: classify(team.model, String(r.text ?? "")).label })) : rows;
}

/** Posts of the subject or of the analysed posts, most liked first (or by another count / recency). */
export async function topPosts(ctx: SectionContext, set: "subject" | "analysed", order: string = "like_count") {
  if (set === "analysed") return { order, rows: withTeamLabels(ctx, (await analysedPostFacts(ctx, order)).top) };
  // A subject's own posts are ranked in full, never from a sample.
  const column = sql.raw(`p.${postOrder(order)}`);
  const top = await rows(ctx.db, sql`select ${POST} from corpus_posts p left join corpus_accounts a on a.id = p.author_id
    where p.author_id = ${ctx.audience.subject!.id} order by ${column} desc nulls last, p.id limit ${ctx.limit}`);
  return { order, rows: top };
}
