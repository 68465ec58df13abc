"use client";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useVerifyToolkitRequestQuery } from "@/lib/client/queries/toolkit-requests";

/** Opens the e-mailed link: confirms the address and says what happens next. */
export function RequestVerification() {
  const t = useTranslations("requests.verification");
  const token = useSearchParams().get("token");
  const verify = useVerifyToolkitRequestQuery(token);
  if (!token) return <p className="text-muted-foreground">{t("missing")}</p>;
  if (verify.isPending) return <p role="status">{t("checking")}</p>;
  if (verify.isError)
    return (
      <div role="alert" className="flex flex-col gap-3">
        <p className="text-danger">{t("invalid")}</p>
        <Link href="/request-access" className="text-sm font-medium text-primary hover:underline">
          {t("again")}
        </Link>
      </div>
    );
  const done = verify.data;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-card p-6" data-testid="request-verified">
      <p className="text-lg font-semibold">{t("verified")}</p>
      <p className="text-muted-foreground">{done.kind === "access" ? t("verifiedAccess") : t("verifiedDownload")}</p>
      {done.download_url && (
        <a href={done.download_url} className="font-medium text-primary hover:underline" download>
          {t("downloadLink", { title: done.title })}
        </a>
      )}
    </div>
  );
}
