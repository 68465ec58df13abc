import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { CONVERSATION_TOP } from "@/lib/server/analysis/conversation-facts";
import { matchesInWindow } from "@/lib/server/analysis/matches";
import { conversationSearch } from "@/lib/server/analysis/query";
import { bucketStart, fitGranularity, type TimeWindow } from "@/lib/domain/analysis/time-window";

type Row = { id: string; author_id: string | null; at: number; like_count: number; repost_count: number; reply_count: number; sentiment_label: string | null; ph: number; ah: number | null; bucket: number };

/**
 * A conversation's figures as the sections computed them before they moved into the database: every
 * match read into memory, then sampled by its hash rank, bucketed, counted and ranked there. With
 * `sampledBuckets`, the post sample is drawn from the matches whose sampling bucket is below it.
 */
export async function conversationInMemory(
  db: Database,
  query: string,
  window: TimeWindow,
  o: { countries: string[]; cap: number; seed: number; postCap?: number; sampledBuckets?: number },
) {
  const rank = (c: string) => sql.raw(`hashtext('${o.seed}:' || ${c})`);
  const rows = await queryRows<Row>(
    db,
    sql`select m.id, m.author_id, extract(epoch from m.created_at)::float8 * 1000 as at, m.like_count, m.repost_count, m.reply_count, m.sentiment_label,
               ${rank("m.id")} as ph, ${rank("m.author_id")} as ah, hashtext(m.id) & 1023 as bucket
        from (${matchesInWindow(conversationSearch(query), window, { facts: true })}) m
        ${o.countries.length ? sql`join corpus_accounts ca on ca.id = m.author_id and ca.country = any(${sql.param(o.countries)}::text[])` : sql``}`,
  );
  const byRank = (a: { r: number; id: string }, b: { r: number; id: string }) => a.r - b.r || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const sampled = rows.filter((r) => o.sampledBuckets === undefined || r.bucket < o.sampledBuckets);
  const posts = sampled.map((r) => ({ r: r.ph, id: r.id })).sort(byRank).slice(0, o.postCap ?? o.cap).map((x) => x.id);
  const seen = new Map<string, number>();
  for (const r of rows) if (r.author_id !== null && !seen.has(r.author_id)) seen.set(r.author_id, r.ah!);
  const authors = [...seen].map(([id, r]) => ({ r, id })).sort(byRank).slice(0, o.cap).map((x) => x.id);
  const unit = fitGranularity(window);
  const counts = new Map<number, number>();
  for (const r of rows) {
    const b = bucketStart(new Date(Number(r.at)), unit).getTime();
    counts.set(b, (counts.get(b) ?? 0) + 1);
  }
  const sentiment = ["negative", "neutral", "positive"]
    .map((label) => ({ label, count: rows.filter((r) => r.sentiment_label === label).length }))
    .filter((s) => s.count > 0);
  const value = { like_count: (r: Row) => r.like_count, repost_count: (r: Row) => r.repost_count, reply_count: (r: Row) => r.reply_count, created_at: (r: Row) => Number(r.at) };
  const top = Object.fromEntries(
    Object.entries(value).map(([order, of]) => [order, [...rows].sort((a, b) => of(b) - of(a) || (a.id < b.id ? -1 : 1)).slice(0, CONVERSATION_TOP).map((r) => r.id)]),
  );
  return { posts: { population: rows.length, ids: posts }, authors: { population: seen.size, ids: authors }, unit, counts, sentiment, top };
}
