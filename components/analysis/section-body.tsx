"use client";
import { useLocale, useTranslations } from "next-intl";
import type { SectionName } from "@/lib/schemas/analysis";
import { abbreviateNumber } from "@/lib/domain/format";
import type { BarRow } from "./charts/bar-list";
import type { AccountRow } from "./charts/account-list";
import type { PostRow } from "./charts/post-cards";
import type { Profile } from "./profile-card";
import { SentimentModelNote, type SentimentModelLine } from "./sentiment-model-note";
import { useAnalysisTeam } from "./team-context";
import { TeamPostCards } from "./team-post-cards";
import { TeamSentimentPanel } from "./team-sentiment-panel";
import { AccountList, BarList, Donut, LineChart, PostCards, ProfileCard, StackedBar, WordCloud } from "./charts/lazy-charts";

type P = Record<string, unknown>;
const rowsOf = <T,>(p: unknown): T[] => (Array.isArray((p as P | null)?.rows) ? ((p as P).rows as T[]) : []);

const BARS = new Set<SectionName>(["countries", "cities", "languages", "job_titles", "interests_of_this_audience", "topics", "subreddits"]);
const DONUTS = new Set<SectionName>(["genders", "age_groups"]);
const CLOUDS = new Set<SectionName>(["most_interacted_emojis", "hashtags_self_view", "audience_self_view", "most_interacted_hashtags", "hashtags_used_by_handle"]);
const TERM_BARS = new Set<SectionName>([
  "keywords_used_by_handle", "keyword_combinations_used_by_handle", "most_interacted_keywords", "most_interacted_keyword_combinations", "audience_self_view_combinations",
]);

/** Axis labels of a volume series by its bucket: clock time within a day, year-month for months, the full date for weeks. */
const TICKS: Record<string, (x: string) => string> = {
  minute: (x) => x.slice(11, 16),
  hour: (x) => x.slice(5, 13).replace("T", " "),
  week: (x) => x.slice(0, 10),
  month: (x) => x.slice(0, 7),
};

/** Whether a section payload has anything to draw. */
export function isEmptySection(name: SectionName, p: unknown): boolean {
  if (p === null || p === undefined) return true;
  if (name === "profile" || name === "audience_size") return false;
  if (name === "follower_growth") return !((p as P).new_followers as unknown[])?.length && !((p as P).snapshots as unknown[])?.length;
  if (name === "conversation_volume") return !((p as P).total as number);
  if (name === "sentiment_analysis") return !((p as P).analysed as number);
  return rowsOf(p).length === 0;
}

