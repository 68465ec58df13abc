"use client";
import { useTranslations } from "next-intl";
import type { AnalysisSession, RequestKey } from "@/lib/domain/analysis-screen/session";

/** Friendly notices: requests taking too long, the conversation's "took too long" answer, a failed analysis. */
export function AnalysisNotices({ session }: { session: AnalysisSession }) {
  const t = useTranslations("analysis");
  const slow = (Object.entries(session.requests) as [RequestKey, { tookTooLong: boolean }][]).filter(([, f]) => f.tookTooLong).map(([k]) => t(`requestNames.${k}`));
  return (
    <div className="space-y-2 empty:hidden" aria-live="polite">
      {slow.length ? (
        <p className="rounded-lg border border-warn/40 bg-warn/10 px-4 py-3 text-sm" data-testid="took-too-long" role="status">
          {t("tookTooLong", { what: slow.join(", ") })}
        </p>
      ) : null}
      {session.notice ? (
        <p className="rounded-lg border border-warn/40 bg-warn/10 px-4 py-3 text-sm" data-testid="analysis-notice" role="status">
          {t("tooLongNotice")}
        </p>
      ) : null}
      {session.error ? (
        <p className="rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-danger" role="alert" data-testid="analysis-error">
          {t("failed", { message: session.error })}
        </p>
      ) : null}
    </div>
  );
}
