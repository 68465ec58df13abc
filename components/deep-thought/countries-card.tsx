"use client";
import { useTranslations } from "next-intl";
import { Loading } from "@/components/auth/parts";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useErrorToast } from "@/lib/client/queries/use-error-toast";
import { useTopCountriesQuery } from "@/lib/client/queries/use-top-countries-query";
import { ShareBars } from "./share-bars";
import { useDisplayNames } from "./use-display-names";
import { useNumbers } from "./use-numbers";

/** The dashboard's top countries of the followers, with the base the shares are of and how many followers it covers. */
export function CountriesCard({ account }: { account: number }) {
  const t = useTranslations("deepThought.countries");
  const f = useNumbers();
  const names = useDisplayNames();
  const query = useTopCountriesQuery(account);
  useErrorToast(query.error);
  const d = query.data;
  return (
    <Card data-testid="top-countries">
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {!d ? (
          <Loading />
        ) : d.countries.length ? (
          <>
            <ShareBars rows={d.countries.map((c) => ({ label: names.country(c.country, c.code), count: c.followers }))} base={d.base} />
            <p className="text-xs text-muted-foreground" data-testid="countries-base">
              {t("base", { base: f.count(d.base), followers: f.count(d.followers), coverage: f.percent(d.coverage) })}
            </p>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{t("none")}</p>
        )}
      </CardContent>
    </Card>
  );
}
