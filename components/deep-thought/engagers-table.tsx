"use client";
import { AccountCell } from "./account-cell";
import { useTranslations } from "next-intl";
import { DataTable, type TableColumn } from "@/components/ui/data-table";
import type { EngagerRow } from "@/lib/schemas/creator-posts";
import { useNumbers } from "./use-numbers";

/** People who engaged: the kit's table with counts by kind and whether they follow. Sorted by the server when `onSort` is given. */
export function EngagersTable({ rows, caption, sort, onSort, loading }: { rows: EngagerRow[]; caption: string; sort?: string; onSort?: (v: string | null) => void; loading?: boolean }) {
  const t = useTranslations("deepThought.engagers");
  const tp = useTranslations("deepThought.people");
  const f = useNumbers();
  const columns: TableColumn<EngagerRow>[] = [
    {
      name: tp("account"),
      value: "handle",
      slot: (p) => <AccountCell account={p} verifiedLabel={tp("verified")} />,
    },
    { name: t("total"), value: (p) => f.count(p.total), sortKey: onSort ? "total" : undefined, align: "end" },
    { name: t("likes"), value: (p) => f.count(p.likes), sortKey: onSort ? "likes" : undefined, align: "end" },
    { name: t("reposts"), value: (p) => f.count(p.reposts), align: "end" },
    { name: t("replies"), value: (p) => f.count(p.replies), align: "end" },
    { name: t("quotes"), value: (p) => f.count(p.quotes), align: "end" },
    { name: tp("followers"), value: (p) => f.count(p.followers_count), sortKey: onSort ? "followers" : undefined, align: "end" },
    { name: t("follows"), value: (p) => (p.follows ? tp("yes") : tp("no")) },
    { name: t("last"), value: (p) => f.date(p.last_engaged_at), sortKey: onSort ? "last" : undefined },
  ];
  return <DataTable caption={caption} columns={columns} rows={rows} rowKey={(p) => p.id} sort={sort} onSort={onSort} loading={loading} empty={t("empty")} />;
}
