"use client";
import { useState } from "react";
import type { Path } from "react-hook-form";
import { useTranslations } from "next-intl";
import { Stepper } from "@/components/ui/stepper";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useMeQuery } from "@/lib/client/queries/user";
import { useCurrentTeam } from "@/lib/client/targeting/use-current-team";
import { audienceStepFilled, creatorRequest, emptyCreatorForm, type CreatorForm } from "@/lib/domain/targeting/creator-form";
import { creatorInputSchema, descriptionAnalyzerSchema } from "@/lib/schemas/generation";
import { useRequestForm } from "@/lib/client/forms/use-zod-form";
import { AudienceStep } from "./audience-step";
import { FiltersStep } from "./filters-step";
import { PlanStep } from "./plan-step";
import { ReviewStep } from "./review-step";
import { PackageView } from "./package-view";
import { SavePanel } from "./save-panel";
import { SelectField } from "@/components/ui/select-field";
import { useGeneration } from "./use-generation";
import { useExtensionBridge } from "@/lib/client/targeting/use-extension-bridge";
import { RelatedAudiences } from "@/components/saved-audiences/related-audiences";

type Props = {
  /** Where the "extension missing" alert sends people. */
  storeUrl: string;
  /** The team in the path (dashboard), or null to use the caller's recent team. */
  teamId: string | null;
  /** Where saved audiences are listed. */
  /** Where saved audiences are listed; {team} is replaced by the team slug. */
  savedLink: string;
  /** request: description only, through StandaloneDescriptionAnalyzer. */
  flavour?: "full" | "request";
};

