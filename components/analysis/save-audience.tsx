"use client";
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { SavedNotice } from "@/components/ui/saved-notice";
import type { ApiClient } from "@/lib/client/http/client";
import { isSignedOut } from "@/lib/client/queries/signed-out";
import { signedInUser, useSaveAnalysisAudienceMutation } from "@/lib/client/queries/analysis";
import { toast } from "@/lib/client/toasts";
import type { AnalysisSession } from "@/lib/domain/analysis-screen/session";
import { planSaveAudience } from "@/lib/domain/analysis-screen/save-audience";

const SUCCESS_TIMEOUT_MS = 10_000;

type Outcome = { kind: "saved" } | { kind: "failed"; message: string } | null;

/** "Save as audience": saves the analysis on screen as a saved audience (spec §5, §8). */
export function SaveAudienceButton({ session, client, team, savedLink }: { session: AnalysisSession; client: ApiClient; team?: string; savedLink: string }) {
  const t = useTranslations("analysis.save");
  const [outcome, setOutcome] = useState<Outcome>(null);
  const queryClient = useQueryClient();
  const saving = useSaveAnalysisAudienceMutation(client);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (outcome?.kind !== "saved") return;
    const timer = setTimeout(() => setOutcome(null), SUCCESS_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const save = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const me = await signedInUser(queryClient, client);
      const plan = planSaveAudience(session, me?.email, team);
      if (!plan.ok) return setOutcome({ kind: "failed", message: t(plan.reason) });
      await saving.mutateAsync(plan.body);
      setOutcome({ kind: "saved" });
      toast.success(t("saved"), { timeout: SUCCESS_TIMEOUT_MS });
    } catch (e) {
      setOutcome({ kind: "failed", message: isSignedOut(e) ? t("signedOut") : (e as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col items-end gap-1" data-testid="save-audience">
      <Button variant="outline" onClick={save} disabled={busy}>
        {t("button")}
      </Button>
      {outcome?.kind === "failed" ? (
        <p role="alert" className="max-w-sm text-right text-xs text-danger">
          {outcome.message}
        </p>
      ) : null}
      {outcome?.kind === "saved" ? <SavedNotice className="text-xs" text={t("saved")} linkText={t("link")} href={savedLink} /> : null}
    </div>
  );
}
