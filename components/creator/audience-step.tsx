"use client";
import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { TextInput } from "@/components/ui/text-input";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { CreatorForm } from "@/lib/domain/targeting/creator-form";
import { ChoiceGroup } from "./choice-group";

type Props = { form: CreatorForm; set: (patch: Partial<CreatorForm>) => void; errors: { description?: string; keyword_groups?: string; handles?: string } };

/** Step 1: how to create the audience, its description or keyword groups, exclusions and handles. */
export function AudienceStep({ form, set, errors }: Props) {
  const t = useTranslations("creator");
  const setGroup = (i: number, text: string) => set({ keywordGroups: form.keywordGroups.map((g, j) => (j === i ? text : g)) });
  return (
    <div className="flex flex-col gap-5">
      <ChoiceGroup
        label={t("how.label")}
        name="creator-how"
        value={form.how}
        onChange={(how) => set({ how: how as CreatorForm["how"] })}
        options={[
          { value: "description", label: t("how.description") },
          { value: "keywords", label: t("how.keywords") },
        ]}
      />
      {form.how === "description" ? (
        <Field label={t("description.label")} hint={t("description.hint")} error={errors.description} id="creator-description" required>
          <textarea
            id="creator-description"
            rows={3}
            value={form.description}
            placeholder={t("description.placeholder")}
            aria-invalid={errors.description ? true : undefined}
            onChange={(e) => set({ description: e.target.value })}
            className="w-full rounded-lg border border-border bg-card px-3 py-2 text-sm text-foreground shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 aria-invalid:border-danger"
          />
        </Field>
      ) : (
        <div className="flex flex-col gap-3">
          {form.keywordGroups.map((g, i) => (
            <div key={i} className="flex items-end gap-2">
              <Field label={t("groups.label", { n: i + 1 })} hint={i === 0 ? t("groups.hint") : undefined} error={i === 0 ? errors.keyword_groups : undefined} className="flex-1">
                <TextInput value={g} onChange={(e) => setGroup(i, e.target.value)} />
              </Field>
              {form.keywordGroups.length > 1 ? (
                <Button variant="ghost" size="icon" aria-label={t("groups.remove", { n: i + 1 })} onClick={() => set({ keywordGroups: form.keywordGroups.filter((_, j) => j !== i) })}>
                  <Icon name="close" size="sm" />
                </Button>
              ) : null}
            </div>
          ))}
          <Button variant="outline" size="sm" className="self-start" onClick={() => set({ keywordGroups: [...form.keywordGroups, ""] })}>
            <Icon name="add" size="sm" />
            {t("groups.add")}
          </Button>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("excluded.label")} hint={t("excluded.hint")}>
          <TextInput value={form.excludedKeywords} onChange={(e) => set({ excludedKeywords: e.target.value })} />
        </Field>
        <Field label={t("handles.label")} hint={t("handles.hint")} error={errors.handles}>
          <TextInput value={form.handles} onChange={(e) => set({ handles: e.target.value })} />
        </Field>
      </div>
    </div>
  );
}
