"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useTeamBillingQuery } from "@/lib/client/queries/use-team-billing-query";

/** Whether the team may upload audiences to X (§6: an active subscription); unknown counts as allowed, the server checks again. */
export function useUploadsLocked(team: string | null | undefined): boolean {
  const { data } = useTeamBillingQuery(team);
  return data ? !data.active : false;
}

/** The spec's message in place of the upload buttons, with the way to the team's plans where there is one. */
export function UploadGate({ plansHref }: { plansHref?: string }) {
  const t = useTranslations("targeting");
  const tb = useTranslations("billing");
  return (
    <p role="status" data-testid="upload-gate" className="rounded-md border border-warn/30 bg-warn/8 px-3 py-2 text-sm text-warn">
      {t("uploadNeedsSubscription")}
      {plansHref && (
        <Link href={plansHref} className="ms-2 font-medium text-primary hover:underline">
          {tb("uploadGateLink")} →
        </Link>
      )}
    </p>
  );
}
