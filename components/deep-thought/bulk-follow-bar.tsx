"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { useBulkFollowMutation } from "@/lib/client/queries/follow-mutations";
import { useJobQuery } from "@/lib/client/queries/use-creator-sync";

interface BulkResult {
  done: string[];
  failed: { handle: string; reason: string }[];
}

/** Follows or unfollows the selected people as one job: a progress bar, then what worked and each failure by name. */
export function BulkFollowBar({ account, action, handles, onStarted }: { account: number; action: "follow" | "unfollow"; handles: string[]; onStarted: () => void }) {
  const t = useTranslations("deepThought.bulk");
  const start = useBulkFollowMutation(account);
  const [jobId, setJobId] = useState<number | null>(null);
  const job = useJobQuery(jobId);
  const p = job.data?.progress;
  const result = job.data?.status === "done" ? (job.data.result as BulkResult) : null;
  const running = job.data && (job.data.status === "queued" || job.data.status === "running");
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="bulk-bar">
      <Button
        size="sm"
        variant={action === "unfollow" ? "danger" : "primary"}
        disabled={!handles.length || !!running}
        pending={start.isPending}
        onClick={() => start.mutateAsync({ action, handles }).then((r) => (setJobId(r.job_id), onStarted()), toastHttpError)}
      >
        {t(action, { count: handles.length })}
      </Button>
      {running && p && <progress className="h-2 w-40" max={p.total} value={p.done} aria-label={t("progress")} />}
      {job.data?.status === "failed" && <span className="text-danger">{job.data.error}</span>}
      {result && (
        <span data-testid="bulk-result">
          {t("result", { done: result.done.length, failed: result.failed.length })}
          {result.failed.map((f) => (
            <span key={f.handle} className="block text-danger">@{f.handle}: {f.reason}</span>
          ))}
        </span>
      )}
    </div>
  );
}
