"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Loading } from "@/components/auth/parts";
import { LineChart } from "@/components/analysis/charts/line-chart";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { usePostPerformanceQuery } from "@/lib/client/queries/use-post-performance-query";
import { useErrorToast } from "@/lib/client/queries/use-error-toast";
import type { AgainstMedian } from "@/lib/schemas/creator-posts";
import { EngagersTable } from "./engagers-table";
import { Figure } from "./figure";
import { WithActiveAccount } from "./no-account";
import { useNumbers } from "./use-numbers";

/** /premium-suite/post/:id: one post's metrics over time, against the creator's median, and who engaged. */
export function PostScreen({ id }: { id: string }) {
  return <WithActiveAccount>{(account) => <Post account={account.id} id={id} />}</WithActiveAccount>;
}

const KEYS = ["engagements", "likes", "reposts", "replies", "quotes", "impressions", "engagement_rate"] as const;

function Post({ account, id }: { account: number; id: string }) {
  const t = useTranslations("deepThought.post");
  const tp = useTranslations("deepThought.posts");
  const f = useNumbers();
  const query = usePostPerformanceQuery(account, id);
  useErrorToast(query.error);
  if (query.error) return <p className="text-sm text-muted-foreground" data-testid="post-missing">{t("missing")} <Link className="text-primary hover:underline" href="/premium-suite/posts">{t("back")}</Link></p>;
  const d = query.data;
  if (!d) return <Loading />;
  const show = (key: (typeof KEYS)[number], v: number | null) => (v === null ? "–" : key === "engagement_rate" ? f.percent(v) : f.count(Math.round(v)));
  const vsMedian = (key: (typeof KEYS)[number], a: AgainstMedian) => (a.ratio === null ? t("noMedian") : t("vsMedian", { ratio: a.ratio.toFixed(2), median: show(key, a.median) }));
  return (
    <div className="space-y-6">
      <Card>
        <CardContent className="space-y-1 p-4">
          <p className="whitespace-pre-wrap" data-testid="post-text">{d.post.text}</p>
          <p className="text-xs text-muted-foreground">{f.date(d.post.created_at)} · {tp(`kinds.${d.post.kind}`)}</p>
        </CardContent>
      </Card>
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="post-figures">
        {KEYS.map((k) => (
          <Figure key={k} testId={`post-${k}`} label={tp(k === "engagement_rate" ? "rate" : k)} value={show(k, d.against_median[k].value)} note={vsMedian(k, d.against_median[k])} />
        ))}
        <Figure label={tp("bookmarks")} value={d.post.bookmarks === null ? "–" : f.count(d.post.bookmarks)} />
        {d.post.profile_clicks != null && <Figure testId="post-profile-clicks" label={tp("profileClicks")} value={f.count(d.post.profile_clicks)} />}
        {d.post.link_clicks != null && <Figure testId="post-link-clicks" label={tp("linkClicks")} value={f.count(d.post.link_clicks)} />}
      </div>
      <Card data-testid="post-history">
        <CardHeader><CardTitle>{t("history")}</CardTitle></CardHeader>
        <CardContent>
          {d.history.length > 1 ? (
            <LineChart
              label={t("history")}
              tick={(x) => x.slice(5, 16).replace("T", " ")}
              series={(["likes", "reposts", "replies", "quotes"] as const).map((k) => ({ name: tp(k), points: d.history.map((h) => ({ x: h.at, y: h[k] })) }))}
            />
          ) : (
            <p className="text-sm text-muted-foreground">{t("oneSnapshot")}</p>
          )}
          <p className="mt-2 text-xs text-muted-foreground">{t("historyNote", { syncs: d.history.length })}</p>
        </CardContent>
      </Card>
      <Card data-testid="post-engagers">
        <CardHeader><CardTitle>{t("engagers")}</CardTitle></CardHeader>
        <CardContent className="space-y-3">
          <p className="text-sm text-muted-foreground" data-testid="post-engager-summary">
            {t("engagerSummary", { total: f.count(d.engagers.total), verified: f.count(d.engagers.verified), followers: f.count(d.engagers.followers), likes: f.count(d.engagers.by_kind.like), reposts: f.count(d.engagers.by_kind.repost), replies: f.count(d.engagers.by_kind.reply), quotes: f.count(d.engagers.by_kind.quote) })}
          </p>
          <EngagersTable rows={d.engagers.top} caption={t("engagers")} />
        </CardContent>
      </Card>
    </div>
  );
}