/** The audience creator (spec §2): a stepper that generates a targeting package, then save or apply it. */
export function CreatorScreen({ teamId, savedLink, flavour = "full", storeUrl }: Props) {
  const t = useTranslations("creator");
  const { data: me } = useMeQuery();
  const { slug: team, choose: setTeam, teams = [] } = useCurrentTeam(teamId);
  const [help, setHelp] = useState(false);
  const gen = useGeneration();
  const { bridge } = useExtensionBridge(storeUrl);
  const email = me?.email ?? "";
  const describe = flavour === "request";
  const request = (f: CreatorForm) => (describe ? { description: f.description.trim(), email, ...(team ? { team } : {}) } : creatorRequest(f, email, team));
  // The steps' state is the form; the request built from it is what the schema (and the server) checks.
  const { form: stepsForm, serverErrors } = useRequestForm(describe ? descriptionAnalyzerSchema : creatorInputSchema, request, { defaultValues: emptyCreatorForm() });
  const form = stepsForm.watch() as CreatorForm;
  const set = (patch: Partial<CreatorForm>) => {
    for (const [k, v] of Object.entries(patch)) stepsForm.setValue(k as Path<CreatorForm>, v, { shouldDirty: true });
  };
  const e = stepsForm.formState.errors as Record<string, { message?: string } | undefined>;
  const fieldErrors = { description: e.description?.message, keyword_groups: e.keyword_groups?.message, handles: e.handles?.message };
  const otherErrors = [...Object.entries(e).filter(([k, v]) => !(k in fieldErrors) && v?.message).map(([, v]) => v!.message!), stepsForm.formState.errors.root?.server?.message].filter(Boolean);

  const submit = stepsForm.handleSubmit(async (values) => {
    const refused = await gen.start(describe ? "/api/external/standalone-description-analyzer/" : "/api/external/generate-native-pack/", request(values));
    if (refused) serverErrors(refused);
  });

  const audience = { key: "audience", name: t("steps.audience"), hint: t("steps.audienceHint"), filled: audienceStepFilled(form), slot: <AudienceStep form={form} set={set} errors={fieldErrors} /> };
  const steps =
    flavour === "request"
      ? [{ ...audience, slot: <AudienceStep form={{ ...form, how: "description" }} set={set} errors={fieldErrors} /> }, { key: "review", name: t("steps.review"), hint: t("steps.reviewHint"), slot: <ReviewStep form={form} /> }]
      : [
          audience,
          { key: "filters", name: t("steps.filters"), hint: t("steps.filtersHint"), slot: <FiltersStep form={form} set={set} /> },
          { key: "plan", name: t("steps.plan"), hint: t("steps.planHint"), slot: <PlanStep form={form} set={set} /> },
          { key: "review", name: t("steps.review"), hint: t("steps.reviewHint"), slot: <ReviewStep form={form} /> },
        ];
  const record = gen.record;
  const savedHref = savedLink.replace("{team}", encodeURIComponent(team ?? ""));
  const pkg = record?.targeting_package;
  const locations = pkg ? (Array.isArray(pkg.locations) ? pkg.locations : Object.values(pkg.locations ?? {})).map((l) => (typeof l === "string" ? l : (l.label ?? l.name ?? ""))) : [];

  return (
    <div className="flex flex-col gap-6" data-testid="creator">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <p className="max-w-2xl text-sm text-muted-foreground">{t("intro")}</p>
        <div className="flex items-end gap-3">
          {!teamId && teams.length > 1 ? <SelectField label={t("team.label")} value={team ?? ""} onChange={setTeam} options={teams.map((x) => ({ value: x.slug, label: x.name }))} /> : null}
          <Button variant="ghost" size="sm" aria-expanded={help} onClick={() => setHelp((h) => !h)}>
            {help ? t("help.hide") : t("help.show")}
          </Button>
        </div>
      </div>
      {help ? (
        <p className="rounded-lg border border-info/25 bg-info/8 p-3 text-sm" data-testid="creator-help">
          {t("help.text")}
        </p>
      ) : null}
      {!pkg && !gen.loading ? (
        <div className="rounded-xl border border-border bg-card p-5 shadow-sm">
          <Stepper steps={steps} label={t("stepsLabel")} submitLabel={t("generate")} onSubmit={submit} />
        </div>
      ) : null}
      {gen.loading ? (
        <div className="flex items-start gap-3 rounded-xl border border-border bg-card p-5" role="status" data-testid="creator-generating">
          <Spinner size="md" />
          <div>
            <p className="font-medium">{t("generating")}</p>
            {gen.processing ? <p className="text-sm text-muted-foreground">{t("processing")}</p> : null}
          </div>
        </div>
      ) : null}
      {!pkg && !gen.loading && otherErrors.length ? (
        <p role="alert" className="text-sm font-medium text-danger" data-testid="creator-form-error">
          {otherErrors.join(" ")}
        </p>
      ) : null}
      {gen.error ? (
        <p role="alert" className="text-sm font-medium text-danger" data-testid="creator-error">
          {gen.error}
        </p>
      ) : null}
      {pkg && record ? (
        <>
          <h2 className="text-lg font-semibold tracking-tight">{t("result.title")}</h2>
          <PackageView pkg={pkg} insights={record.insights} onChange={(next) => gen.setRecord({ ...record, targeting_package: next })} />
          <RelatedAudiences
            seeds={(pkg.handles ?? []).filter((h) => !h.deselected).map((h) => h.handle)}
            inPackage={(pkg.handles ?? []).map((h) => h.handle)}
            team={team}
            onUse={(handle) => gen.setRecord({ ...record, targeting_package: { ...pkg, handles: [...(pkg.handles ?? []), { handle, deselected: false }] } })}
            links={{ saved: savedHref }}
          />
          <SavePanel
            team={team}
            pkg={pkg}
            size={record.insights?.audience_size.estimate ?? null}
            description={form.how === "description" ? form.description.trim() : form.keywordGroups.filter(Boolean).join(" / ")}
            countries={locations}
            savedLink={savedHref}
            onApply={() => bridge.current?.apply(pkg, { countries: [] })}
          />
          <Button variant="ghost" className="self-start" onClick={gen.reset}>
            {t("again")}
          </Button>
        </>
      ) : null}
    </div>
  );
}
