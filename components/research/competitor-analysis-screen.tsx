"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { useSuggestCompetitorsQuery } from "@/lib/client/queries/competitors";
import { CompetitorComparison } from "./competitor-comparison";
import { HandleForm } from "./handle-form";
import { PackageLink } from "./package-link";
import { QueryError } from "./query-error";

const PRESELECTED = 3;
const nf = (n: number) => n.toLocaleString();

/** /competitor-analysis: a handle in, competitors suggested by audience overlap, then the chosen ones side by side. */
export function CompetitorAnalysisScreen() {
  const t = useTranslations("research.competitors");
  const [handle, setHandle] = useState<string | null>(null);
  // The user's picks for the answer on screen; until they pick, its top competitors are chosen.
  const [picks, setPicks] = useState<{ for: string; handles: string[] } | null>(null);
  const [compared, setCompared] = useState<string[]>([]);
  const suggestions = useSuggestCompetitorsQuery(handle);
  const submit = (h: string) => {
    setHandle(h);
    setCompared([]);
  };
  const data = suggestions.data;

  const chosen = !data ? [] : picks?.for === data.handle ? picks.handles : data.competitors.slice(0, PRESELECTED).map((c) => c.handle);
  const toggle = (h: string, on: boolean) => data && setPicks({ for: data.handle, handles: on ? [...chosen, h] : chosen.filter((x) => x !== h) });
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-3xl text-muted-foreground">{t("lead")}</p>
      <HandleForm label={t("handle")} action={suggestions.isFetching ? t("running") : t("run")} busy={suggestions.isFetching} onSubmit={submit} />
      <QueryError error={suggestions.error} />
      {data && (
        <section className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5" aria-labelledby="suggested-heading" data-testid="competitor-suggestions">
          <h2 id="suggested-heading" className="font-semibold">
            {t("suggested", { handle: data.handle })}
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="competitors-base">
            {t("base", { analysed: nf(data.analysed), population: nf(data.population), handle: data.handle, sampled: data.analysed < data.population ? "yes" : "no" })}
          </p>
          {!data.competitors.length && <p>{t("none")}</p>}
          <ul className="flex flex-col divide-y divide-border">
            {data.competitors.map((c) => (
              <li key={c.handle} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2" data-testid="competitor">
                <Field label={`@${c.handle}`} layout="inline" className="min-w-48">
                  <Checkbox checked={chosen.includes(c.handle)} onCheckedChange={(v) => toggle(c.handle, v === true)} />
                </Field>
                <span className="text-sm" data-testid="competitor-share">
                  {t("share", { share: c.share, shared: nf(c.shared) })}
                  {c.margin > 0 && ` ${t("margin", { margin: c.margin })}`}
                </span>
                <span className="text-sm text-muted-foreground">{t("followers", { count: nf(c.followers) })}</span>
                {c.shared_topics.length > 0 && <span className="text-xs text-muted-foreground">{t("sharedTopics", { topics: c.shared_topics.map((x) => `#${x}`).join(" ") })}</span>}
                <span className="ms-auto">
                  <PackageLink handle={c.handle} label={t("package")} />
                </span>
              </li>
            ))}
          </ul>
          <div>
            <Button variant="outline" disabled={!chosen.length} onClick={() => setCompared([data.handle, ...chosen])}>
              {t("compare", { count: chosen.length + 1 })}
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">{t("method", { method: data.method })}</p>
        </section>
      )}
      {compared.length > 1 && <CompetitorComparison handles={compared} />}
    </div>
  );
}
