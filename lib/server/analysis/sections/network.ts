import "server-only";
import { sql } from "drizzle-orm";
import { affinity, overlap, round } from "@/lib/domain/analysis/statistics";
import { topFollowees } from "@/lib/domain/analysis/account-index/top-followees";
import { detailFrame, detailShare, indexed, rows, type SectionContext } from "./context";
import { accountFacts } from "./demographics";

const ACCOUNT = sql.raw(`a.id, a.handle, a.name, a.followers_count, a.verified, a.profile_image_url`);

type Followee = { id: string; handle: string | null; name: string; followers_count: number; verified: boolean; profile_image_url: string; in_audience: number; in_network: number };

/** Accounts in the derived tables' whole network (corpus_accounts when they were built). */
async function networkSize(ctx: SectionContext): Promise<number> {
  const [state] = await rows<{ n: number }>(ctx.db, sql`select accounts as n from corpus_derived_state where id = 1`);
  return state?.n ?? 0;
}

/**
 * The accounts the detail sample's accounts follow most (the subject left out), counted over the
 * in-memory account index, with their profiles and how many follow them in the whole corpus (derived
 * digests): one count feeds top_accounts and similar_accounts.
 */
function followees(ctx: SectionContext): Promise<Followee[]> {
  return ctx.once("followees", async () => {
    const { index, detail } = await indexed(ctx);
    const subject = ctx.audience.subject ? (index.byId.get(ctx.audience.subject.id) ?? -1) : -1;
    const top = topFollowees(index, detail, ctx.limit * 3, subject);
    const found = await rows<Omit<Followee, "in_audience">>(
      ctx.db,
      sql`select u.id, a.handle, a.name, a.followers_count, a.verified, a.profile_image_url, coalesce(d.followers_in_corpus, 0) as in_network
          from unnest(${sql.param(top.map((t) => index.ids[t.no]))}::text[]) u(id)
          left join corpus_accounts a on a.id = u.id left join corpus_account_digests d on d.account_id = u.id`,
    );
    const byId = new Map(found.map((r) => [r.id, r]));
    return top.map((t) => ({ ...byId.get(index.ids[t.no])!, in_audience: t.count }));
  });
}

/**
 * Accounts most followed by the analysed accounts (the detail sample). Affinity = share of the
 * audience following it / share of the whole corpus network following it.
 */
export async function topAccounts(ctx: SectionContext) {
  const size = ctx.detail.ids.length;
  const [network, found] = await Promise.all([networkSize(ctx), followees(ctx)]);
  // Followees without a corpus profile are counted but not listed.
  const top = found.slice(0, ctx.limit).filter((r) => r.handle !== null);
  return {
    base: size,
    ...detailFrame(ctx),
    network,
    rows: top.map((r) => ({
      id: r.id, handle: r.handle, name: r.name, followers_count: r.followers_count, verified: r.verified, profile_image_url: r.profile_image_url,
      audience_followers: r.in_audience,
      ...detailShare(ctx, r.in_audience),
      affinity: round(affinity(r.in_audience, size, r.in_network, network)),
    })),
  };
}

/** Accounts whose followers overlap most with the subject's (handle analysis). */
export async function similarAccounts(ctx: SectionContext) {
  const subject = ctx.audience.subject;
  if (!subject) return { base: 0, rows: [] };
  const found = (await followees(ctx)).filter((r) => r.handle !== null);
  const sampledFraction = ctx.audience.population ? ctx.detail.ids.length / ctx.audience.population : 1;
  const ranked = found
    .map((r) => {
      // Scale shared followers up when the audience was sampled.
      const shared = Math.round(r.in_audience / (sampledFraction || 1));
      const o = overlap(Math.min(shared, r.in_network), ctx.audience.population, r.in_network);
      return { id: r.id, handle: r.handle, name: r.name, followers_count: r.followers_count, verified: r.verified, profile_image_url: r.profile_image_url, shared_followers: o.shared, jaccard: round(o.jaccard, 4), share_of_audience: round(100 * o.shareOfA) };
    })
    .sort((a, b) => b.jaccard - a.jaccard || a.id.localeCompare(b.id))
    .slice(0, ctx.limit);
  return { base: ctx.audience.population, estimated: sampledFraction < 1, rows: ranked };
}

/** The analysed accounts with the most followers (read in the account-level sections' one pass). */
export async function largestFollowers(ctx: SectionContext) {
  return { base: ctx.audience.ids.length, rows: (await accountFacts(ctx)).largest };
}

/** A few analysed accounts, in sample order. */
export async function sampleAccounts(ctx: SectionContext) {
  const first = ctx.audience.ids.slice(0, ctx.limit);
  const found = await rows<{ id: string }>(ctx.db, sql`select ${ACCOUNT}, a.bio, a.location, a.country from corpus_accounts a where a.id = any(${sql.param(first)}::text[])`);
  const byId = new Map(found.map((r) => [r.id, r]));
  return { base: ctx.audience.population, rows: first.filter((id) => byId.has(id)).map((id) => byId.get(id)) };
}

/**
 * The subject's follower growth: daily snapshots when there are any, and follows first seen per day
 * (new followers the corpus observed).
 */
export async function followerGrowth(ctx: SectionContext) {
  const subject = ctx.audience.subject;
  if (!subject) return { snapshots: [], new_followers: [] };
  const snapshots = await rows<{ day: string; followers_count: number; gained: number; lost: number }>(
    ctx.db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, followers_count, gained, lost from corpus_follower_snapshots where account_id = ${subject.id} order by day`,
  );
  const newFollowers =
    ctx.audience.growth ??
    (await rows<{ day: string; count: number }>(
      ctx.db,
      // Grouped by day first, so only each day (not each follow) is formatted.
      sql`select to_char(d, 'YYYY-MM-DD') as day, n as count from (
            select date_trunc('day', first_seen_at at time zone 'UTC') as d, count(*)::int as n from corpus_follows where followee_id = ${subject.id} group by 1) g order by d`,
    ));
  let total = 0;
  return {
    snapshots,
    new_followers: newFollowers.map((r) => ({ day: r.day, count: r.count, cumulative: (total += r.count) })),
    net_change: snapshots.length > 1 ? snapshots[snapshots.length - 1].followers_count - snapshots[0].followers_count : null,
  };
}

export async function profile(ctx: SectionContext) {
  const subject = ctx.audience.subject;
  if (!subject) return null;
  const [stats] = await rows<{ followers_in_corpus: number; posts_in_corpus: number }>(
    ctx.db,
    sql`select coalesce(max(followers_in_corpus), 0)::int as followers_in_corpus, coalesce(max(posts_in_corpus), 0)::int as posts_in_corpus
        from corpus_account_digests where account_id = ${subject.id}`,
  );
  return { ...subject, ...stats };
}
