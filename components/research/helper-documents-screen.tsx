"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useHelperDocumentDownloadMutation, useHelperDocumentsQuery } from "@/lib/client/queries/research";

/** /helper-documents: the team guides, each opened through a short-lived link. */
export function HelperDocumentsScreen() {
  const t = useTranslations("research.helperDocuments");
  const docs = useHelperDocumentsQuery();
  const open = useHelperDocumentDownloadMutation();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted-foreground">{t("lead")}</p>
      {docs.isPending && <Spinner size="sm" />}
      {docs.data?.length === 0 && <p>{t("empty")}</p>}
      <ul className="flex flex-col gap-3">
        {docs.data?.map((d) => (
          <li key={d.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-card p-5" data-testid="helper-document">
            <div>
              <h2 className="font-semibold">{d.title}</h2>
              <p className="text-sm text-muted-foreground">{d.summary}</p>
            </div>
            <Button variant="outline" onClick={async () => window.location.assign((await open.mutateAsync(d.id)).url)}>
              {t("download")}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