/** The chart that suits each section (spec: issue #7's list). */
export function SectionBody({ name, payload }: { name: SectionName; payload: unknown }) {
  const t = useTranslations("analysis");
  const locale = useLocale();
  const p = payload as P;
  const followers = (count: string) => t("followers", { count });
  const team = useAnalysisTeam();

  if (name === "profile") return <ProfileCard profile={p as unknown as Profile} />;
  if (name === "audience_size") {
    return (
      <div className="flex items-baseline gap-3">
        <span className="text-4xl font-semibold tabular-nums" data-value="population">{new Intl.NumberFormat(locale).format(p.population as number)}</span>
        <span className="text-muted-foreground">{t("accountsCount", { count: new Intl.NumberFormat(locale).format(p.sampled as number) })} ↘</span>
      </div>
    );
  }
  if (BARS.has(name)) {
    const rows = name === "subreddits"
      ? rowsOf<{ label: string; accounts: number }>(p).map((r) => ({ label: r.label, share: (p.analysed as number) ? (100 * r.accounts) / (p.analysed as number) : 0 }))
      : rowsOf<BarRow>(p);
    return (
      <>
        <BarList rows={rows} colorful={name === "countries"} />
        {name === "interests_of_this_audience" ? <p className="mt-3 text-xs text-muted-foreground">{t("multiLabel")}</p> : null}
        {name === "subreddits" && typeof p.method === "string" ? <p className="mt-3 text-xs text-muted-foreground">{t("method", { method: p.method })}</p> : null}
      </>
    );
  }
  if (DONUTS.has(name)) return <Donut rows={rowsOf<BarRow>(p)} />;
  if (CLOUDS.has(name)) return <WordCloud rows={rowsOf<{ label: string; count: number; share: number }>(p).slice(0, 30)} />;
  if (TERM_BARS.has(name)) return <BarList rows={rowsOf<BarRow>(p)} />;
  if (name === "top_accounts") {
    return <AccountList followersLabel={followers} rows={rowsOf<AccountRow & { share: number; affinity: number }>(p).slice(0, 10).map((a) => ({ ...a, detail: `${t("shareOfAudience", { share: a.share })} · ${t("affinity", { value: a.affinity })}` }))} />;
  }
  if (name === "similar_accounts") {
    return <AccountList followersLabel={followers} rows={rowsOf<AccountRow & { shared_followers: number }>(p).slice(0, 10).map((a) => ({ ...a, detail: t("shared", { count: abbreviateNumber(a.shared_followers) }) }))} />;
  }
  if (name === "largest_followers" || name === "sample_accounts") return <AccountList followersLabel={followers} rows={rowsOf<AccountRow>(p).slice(0, 10)} />;
  if (name === "posts" || name === "conversation_posts") {
    const cards = { rows: rowsOf<PostRow>(p).slice(0, 6), locale, labels: { likes: t("likes"), reposts: t("reposts"), replies: t("replies") } };
    return team ? <TeamPostCards team={team} {...cards} /> : <PostCards {...cards} />;
  }
  if (name === "seo") {
    return (
      <BarList
        rows={rowsOf<{ keyword: string; audience_posts: number; posts: number }>(p).map((r, _i, all) => ({ label: r.keyword, share: (100 * r.posts) / Math.max(1, ...all.map((x) => x.posts)) }))}
      />
    );
  }
  if (name === "follower_growth") {
    const snaps = (p.snapshots as { day: string; followers_count: number }[]) ?? [];
    const seen = (p.new_followers as { day: string; count: number; cumulative: number }[]) ?? [];
    return snaps.length > 1
      ? <LineChart label={t("followersCount")} series={[{ name: t("followersCount"), points: snaps.map((s) => ({ x: s.day, y: s.followers_count })) }]} />
      : <LineChart label={t("newFollowers")} series={[{ name: t("newFollowers"), points: seen.map((s) => ({ x: s.day, y: s.cumulative })) }]} />;
  }
  if (name === "conversation_volume") {
    const series = (p.series as { start: string; count: number }[]) ?? [];
    return (
      <>
        <p className="mb-2 text-sm text-muted-foreground">
          <span data-value="total">{t("volumeTotal", { total: new Intl.NumberFormat(locale).format(p.total as number) })}</span>
          {" · "}
          <span data-value="granularity">{t("volumeBucket", { unit: String(p.granularity) })}</span>
        </p>
        <LineChart label={t("sections.conversation_volume")} tick={TICKS[String(p.granularity)]} series={[{ name: t("sections.conversation_volume"), points: series.map((s) => ({ x: s.start, y: s.count })) }]} />
      </>
    );
  }
  if (name === "sentiment_analysis") {
    return (
      <>
        <StackedBar rows={rowsOf<BarRow>(p)} labelOf={(l) => t(l as "positive")} />
        {p.model ? <SentimentModelNote model={p.model as SentimentModelLine} /> : null}
        {team ? <TeamSentimentPanel team={team} shown={p.model as SentimentModelLine | undefined} /> : null}
      </>
    );
  }
  if (name === "share_of_voice") return <BarList rows={rowsOf<BarRow>(p)} colorful />;
  return <BarList rows={rowsOf<BarRow>(p)} />;
}
