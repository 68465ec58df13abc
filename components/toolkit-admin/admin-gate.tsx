"use client";
import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";
import { QueryError } from "@/components/research/query-error";
import { useFeatureAccessQuery } from "@/lib/client/queries/creators-research";

/** Shows its children to members of Toolkit_admin only (the server refuses everyone else with a 403 too). */
export function AdminGate({ children }: { children: React.ReactNode }) {
  const t = useTranslations("toolkitAdmin.notAdmin");
  const access = useFeatureAccessQuery();
  if (access.isPending) return <Spinner size="sm" />;
  if (access.isError) return <QueryError error={access.error} />;
  if (access.data.toolkit_admin) return <>{children}</>;
  return (
    <section className="max-w-2xl rounded-xl border border-border bg-card p-6" data-testid="not-admin">
      <h2 className="font-semibold">{t("title")}</h2>
      <p className="mt-2 text-muted-foreground">{t("body")}</p>
    </section>
  );
}
