"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { ENGAGER_ORDERINGS, ENGAGEMENT_KINDS, type EngagementKind, type EngagerListQuery } from "@/lib/schemas/creator-posts";
import { useEngagersQuery } from "@/lib/client/queries/use-engagers-query";
import { useErrorToast } from "@/lib/client/queries/use-error-toast";
import { NativeSelect } from "@/components/ui/native-select";
import { EngagersTable } from "./engagers-table";
import { Figure } from "./figure";
import { ShareBars } from "./share-bars";
import { WithActiveAccount } from "./no-account";
import { TablePager } from "./table-pager";
import { useNumbers } from "./use-numbers";

const PAGE_SIZE = 25;
type Ordering = EngagerListQuery["ordering"];

/** /premium-suite/engagers: who engages most, by kind, verified share and overlap with followers. */
export function EngagersScreen() {
  return <WithActiveAccount>{(account) => <Engagers account={account.id} />}</WithActiveAccount>;
}

function Engagers({ account }: { account: number }) {
  const t = useTranslations("deepThought.engagers");
  const f = useNumbers();
  const [ordering, setOrdering] = useState<Ordering>("-total");
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<EngagementKind | undefined>();
  const [days, setDays] = useState(90);
  const query = useEngagersQuery(account, { page, page_size: PAGE_SIZE, ordering, kind, days });
  useErrorToast(query.error);
  const d = query.data;
  const s = d?.summary;
  const share = (a: number, b: number) => (b ? f.percent(a / b) : "–");
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm">
          {t("window")}
          <NativeSelect aria-label={t("window")} value={String(days)} onChange={(e) => (setDays(Number(e.target.value)), setPage(1))}>
            {[7, 30, 90].map((n) => <option key={n} value={n}>{t("days", { days: n })}</option>)}
          </NativeSelect>
        </label>
        <label className="flex items-center gap-2 text-sm">
          {t("kind")}
          <NativeSelect aria-label={t("kind")} value={kind ?? ""} onChange={(e) => (setKind((e.target.value || undefined) as EngagementKind | undefined), setPage(1))}>
            <option value="">{t("allKinds")}</option>
            {ENGAGEMENT_KINDS.map((k) => <option key={k} value={k}>{t(`kinds.${k}`)}</option>)}
          </NativeSelect>
        </label>
      </div>
      {s && (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="engager-summary">
          <Figure testId="engagers-total" label={t("engagersCount")} value={f.count(s.engagers)} note={t("engagementsCount", { n: f.count(s.engagements) })} />
          <Figure testId="engagers-verified" label={t("verifiedShare")} value={share(s.verified_engagers, s.engagers)} note={t("verifiedNote", { n: f.count(s.verified_engagers), engagements: f.count(s.verified_engagements) })} />
          <Figure testId="engagers-following" label={t("followShare")} value={share(s.following_engagers, s.engagers)} note={t("followNote", { n: f.count(s.following_engagers) })} />
          <Figure testId="engagers-reach" label={t("followersEngaged")} value={share(s.following_engagers, s.followers)} note={t("followersEngagedNote", { followers: f.count(s.followers) })} />
        </div>
      )}
      {s && (
        <div data-testid="engager-kinds">
          <ShareBars base={s.engagements} rows={ENGAGEMENT_KINDS.map((k) => ({ label: t(`kinds.${k}`), count: s.by_kind[k] }))} />
        </div>
      )}
      <EngagersTable
        rows={d?.results ?? []}
        caption={t("caption")}
        sort={ordering}
        onSort={(v) => (setOrdering(ENGAGER_ORDERINGS.includes(v as Ordering) ? (v as Ordering) : "-total"), setPage(1))}
        loading={query.isFetching && !d}
      />
      {d && <TablePager page={page} count={d.count} pageSize={PAGE_SIZE} onPage={setPage} />}
      <p className="text-xs text-muted-foreground">{t("method")}</p>
    </div>
  );
}
