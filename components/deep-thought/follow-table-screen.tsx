"use client";
import { AccountCell } from "./account-cell";
import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { DataTable, type TableColumn } from "@/components/ui/data-table";
import { Tabs } from "@/components/ui/tabs";
import { TextInput } from "@/components/ui/text-input";
import { debounce } from "@/lib/domain/debounce";
import { useFollowListQuery } from "@/lib/client/queries/use-follow-list-query";
import { useErrorToast } from "@/lib/client/queries/use-error-toast";
import { FOLLOW_ORDERINGS, type FollowOrdering, type FollowPerson, type FollowView } from "@/lib/schemas/creators";
import { BotScoreCell } from "./bot-score-cell";
import { BulkFollowBar } from "./bulk-follow-bar";
import { WithActiveAccount } from "./no-account";
import { OverlapCard } from "./overlap-card";
import { WhoToFollowCard } from "./who-to-follow-card";
import { useNumbers } from "./use-numbers";

const PAGE_SIZE = 25;
type Screen = "followers" | "following" | "unfollowed";

/** /premium-suite/followers, /following and /unfollowed: the kit's table, sorted and searched by the server, paged. */
export function FollowTableScreen({ screen }: { screen: Screen }) {
  const t = useTranslations("deepThought.people");
  return (
    <WithActiveAccount>
      {(account) =>
        screen === "followers" ? (
          <div className="space-y-6">
            <Tabs
              label={t("subsets")}
              defaultValue="followers"
              tabs={(["followers", "recently-joined", "verified-followers"] as const).map((view) => ({ id: view, name: t(`views.${view}`), slot: <PeopleTable account={account.id} view={view} /> }))}
            />
            <OverlapCard account={account} />
          </div>
        ) : screen === "following" ? (
          <div className="space-y-6">
            <PeopleTable account={account.id} view="following" />
            <WhoToFollowCard account={account.id} />
          </div>
        ) : (
          <PeopleTable account={account.id} view={screen} />
        )
      }
    </WithActiveAccount>
  );
}

function PeopleTable({ account, view }: { account: number; view: FollowView }) {
  const t = useTranslations("deepThought.people");
  const f = useNumbers();
  const [ordering, setOrdering] = useState<FollowOrdering>("-date");
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const [selected, setSelected] = useState<string[]>([]);
  const typed = useMemo(() => debounce((v: string) => (setSearch(v), setPage(1))), []);
  const query = useFollowListQuery(account, view, { page, page_size: PAGE_SIZE, ordering, search });
  useErrorToast(query.error);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / PAGE_SIZE)) : 1;
  const dateName = view === "unfollowed" ? t("leftAt") : view === "following" ? t("followedSince") : t("followedAt");
  const columns: TableColumn<FollowPerson>[] = [
    {
      name: t("account"),
      value: "handle",
      sortKey: "handle",
      slot: (p) => <AccountCell account={p} verifiedLabel={t("verified")} />,
    },
    { name: t("followers"), value: (p) => f.count(p.followers_count), sortKey: "followers", align: "end" },
    { name: dateName, value: (p) => f.date(view === "unfollowed" ? p.left_at : p.followed_at), sortKey: "date" },
    { name: view === "following" ? t("followsYou") : t("youFollow"), value: (p) => (p.mutual ? t("yes") : t("no")) },
    // Followers are scored (the people the creator follows are not).
    ...(view === "following" ? [] : [{ name: t("botScore"), value: (p: FollowPerson) => p.bot_score, sortKey: "bot_score", align: "end" as const, slot: (p: FollowPerson) => <BotScoreCell person={p} /> }]),
  ];
  const selectedHandles = (data?.results ?? []).filter((p) => selected.includes(`${p.id}:${p.followed_at}`)).map((p) => p.handle);
  const bulkAction = view === "following" ? "unfollow" : view === "unfollowed" ? null : "follow";
  const sort = (value: string | null) => {
    setOrdering(FOLLOW_ORDERINGS.includes(value as FollowOrdering) ? (value as FollowOrdering) : "-date");
    setPage(1);
  };
  return (
    <div className="space-y-3" data-view={view}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TextInput icon="search" aria-label={t("search")} placeholder={t("search")} className="max-w-xs" onChange={(e) => typed(e.target.value)} />
        {data && <span className="text-sm text-muted-foreground" data-testid="people-count">{t("count", { count: data.count, formatted: f.count(data.count) })}</span>}
      </div>
      {bulkAction && <BulkFollowBar account={account} action={bulkAction} handles={selectedHandles} onStarted={() => setSelected([])} />}
      <DataTable
        caption={t(`views.${view}`)}
        columns={columns}
        rows={data?.results ?? []}
        rowKey={(p) => `${p.id}:${p.followed_at}`}
        sort={ordering}
        onSort={sort}
        selectable
        selected={selected}
        onSelectionChange={setSelected}
        loading={query.isFetching && !data}
        empty={t("empty")}
      />
      <nav className="flex items-center justify-end gap-2 text-sm" aria-label={t("paging")}>
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t("previous")}</Button>
        <span data-testid="page-of">{t("pageOf", { page: f.count(page), pages: f.count(pages) })}</span>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>{t("next")}</Button>
      </nav>
    </div>
  );
}
