import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { distribution } from "@/lib/domain/analysis/statistics";
import { sentimentSplit, type SentimentLabel } from "@/lib/domain/analysis/text-features";
import { classify, type LinearModel } from "@/lib/domain/sentiment-model/linear-model";
import { bucketStarts } from "@/lib/domain/analysis/time-window";
import { countsInWindow } from "../count-in-window";
import { rows, type SectionContext } from "./context";
import { analysedPostFacts } from "./posts";
import { sentimentModelLine } from "@/lib/server/sentiment/model-line";

function matched(ctx: SectionContext) {
  if (!ctx.audience.conversation || !ctx.audience.window) throw new Error("conversation sections need a conversation audience");
  return { facts: ctx.audience.conversation, window: ctx.audience.window };
}

/** Matching posts per bucket over the whole window (every match, not the sample), empty buckets as 0. */
export async function conversationVolume(ctx: SectionContext) {
  const { facts, window } = matched(ctx);
  const { unit, counts } = facts.volume;
  const series = bucketStarts(window, unit).map((d) => ({ start: d.toISOString().replace(".000Z", "Z"), count: counts.get(d.getTime()) ?? 0 }));
  return { granularity: unit, total: ctx.audience.posts?.population ?? 0, series };
}

/**
 * Positive / neutral / negative split of the analysed posts, with coverage: a conversation's counts
 * every matched post, a post analysis's every given post, so neither is a sample.
 */
export async function sentimentAnalysis(ctx: SectionContext, order: string) {
  const posts = ctx.audience.posts ?? { population: 0, ids: [] };
  const facts = await analysedPostFacts(ctx, order);
  const counts = ctx.sentiment
    ? await labelWithModel(ctx, ctx.sentiment.model, ctx.audience.conversation ? await matchIds(ctx, ctx.audience.conversation.ids) : posts.ids)
    : Object.fromEntries(facts.sentiment.map((c) => [c.label, c.count]));
  const split = sentimentSplit(counts);
  const d = distribution(
    (["positive", "neutral", "negative"] as const).map((label) => ({ label, count: split[label] })),
    { population: posts.population, sampled: facts.analysed },
  );
  return { ...split, analysed: d.analysed, coverage: d.coverage, sampled: d.sampled, population: posts.population, rows: d.rows, model: sentimentModelLine(ctx.sentiment?.facts) };
}

/** Every match of a conversation (its search run again: only a team's own sentiment model needs them all). */
async function matchIds(ctx: SectionContext, matches: SQL): Promise<string[]> {
  const [r] = await rows<{ ids: string[] }>(ctx.db, sql`select array(${matches}) as ids`);
  return r.ids;
}

/** The analysed posts labelled afresh by a team's model (read in chunks: a conversation may match many). */
async function labelWithModel(ctx: SectionContext, model: LinearModel, ids: readonly string[]): Promise<Record<SentimentLabel, number>> {
  const counts: Record<SentimentLabel, number> = { positive: 0, neutral: 0, negative: 0 };
  for (let at = 0; at < ids.length; at += 5000) {
    const chunk = ids.slice(at, at + 5000);
    const found = await rows<{ text: string }>(ctx.db, sql`select text from corpus_posts where id = any(${sql.param(chunk)}::text[])`);
    for (const p of found) counts[classify(model, p.text).label] += 1;
  }
  return counts;
}

/**
 * Share of voice: matching posts in the window for each compared keyword. With keywords on, a
 * keyword counts as a word or its hashtag; off, only the hashtag counts.
 */
export async function shareOfVoice(ctx: SectionContext, keywordsToCompare: string[], withKeywords: boolean) {
  const window = ctx.audience.window!;
  const terms = keywordsToCompare.length ? keywordsToCompare : await defaultKeywords(ctx);
  const queries = terms.map((term) => {
    const bare = term.replace(/^#/, "");
    return withKeywords ? (/\s/.test(bare) ? `"${bare}" OR #${bare}` : `${bare} OR #${bare}`) : `#${bare.replace(/\s+/g, "")}`;
  });
  const found = await countsInWindow(ctx.db, queries, window);
  const counts = terms.map((term, i) => ({ label: term, count: found[i] }));
  const d = distribution(counts, { population: counts.reduce((s, c) => s + c.count, 0), sampled: counts.reduce((s, c) => s + c.count, 0) });
  return { with_keywords: withKeywords, base: d.base, rows: d.rows };
}

/** The five hashtags most used in the conversation's posts (read on the detail-sized prefix of the post sample). */
async function defaultKeywords(ctx: SectionContext): Promise<string[]> {
  const ids = (ctx.audience.posts?.ids ?? []).slice(0, ctx.sample.detailCap);
  const top = await rows<{ value: string }>(
    ctx.db,
    sql`select e.value from corpus_post_entities e where e.kind = 'hashtag' and e.post_id = any(${sql.param(ids)}::text[])
        group by 1 order by count(*) desc, 1 limit 5`,
  );
  return top.map((r) => `#${r.value}`);
}
