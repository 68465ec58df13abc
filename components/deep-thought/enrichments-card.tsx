"use client";
import { useTranslations } from "next-intl";
import { Loading } from "@/components/auth/parts";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useEnrichmentsQuery } from "@/lib/client/queries/use-enrichments-query";
import { useErrorToast } from "@/lib/client/queries/use-error-toast";
import { ShareBars } from "./share-bars";
import { useDisplayNames } from "./use-display-names";
import { useNumbers } from "./use-numbers";

/** The dashboard's followers by inferred gender, age group and job category, each with the base it is known for. */
export function EnrichmentsCard({ account }: { account: number }) {
  const t = useTranslations("deepThought.enrichments");
  const f = useNumbers();
  const names = useDisplayNames();
  const query = useEnrichmentsQuery(account);
  useErrorToast(query.error);
  const d = query.data;
  return (
    <Card data-testid="enrichments">
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
      </CardHeader>
      <CardContent>
        {!d ? (
          <Loading />
        ) : (
          <div className="grid gap-6 md:grid-cols-3">
            {d.fields.map((field) => (
              <section key={field.field} className="space-y-2" data-field={field.field}>
                <h3 className="text-sm font-medium">{t(`fields.${field.field}`)}</h3>
                {field.values.length ? <ShareBars rows={field.values.map((v) => ({ label: names.inferred(field.field, v.value), count: v.followers }))} base={field.base} max={8} /> : <p className="text-sm text-muted-foreground">{t("none")}</p>}
                <p className="text-xs text-muted-foreground">{t("base", { base: f.count(field.base), followers: f.count(d.followers), coverage: f.percent(field.coverage) })}</p>
              </section>
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
