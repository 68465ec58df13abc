"use client";
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { interestLabel, type TargetingPackage } from "@/lib/domain/targeting/targeting-package";
import { toggleEntry } from "@/lib/domain/targeting/creator-form";
import type { GeneratedInsights, SizedFields } from "@/lib/client/targeting/generated-record";
import { size } from "./labels";
import { PlanEstimateView } from "./plan-estimate-view";
import { useCountryLabel, useLanguageLabel } from "@/lib/client/targeting/reference-names";

const TOGGLABLE = ["keywords", "hashtags", "interests", "conversation_topics", "movies_tv_shows", "handles"] as const;
type Entry = { label?: string; handle?: string; deselected?: boolean } & SizedFields;

/** The generated package: each list's entries with their sizes, selectable; the whole package's size. */
export function PackageView({ pkg, insights, onChange }: { pkg: TargetingPackage; insights: GeneratedInsights | null; onChange: (pkg: TargetingPackage) => void }) {
  const t = useTranslations("creator");
  const country = useCountryLabel();
  const language = useLanguageLabel();
  return (
    <div className="flex flex-col gap-4" data-testid="creator-package">
      {insights ? (
        <div className="grid gap-4 md:grid-cols-2">
          <Card padding="md" className="gap-1">
            <p className="text-sm text-muted-foreground">{t("result.size")}</p>
            <p className="text-3xl font-semibold tracking-tight" data-testid="creator-size">
              {size(insights.audience_size.estimate)}
            </p>
            <p className="text-sm">
              {t("result.range", { min: size(insights.audience_size.min), max: size(insights.audience_size.max) })} · {t("result.bucket", { bucket: insights.audience_size.bucket })}
            </p>
            <p className="text-xs text-muted-foreground" data-testid="creator-matched">
              {t("result.matched", { matched: insights.matched_accounts, corpus: insights.corpus_accounts, package: insights.package_accounts })}
            </p>
            <p className="text-xs text-muted-foreground" data-testid="creator-method">
              {t("result.method", { users: size(insights.platform_users) })}
            </p>
          </Card>
          {insights.plan ? <PlanEstimateView plan={insights.plan} /> : null}
        </div>
      ) : null}
      <p className="text-xs text-muted-foreground">{t("result.toggleHint")}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {TOGGLABLE.map((list) => {
          const entries = (pkg[list] ?? []) as Entry[];
          return (
            <section key={list} aria-label={t(`lists.${list}`)} data-testid={`creator-list-${list}`} className="rounded-xl border border-border bg-card p-4">
              <h3 className="mb-2 text-sm font-semibold">{t(`lists.${list}`)}</h3>
              {entries.length ? (
                <ul className="flex flex-wrap gap-1.5">
                  {entries.map((e, i) => {
                    const name = list === "handles" ? `@${e.handle}` : list === "interests" ? interestLabel(e.label ?? "") : (e.label ?? "");
                    return (
                      <li key={`${name}-${i}`}>
                        <label className="flex cursor-pointer items-center gap-1.5 rounded-full border border-border px-2.5 py-1 text-[13px] has-[:checked]:border-primary/40 has-[:checked]:bg-primary/10">
                          <input type="checkbox" checked={!e.deselected} onChange={() => onChange(toggleEntry(pkg, list, i))} className="accent-[var(--color-primary)]" />
                          <span>{name}</span>
                          {e.size !== undefined ? <span className="text-xs text-muted-foreground">{t("result.itemSize", { size: size(e.size) })}</span> : null}
                        </label>
                      </li>
                    );
                  })}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">{t("result.empty")}</p>
              )}
            </section>
          );
        })}
        <section aria-label={t("lists.languages")} data-testid="creator-list-languages" className="rounded-xl border border-border bg-card p-4">
          <h3 className="mb-2 text-sm font-semibold">{t("lists.languages")}</h3>
          <p className="text-sm">{(pkg.languages ?? []).map((l) => language(l.label)).join(", ") || t("result.empty")}</p>
        </section>
        <section aria-label={t("lists.locations")} data-testid="creator-list-locations" className="rounded-xl border border-border bg-card p-4">
          <h3 className="mb-2 text-sm font-semibold">{t("lists.locations")}</h3>
          <p className="text-sm">{(Array.isArray(pkg.locations) ? pkg.locations : Object.values(pkg.locations ?? {})).map((l) => country(typeof l === "string" ? l : (l.label ?? l.name ?? ""))).join(", ") || t("result.empty")}</p>
        </section>
      </div>
    </div>
  );
}
