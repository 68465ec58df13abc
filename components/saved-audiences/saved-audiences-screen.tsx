"use client";
import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { DataTable, type TableColumn } from "@/components/ui/data-table";
import { ErrorNote, Loading } from "@/components/auth/parts";
import { HttpError } from "@/lib/domain/http-errors";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { useDeleteAudienceMutation, useSavedAudiencesQuery, useUploadsQuery } from "@/lib/client/queries/audiences";
import { useErrorToast } from "@/lib/client/queries/use-error-toast";
import { useCurrentTeam } from "@/lib/client/targeting/use-current-team";
import { useCountryLabel } from "@/lib/client/targeting/reference-names";
import { useExtensionBridge } from "@/lib/client/targeting/use-extension-bridge";
import { latestUploads, type SavedAudience } from "@/lib/client/targeting/saved-audiences";
import { QUERY_TYPES, type QueryType, type QueryTypeFilter } from "@/lib/domain/targeting/audience-items";
import { AudienceActions, type AudienceActionHandlers } from "./audience-actions";
import { applyAudience, removeAudience } from "./audience-commands";
import { ExtensionStatus } from "./extension-status";
import { RenameDialog } from "./rename-dialog";
import { SelectField } from "@/components/ui/select-field";
import { ShareDialog } from "./share-dialog";
import { SharedLinkBanner } from "./shared-link-banner";
import { StatusChip } from "./status-chip";
import { useUpload } from "./use-upload";
import { useUploadTarget } from "./use-upload-target";
import { UploadGate, useUploadsLocked } from "./upload-gate";

const FILTERS: QueryTypeFilter[] = ["all", ...(Object.keys(QUERY_TYPES) as QueryType[])];

/**
 * Saved audiences of a team (toolkit: the current team; dashboard: the team in the path): filter by
 * query type, apply through the browser extension, upload to an ad account with its status, and
 * download, share, rename or delete.
 */
export function SavedAudiencesScreen({ heading, teamSlug, storeUrl, detailBase }: { heading: string; teamSlug?: string; storeUrl: string; detailBase?: string }) {
  const t = useTranslations("savedAudiences");
  const format = useFormatter();
  const country = useCountryLabel();
  const shareToken = useSearchParams().get("share");
  const { teams, slug, choose } = useCurrentTeam(teamSlug);
  const [filter, setFilter] = useState<QueryTypeFilter>("all");
  const { present, adAccount, bridge } = useExtensionBridge(storeUrl);

  const { data: audiences, error: listError } = useSavedAudiencesQuery(slug, filter);
  const teamMissing = listError instanceof HttpError && listError.status === 404;
  useEffect(() => {
    if (listError && !teamMissing) toastHttpError(listError);
  }, [listError, teamMissing]);
  const { data: uploads, error: uploadsError } = useUploadsQuery(slug);
  useErrorToast(uploadsError);
  const { mutateAsync: deleteAudience } = useDeleteAudienceMutation();
  const { accounts, target, setTarget } = useUploadTarget(adAccount);
  const [renaming, setRenaming] = useState<SavedAudience | null>(null);
  const [sharing, setSharing] = useState<SavedAudience | null>(null);

  const upload = useUpload();
  const uploadsLocked = useUploadsLocked(slug);
  const latest = useMemo(() => latestUploads(uploads ?? []), [uploads]);

  const handlers: AudienceActionHandlers = {
    apply: (a) => applyAudience(bridge, a, t),
    upload: target && !uploadsLocked ? (a) => upload(a, target) : null,
    rename: setRenaming,
    share: setSharing,
    remove: async (a) => void (await removeAudience(a, t, deleteAudience)),
    detailHref: detailBase ? (a) => `${detailBase}/${a.id}` : undefined,
  };

  const columns: TableColumn<SavedAudience>[] = [
    { name: t("columns.name"), value: "name", sortKey: "name", slot: (a) => <span className="font-medium">{a.name}</span> },
    { name: t("columns.kind"), value: (a) => (a.query_type in QUERY_TYPES ? t(`queryTypes.${a.query_type as QueryType}`) : a.query_type), sortKey: "query_type" },
    { name: t("columns.size"), value: (a) => (a.size === null ? null : format.number(a.size, { notation: "compact" })), sortKey: "size", align: "end" },
    { name: t("columns.countries"), value: (a) => a.countries.map((c) => country(c.label)).join(", ") },
    { name: t("columns.status"), value: (a) => latest.get(a.id)?.status ?? "", slot: (a) => <StatusChip upload={latest.get(a.id)} /> },
    { name: t("columns.actions"), value: () => "", align: "end", slot: (a) => <AudienceActions audience={a} handlers={handlers} /> },
  ];

  if (teamMissing) return <Shell heading={heading}><ErrorNote>{t("teamNotFound")}</ErrorNote></Shell>;
  if (teams && teams.length === 0) return <Shell heading={heading}><ErrorNote>{t("noTeam")}</ErrorNote></Shell>;
  return (
    <Shell heading={heading}>
      <div className="flex flex-wrap items-end gap-4">
        {!teamSlug && teams && teams.length > 1 && slug && <SelectField look="filter" label={t("team")} value={slug} onChange={choose} options={teams.map((x) => ({ value: x.slug, label: x.name }))} testId="team-select" />}
        <SelectField look="filter" label={t("filter")} value={filter} onChange={(v) => setFilter(v as QueryTypeFilter)} options={FILTERS.map((f) => ({ value: f, label: f === "all" ? t("filterAll") : t(`queryTypes.${f}`) }))} testId="query-type-filter" />
        {accounts && accounts.length > 0 && <SelectField look="filter" label={t("uploadTo")} value={target} onChange={setTarget} options={accounts.map((a) => ({ value: a.account_id, label: `${a.name} (${a.account_id})` }))} testId="upload-account" />}
        <div className="ms-auto pb-1.5">
          <ExtensionStatus present={present} adAccount={adAccount} />
        </div>
      </div>
      {accounts && accounts.length === 0 && <p className="text-sm text-muted-foreground">{t("noAdAccounts")}</p>}
      {uploadsLocked && <UploadGate plansHref={teamSlug ? `/${encodeURIComponent(teamSlug)}/team` : undefined} />}
      {shareToken && slug && <SharedLinkBanner token={shareToken} team={slug} />}
      {!audiences ? (
        <Loading />
      ) : (
        <DataTable caption={t("tableCaption")} columns={columns} rows={audiences} rowKey={(a) => String(a.id)} empty={filter === "all" ? t("empty") : t("emptyFiltered")} />
      )}
      {renaming && <RenameDialog audience={renaming} onClose={() => setRenaming(null)} />}
      {sharing && <ShareDialog audience={sharing} onClose={() => setSharing(null)} />}
    </Shell>
  );
}

function Shell({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-7xl space-y-6 px-6 py-10">
      <h1 className="text-2xl font-semibold tracking-tight">{heading}</h1>
      {children}
    </section>
  );
}
