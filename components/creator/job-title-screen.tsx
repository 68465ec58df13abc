"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useJobTitleSizesMutation, useJobTitlesQuery } from "@/lib/client/queries/generation";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { useMeQuery } from "@/lib/client/queries/user";
import { useCurrentTeam } from "@/lib/client/targeting/use-current-team";
import { PackageView } from "./package-view";
import { SavePanel } from "./save-panel";
import { useGeneration } from "./use-generation";
import { useExtensionBridge } from "@/lib/client/targeting/use-extension-bridge";
import { size } from "./labels";
import type { SizedFields } from "@/lib/client/targeting/generated-record";

type Sizes = { job_titles: ({ label: string } & SizedFields)[]; total: { audience_size: { estimate: number; min: number; max: number } } };

/** Job-title targeting: pick titles from the taxonomy, see their sizes, generate a package for them. */
export function JobTitleScreen({ storeUrl }: { storeUrl: string }) {
  const t = useTranslations("creator");
  const { data: me } = useMeQuery();
  const { slug: team } = useCurrentTeam(null);
  const taxonomy = useJobTitlesQuery().data ?? [];
  const [chosen, setChosen] = useState<string[]>([]);
  const estimating = useJobTitleSizesMutation<Sizes>();
  const sizes = estimating.data ?? null;
  const gen = useGeneration();
  const { bridge } = useExtensionBridge(storeUrl);
  const toggle = (title: string) => setChosen((c) => (c.includes(title) ? c.filter((x) => x !== title) : [...c, title]));
  const estimate = () => estimating.mutate(chosen, { onError: toastHttpError });
  const pkg = gen.record?.targeting_package;
  return (
    <div className="flex flex-col gap-6" data-testid="job-title">
      <p className="max-w-2xl text-sm text-muted-foreground">{t("jobTitle.intro")}</p>
      <fieldset className="grid gap-4 rounded-xl border border-border bg-card p-5 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="px-1 text-sm font-semibold">{t("jobTitle.pick")}</legend>
        {taxonomy.map((c) => (
          <div key={c.name}>
            <p className="mb-1.5 text-sm font-medium">{c.name}</p>
            <ul className="flex flex-col gap-1">
              {c.children.map((title) => (
                <li key={title}>
                  <label className="flex items-center gap-2 text-sm">
                    <input type="checkbox" checked={chosen.includes(title)} onChange={() => toggle(title)} className="accent-[var(--color-primary)]" />
                    {title}
                  </label>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" disabled={!chosen.length} pending={estimating.isPending} onClick={estimate}>
          {t("jobTitle.estimate")}
        </Button>
        <Button disabled={!chosen.length || !me} onClick={() => gen.start("/api/job-title-targeting/", { job_titles: chosen, email: me?.email ?? "", ...(team ? { team } : {}) })}>
          {t("jobTitle.generate")}
        </Button>
      </div>
      {sizes ? (
        <div className="rounded-xl border border-border bg-card p-4" data-testid="job-title-sizes">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-start text-muted-foreground">
                <th className="py-1 text-start font-medium">{t("jobTitle.title")}</th>
                <th className="py-1 text-end font-medium">{t("jobTitle.size")}</th>
              </tr>
            </thead>
            <tbody>
              {sizes.job_titles.map((j) => (
                <tr key={j.label} className="border-t border-border">
                  <td className="py-1">{j.label}</td>
                  <td className="py-1 text-end tabular-nums">{size(j.size)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-3 text-sm">{t("jobTitle.total", { size: size(sizes.total.audience_size.estimate), min: size(sizes.total.audience_size.min), max: size(sizes.total.audience_size.max) })}</p>
        </div>
      ) : null}
      {gen.loading ? (
        <p role="status" className="flex items-center gap-2 text-sm" data-testid="creator-generating">
          <Spinner size="sm" />
          {t("generating")}
        </p>
      ) : null}
      {gen.error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {gen.error}
        </p>
      ) : null}
      {pkg && gen.record ? (
        <>
          <PackageView pkg={pkg} insights={gen.record.insights} onChange={(next) => gen.setRecord({ ...gen.record!, targeting_package: next })} />
          <SavePanel team={team} pkg={pkg} size={gen.record.insights?.audience_size.estimate ?? null} description={chosen.join(", ")} countries={[]} savedLink="/my-audiences" onApply={() => bridge.current?.apply(pkg)} />
        </>
      ) : null}
    </div>
  );
}
