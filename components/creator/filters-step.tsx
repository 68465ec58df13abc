"use client";
import { useTranslations } from "next-intl";
import { Chip } from "@/components/ui/chip";
import { useAudienceRegionsQuery } from "@/lib/client/queries/reference";
import { useCountryLabel } from "@/lib/client/targeting/reference-names";
import { REGIONS_BY_COUNTRY } from "@/lib/domain/targeting/regions";
import { AGES, GENDER_PICKER } from "@/lib/domain/targeting/options";
import type { CreatorForm } from "@/lib/domain/targeting/creator-form";
import { SelectField } from "@/components/ui/select-field";
import { ChoiceGroup } from "./choice-group";
import { useAgeLabel } from "./labels";

type Props = { form: CreatorForm; set: (patch: Partial<CreatorForm>) => void };

/** Step 2: regions (and states of single-country regions that have them), gender, age and order. */
export function FiltersStep({ form, set }: Props) {
  const t = useTranslations("creator");
  const ageLabel = useAgeLabel();
  const country = useCountryLabel();
  const regions = useAudienceRegionsQuery().data ?? [];
  const chosen = regions.filter((r) => form.regions.includes(r.value));
  const stateOptions = chosen.flatMap((r) => (r.single ? (REGIONS_BY_COUNTRY[r.countryCodes[0]] ?? []) : []));
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <SelectField
          label={t("regions.label")}
          testId="creator-region"
          value=""
          onChange={(v) => v && !form.regions.includes(v) && set({ regions: [...form.regions, v] })}
          options={[{ value: "", label: t("regions.placeholder") }, ...regions.filter((r) => r.selectable && !form.regions.includes(r.value)).map((r) => ({ value: r.value, label: country(r.label) }))]}
        />
        <div className="flex flex-wrap gap-1.5" data-testid="creator-regions">
          {form.regions.length ? (
            form.regions.map((r) => (
              <Chip key={r} tone="primary" onRemove={() => set({ regions: form.regions.filter((x) => x !== r), states: [] })} removeLabel={t("regions.remove", { name: country(r) })}>
                {country(r)}
              </Chip>
            ))
          ) : (
            <span className="text-sm text-muted-foreground">{t("regions.none")}</span>
          )}
        </div>
      </div>
      {stateOptions.length ? (
        <div className="flex flex-col gap-2">
          <SelectField
            label={t("states.label")}
            value=""
            onChange={(v) => v && !form.states.includes(v) && set({ states: [...form.states, v] })}
            options={[{ value: "", label: t("states.placeholder") }, ...stateOptions.filter((s) => !form.states.includes(s)).map((s) => ({ value: s, label: s }))]}
          />
          <div className="flex flex-wrap gap-1.5">
            {form.states.map((s) => (
              <Chip key={s} onRemove={() => set({ states: form.states.filter((x) => x !== s) })} removeLabel={t("regions.remove", { name: s })}>
                {s}
              </Chip>
            ))}
          </div>
        </div>
      ) : null}
      <ChoiceGroup label={t("gender.label")} name="creator-gender" value={form.gender} onChange={(gender) => set({ gender })} options={GENDER_PICKER.map((o) => ({ value: o.value, label: t(`genders.${o.value as "ANY" | "FEMALE" | "MALE"}`) }))} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t("age.label")} value={form.age} onChange={(age) => set({ age })} options={AGES.map((o) => ({ value: o.value, label: ageLabel(o.value) }))} />
        <SelectField
          label={t("order.label")}
          value={form.order}
          onChange={(order) => set({ order: order as CreatorForm["order"] })}
          options={(["balanced", "relevance", "reach"] as const).map((o) => ({ value: o, label: t(`order.${o}`) }))}
        />
      </div>
    </div>
  );
}
