"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";
import { useFeatureAccessQuery } from "@/lib/client/queries/creators-research";
import type { AllowListedFeature } from "@/lib/domain/access/feature-access";
import { QueryError } from "./query-error";

/** Shows its children only to signed-in users on the feature's allow-list (spec §6); others are told how to ask for access. */
export function FeatureGate({ feature, children }: { feature: AllowListedFeature; children: React.ReactNode }) {
  const t = useTranslations("research.gate");
  const access = useFeatureAccessQuery();
  if (access.isPending) return <Spinner size="sm" />;
  if (access.isError) return <QueryError error={access.error} />;
  if (access.data[feature]) return <>{children}</>;
  return (
    <section className="max-w-2xl rounded-xl border border-border bg-card p-6" data-testid="feature-gate">
      <h2 className="font-semibold">{t("title")}</h2>
      <p className="mt-2 text-muted-foreground">{t("body")}</p>
      <Link href="/request-access" className="mt-4 inline-block font-medium text-primary hover:underline">
        {t("request")} →
      </Link>
    </section>
  );
}
