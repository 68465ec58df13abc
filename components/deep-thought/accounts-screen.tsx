"use client";
import { useState } from "react";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { Loading } from "@/components/auth/parts";
import { Button } from "@/components/ui/button";
import { Chip } from "@/components/ui/chip";
import { DataTable, type TableColumn } from "@/components/ui/data-table";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { useJobQuery, useStartSyncMutation } from "@/lib/client/queries/use-creator-sync";
import type { CreatorAccountView } from "@/lib/schemas/creators";
import { ConnectAccountButton } from "./connect-account-button";
import { TimeZoneForm } from "./time-zone-form";
import { useActiveAccount } from "./use-active-account";
import { useNumbers } from "./use-numbers";

/** /premium-suite/accounts: the connected X accounts with token, last sync and rate-limit state; sync now with its progress; connect another with X sign-in. */
export function AccountsScreen() {
  const t = useTranslations("deepThought.accounts");
  const f = useNumbers();
  const connected = useSearchParams().get("connected");
  const { me, account, loading } = useActiveAccount();
  const [jobs, setJobs] = useState<Record<number, number>>({});
  const start = useStartSyncMutation();
  if (loading) return <Loading />;
  const accounts = me?.accounts ?? [];
  const columns: TableColumn<CreatorAccountView>[] = [
    { name: t("handle"), value: (a) => `@${a.handle}` },
    {
      name: t("token"),
      value: "token_status",
      slot: (a) => (
        <span className="flex flex-wrap items-center gap-2">
          <Chip tone={a.token_status === "valid" ? "success" : "warn"}>{t(`tokenStatus.${a.token_status}`)}</Chip>
          {a.x_sign_in && <span className="text-xs text-muted-foreground">{t("viaSignIn")}</span>}
          {a.token_status === "expired" && <ConnectAccountButton label="reconnect" size="sm" variant="outline" />}
        </span>
      ),
    },
    { name: t("lastSync"), value: (a) => (a.last_synced_at ? f.date(a.last_synced_at) : t("never")) },
    { name: t("rateLimit"), value: (a) => (a.rate_limit ? t("rateLimited", { remaining: a.rate_limit.remaining ?? 0, reset: f.date(a.rate_limit.reset_at) }) : t("rateOk")) },
    {
      name: t("sync"),
      value: "id",
      slot: (a) => (
        <SyncCell
          jobId={jobs[a.id] ?? null}
          pending={start.isPending && start.variables === a.id}
          onSync={() => start.mutateAsync(a.id).then((r) => setJobs((j) => ({ ...j, [a.id]: r.job_id })), toastHttpError)}
        />
      ),
    },
  ];
  return (
    <div className="space-y-4">
      {connected && (
        <p role="status" data-testid="connected-notice" className="rounded-md bg-success/10 px-3 py-2 text-sm text-success">
          {t("connected", { handle: connected })}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{t("connectIntro")}</p>
        <ConnectAccountButton label="connect" />
      </div>
      <DataTable caption={t("caption")} columns={columns} rows={accounts} rowKey={(a) => String(a.id)} empty={t("empty")} />
      <p className="text-sm text-muted-foreground">{t("connectNote")}</p>
      {account && <TimeZoneForm key={account.id} account={account.id} handle={account.handle} />}
    </div>
  );
}

function SyncCell({ jobId, pending, onSync }: { jobId: number | null; pending: boolean; onSync: () => void }) {
  const t = useTranslations("deepThought.accounts");
  const job = useJobQuery(jobId);
  const running = job.data && (job.data.status === "queued" || job.data.status === "running");
  const p = job.data?.progress;
  return (
    <div className="flex items-center gap-3">
      <Button size="sm" variant="outline" pending={pending || !!running} onClick={onSync}>
        {t("syncNow")}
      </Button>
      {job.data && (
        <span className="flex items-center gap-2 text-xs text-muted-foreground" data-testid="sync-status">
          {running && p && <progress className="h-1.5 w-20" max={p.total} value={p.done} />}
          {t(`jobStatus.${job.data.status}`)}
        </span>
      )}
    </div>
  );
}
