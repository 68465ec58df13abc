"use client";
import Link from "next/link";
import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { DataTable, type TableColumn } from "@/components/ui/data-table";
import { TextInput } from "@/components/ui/text-input";
import { debounce } from "@/lib/domain/debounce";
import { useCreatorPostsQuery } from "@/lib/client/queries/use-creator-posts-query";
import { useErrorToast } from "@/lib/client/queries/use-error-toast";
import { POST_ORDERINGS, type PostOrdering, type PostRow } from "@/lib/schemas/creator-posts";
import { Figure } from "./figure";
import { TablePager } from "./table-pager";
import { useNumbers } from "./use-numbers";

const PAGE_SIZE = 25;


const metric = (v: number | null, f: (n: number) => string) => (v === null ? "–" : f(v));

/** The creator's posts with their metrics, sorted and searched by the server. */
export function Posts({ account }: { account: number }) {
  const t = useTranslations("deepThought.posts");
  const f = useNumbers();
  const [ordering, setOrdering] = useState<PostOrdering>("-date");
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const typed = useMemo(() => debounce((v: string) => (setSearch(v), setPage(1))), []);
  const query = useCreatorPostsQuery(account, { page, page_size: PAGE_SIZE, ordering, search });
  useErrorToast(query.error);
  const data = query.data;
  const columns: TableColumn<PostRow>[] = [
    {
      name: t("post"),
      value: "text",
      slot: (p) => (
        <Link href={`/premium-suite/post/${p.id}`} className="block max-w-56">
          <span className="block truncate font-medium text-primary">{p.text}</span>
          <span className="block text-xs text-muted-foreground">{t(`kinds.${p.kind}`)}</span>
        </Link>
      ),
    },
    { name: t("date"), value: (p) => f.date(p.created_at), sortKey: "date" },
    { name: t("likes"), value: (p) => f.count(p.likes), sortKey: "likes", align: "end" },
    { name: t("reposts"), value: (p) => f.count(p.reposts), align: "end" },
    { name: t("replies"), value: (p) => f.count(p.replies), align: "end" },
    { name: t("quotes"), value: (p) => f.count(p.quotes), align: "end" },
    { name: t("bookmarks"), value: (p) => metric(p.bookmarks, f.count), align: "end" },
    { name: t("impressions"), value: (p) => metric(p.impressions, f.count), sortKey: "impressions", align: "end" },
    { name: t("engagements"), value: (p) => f.count(p.engagements), sortKey: "engagements", align: "end" },
    { name: t("rate"), value: (p) => metric(p.engagement_rate, f.percent), sortKey: "engagement_rate", align: "end" },
  ];
  // X's owner metrics exist only for an account read with its own X sign-in: their columns show when a post has them.
  const owner = (data?.results ?? []).some((p) => p.profile_clicks != null || p.link_clicks != null);
  if (owner) {
    columns.splice(
      8,
      0,
      { name: t("profileClicks"), value: (p) => metric(p.profile_clicks ?? null, f.count), align: "end" },
      { name: t("linkClicks"), value: (p) => metric(p.link_clicks ?? null, f.count), align: "end" },
    );
  }
  const sort = (value: string | null) => {
    setOrdering(POST_ORDERINGS.includes(value as PostOrdering) ? (value as PostOrdering) : "-date");
    setPage(1);
  };
  return (
    <div className="space-y-4">
      {data && (
        <div className="grid gap-3 sm:grid-cols-3" data-testid="post-medians">
          <Figure label={t("medianEngagements")} value={metric(data.medians.engagements, f.count)} />
          <Figure label={t("medianRate")} value={metric(data.medians.engagement_rate, f.percent)} />
          <Figure label={t("medianImpressions")} value={metric(data.medians.impressions, f.count)} />
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TextInput icon="search" aria-label={t("search")} placeholder={t("search")} className="max-w-xs" onChange={(e) => typed(e.target.value)} />
        {data && <span className="text-sm text-muted-foreground" data-testid="posts-count">{t("count", { count: data.count, formatted: f.count(data.count) })}</span>}
      </div>
      <DataTable caption={t("caption")} columns={columns} rows={data?.results ?? []} rowKey={(p) => p.id} sort={ordering} onSort={sort} loading={query.isFetching && !data} empty={t("empty")} />
      {data && <TablePager page={page} count={data.count} pageSize={PAGE_SIZE} onPage={setPage} />}
      <p className="text-xs text-muted-foreground">{t("method")}</p>
      {owner && <p className="text-xs text-muted-foreground" data-testid="owner-metrics-note">{t("ownerNote")}</p>}
    </div>
  );
}
