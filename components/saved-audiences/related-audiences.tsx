"use client";
import { useCallback, useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { HttpError } from "@/lib/domain/http-errors";
import { useRecordRelatedUseMutation, useRelatedAudiencesQuery, useUsageCheckQuery } from "@/lib/client/queries/audience-usages";
import { useErrorToast } from "@/lib/client/queries/use-error-toast";
import type { UsageCheck } from "@/lib/client/targeting/audience-usages";
import { SuggestionPrompt, type SuggestionLinks } from "./suggestion-prompt";
import { handleKey } from "@/lib/domain/handles";

type Props = {
  /** Handles of the package to find related audiences for (the first is the default). */
  seeds: string[];
  /** Handles already in the package, which cannot be added again. */
  inPackage: string[];
  team: string | null;
  /** Adds a related audience's account to the package as a follower look-alike handle. */
  onUse: (handle: string) => Promise<void> | void;
  links: SuggestionLinks;
};

const SHOWN = 10;

/** Related audiences (accounts whose followers overlap most with a seed's), each addable; every use counts toward the suggestion prompt. */
export function RelatedAudiences({ seeds, inPackage, team, onUse, links }: Props) {
  const t = useTranslations("savedAudiences.related");
  const [seed, setSeed] = useState(seeds[0] ?? "");
  const [prompt, setPrompt] = useState<UsageCheck | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const [all, setAll] = useState(false);
  const current = seeds.includes(seed) ? seed : (seeds[0] ?? "");
  const { data: usage, error: usageError } = useUsageCheckQuery();
  useErrorToast(usageError);
  const { mutateAsync: recordUse } = useRecordRelatedUseMutation();
  const found = useRelatedAudiencesQuery(current, team);
  // A handle missing from the data just has no related audiences: the panel says so.
  const missing = found.error instanceof HttpError && found.error.status === 404;
  const related = found.data ? found.data.audience_configs : found.error ? [] : null;
  useEffect(() => {
    if (found.error && !missing) toastHttpError(found.error);
  }, [found.error, missing]);

  const use = useCallback(
    async (handle: string) => {
      setAdding(handle);
      try {
        await onUse(handle);
        const next = await recordUse();
        if (next.prompt) setPrompt(next);
      } catch (error) {
        toastHttpError(error);
      } finally {
        setAdding(null);
      }
    },
    [onUse, recordUse],
  );

  if (!seeds.length) return null;
  const taken = new Set(inPackage.map(handleKey));
  return (
    <Card data-testid="related-audiences">
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <p className="text-sm text-muted-foreground">{t("hint")}</p>
      </CardHeader>
      <CardContent className="space-y-3">
        {seeds.length > 1 ? <SelectField look="filter" label={t("seed")} value={current} onChange={setSeed} options={seeds.map((s) => ({ value: s, label: `@${s}` }))} testId="related-seed" /> : null}
        {related === null ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Spinner size="sm" /> {t("loading", { handle: current })}
          </p>
        ) : related.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("none", { handle: current })}</p>
        ) : (
          <ul className="divide-y divide-border">
            {(all ? related : related.slice(0, SHOWN)).map((r) => {
              const added = taken.has(handleKey(r.handle));
              return (
                <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <span>
                    <span className="font-medium">{t("followersOf", { handle: r.handle })}</span>
                    <span className="ms-2 text-muted-foreground">{t("overlap", { shared: r.shared_followers, percent: Math.round(r.jaccard * 1000) / 10 })}</span>
                  </span>
                  <Button size="sm" variant={added ? "ghost" : "outline"} disabled={added || adding !== null} pending={adding === r.handle} onClick={() => use(r.handle)} aria-label={added ? undefined : t("addLabel", { handle: r.handle })}>
                    {added ? t("added") : t("add")}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {related && related.length > SHOWN && !all ? (
          <Button variant="link" size="sm" onClick={() => setAll(true)}>
            {t("showAll", { count: related.length })}
          </Button>
        ) : null}
        {usage ? (
          <p className="text-xs text-muted-foreground" data-testid="related-uses">
            {t("uses", { uses: usage.related_uses })}
          </p>
        ) : null}
      </CardContent>
      {prompt ? <SuggestionPrompt usage={prompt} links={links} onClose={() => setPrompt(null)} /> : null}
    </Card>
  );
}
