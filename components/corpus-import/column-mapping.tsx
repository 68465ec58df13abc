"use client";
import { useTranslations } from "next-intl";
import type { UseFormReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { useFieldWording } from "@/lib/client/forms/field-wording";
import { MAPPABLE_FIELDS, REQUIRED_FIELDS } from "@/lib/domain/corpus/column-map";
import type { ImportForm } from "@/lib/schemas/corpus-import";

/** One select per field: which of the file's columns holds it. */
export function ColumnMapping({ form, header }: { form: UseFormReturn<ImportForm>; header: string[] }) {
  const t = useTranslations("corpusImport");
  const word = useFieldWording();
  const errors = form.formState.errors.map;
  return (
    <fieldset className="space-y-3" data-testid="import-mapping">
      <legend className="text-sm font-medium">{t("mapTitle")}</legend>
      <p className="text-xs text-muted-foreground">{t("mapHint")}</p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {MAPPABLE_FIELDS.map((field) => {
          const message = errors?.[field]?.message;
          return (
            <Field key={field} label={t(`fields.${field}`)} required={REQUIRED_FIELDS.includes(field)} error={message ? word(message) : undefined}>
              <NativeSelect {...form.register(`map.${field}`)} data-field={field}>
                <option value="">{t("noColumn")}</option>
                {header.map((h) => (
                  <option key={h} value={h.trim().toLowerCase()}>
                    {h}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          );
        })}
      </div>
    </fieldset>
  );
}
