"use client";
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Avatar } from "@/components/ui/avatar";
import { Chip } from "@/components/ui/chip";
import { DataTable, type TableColumn } from "@/components/ui/data-table";
import { abbreviateNumber, formatShortDate } from "@/lib/domain/format";
import { sortRows, type SortValue } from "@/lib/domain/kit/sort-cycle";
import { GallerySection, Specimen } from "./gallery-section";
import { SAMPLE_ACCOUNTS, type SampleAccount } from "./sample-accounts";

const STATUS_TONE = { active: "success", paused: "warn", draft: "neutral" } as const;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function useColumns(): TableColumn<SampleAccount>[] {
  const t = useTranslations("kit.table");
  const locale = useLocale();
  return [
    {
      name: t("col.account"),
      value: "name",
      sortKey: "name",
      slot: (row) => (
        <span className="flex items-center gap-2.5">
          <Avatar text={row.name} size="sm" />
          <span className="flex min-w-0 flex-col">
            <span className="truncate font-medium">{row.name}</span>
            <span className="text-xs text-muted-foreground">{row.handle}</span>
          </span>
        </span>
      ),
    },
    { name: t("col.followers"), value: "followers", sortKey: "followers", align: "end", width: 120, slot: (row) => abbreviateNumber(row.followers) },
    { name: t("col.engagement"), value: "engagement", sortKey: "engagement", align: "end", width: 130, slot: (row) => `${row.engagement.toFixed(1)}%` },
    { name: t("col.joined"), value: "joined", sortKey: "joined", width: 140, slot: (row) => formatShortDate(row.joined, locale, "UTC") },
    {
      name: t("col.status"),
      value: "status",
      sortKey: "status",
      disabled: true,
      width: 110,
      slot: (row) => (
        <Chip size="sm" tone={STATUS_TONE[row.status]}>
          {t(`status.${row.status}`)}
        </Chip>
      ),
    },
  ];
}

const byKey = (row: SampleAccount, key: string) => row[key as keyof SampleAccount];

export function TableSection() {
  const t = useTranslations("kit.table");
  const columns = useColumns();
  const [selected, setSelected] = useState<string[]>([]);
  const [serverRows, setServerRows] = useState(SAMPLE_ACCOUNTS);
  const [serverSort, setServerSort] = useState<SortValue>(null);

  // Stands in for a request: the rows come back sorted after a short wait.
  const sortOnServer = async (sort: SortValue) => {
    await wait(900);
    setServerSort(sort);
    setServerRows(sortRows(SAMPLE_ACCOUNTS, sort, byKey));
  };

  return (
    <GallerySection id="table" title={t("title")} description={t("description")}>
      <div className="flex flex-col gap-7">
        <Specimen label={t("local")}>
          <div className="flex w-full flex-col gap-2" data-testid="table-local">
            <DataTable caption={t("localCaption")} columns={columns} rows={SAMPLE_ACCOUNTS} rowKey={(row) => row.handle} selectable onSelectionChange={setSelected} />
            <p className="text-xs text-muted-foreground" data-testid="table-selection" aria-live="polite">
              {t("selected", { count: selected.length, total: SAMPLE_ACCOUNTS.length })}
            </p>
          </div>
        </Specimen>
        <Specimen label={t("async")}>
          <div className="flex w-full flex-col gap-2" data-testid="table-async">
            <DataTable caption={t("asyncCaption")} columns={columns} rows={serverRows} rowKey={(row) => row.handle} onSort={sortOnServer} />
            <p className="text-xs text-muted-foreground" data-testid="table-async-sort">
              {t("serverSort", { sort: serverSort ?? t("none") })}
            </p>
          </div>
        </Specimen>
        <div className="grid gap-6 lg:grid-cols-2">
          <Specimen label={t("emptyState")}>
            <DataTable caption={t("emptyCaption")} columns={columns.slice(0, 3)} rows={[]} rowKey={(row) => row.handle} empty={t("emptyMessage")} className="w-full" />
          </Specimen>
          <Specimen label={t("loadingState")}>
            <DataTable caption={t("loadingCaption")} columns={columns.slice(0, 3)} rows={[]} rowKey={(row) => row.handle} loading className="w-full" />
          </Specimen>
        </div>
      </div>
    </GallerySection>
  );
}
