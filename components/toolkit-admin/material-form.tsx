"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useFieldControl } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { TextInput } from "@/components/ui/text-input";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { toast } from "@/lib/client/toasts";
import type { UploadProgress } from "@/lib/client/http/upload";
import { useSaveMaterialMutation, useUpdateMaterialDetailsMutation } from "@/lib/client/queries/marketing-materials";
import { AGENCY_IDS, CONTENT_TYPES } from "@/lib/domain/marketing-materials";
import { MATERIAL_FILE_TYPES } from "@/lib/domain/material-files";
import { LOCALES } from "@/lib/domain/locale";
import { HttpError } from "@/lib/domain/http-errors";
import { detailsOfForm, materialAdminFormSchema, type AdminMaterialView, type MaterialAdminForm } from "@/lib/schemas/marketing-materials";

const EMPTY: MaterialAdminForm = { slug: "", content_type: "one-pager", title: "", summary: "", language: "en", agencies: [], country_id: "" };

const valuesOf = (m: AdminMaterialView): MaterialAdminForm => ({
  slug: m.slug,
  content_type: m.content_type as MaterialAdminForm["content_type"],
  title: m.title,
  summary: m.summary,
  language: m.language as MaterialAdminForm["language"],
  agencies: m.agencies as MaterialAdminForm["agencies"],
  country_id: m.country_id === null ? "" : String(m.country_id),
});

/**
 * Adds a material (its file required), or edits one: its details alone, the file kept, or with a new
 * file as well. Details are checked by the shared schema; a file is sent with progress.
 */
export function MaterialForm({ material, onDone }: { material: AdminMaterialView | null; onDone: () => void }) {
  const t = useTranslations("toolkitAdmin.materials.form");
  const tm = useTranslations("materials");
  const saved = useTranslations("toolkitAdmin.materials");
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const save = useSaveMaterialMutation();
  const update = useUpdateMaterialDetailsMutation();
  const { form, serverErrors } = useZodForm(materialAdminFormSchema, { defaultValues: material ? valuesOf(material) : EMPTY });
  const errors = form.formState.errors;
  const pending = save.isPending || update.isPending;
  const failed = (error: unknown) => {
    const fileProblem = error instanceof HttpError ? (error.response as { file?: string[] } | null)?.file?.[0] : undefined;
    if (fileProblem) setFileError(fileProblem);
    else if (!serverErrors(error)) toast.error((error as Error).message);
  };
  const submit = form.handleSubmit(
    async (values) => {
      if (!file && !material) return setFileError(t("fileRequired"));
      try {
        // An edit saves the details first (a new address name included); a new file then goes to that address.
        const slug = material ? (await update.mutateAsync({ slug: material.slug, details: detailsOfForm(values) })).slug : values.slug;
        if (file) await save.mutateAsync({ form: { ...values, slug }, file, onProgress: setProgress });
        toast.success(saved("saved", { title: values.title }));
        onDone();
      } catch (error) {
        failed(error);
      }
    },
    () => !file && !material && setFileError(t("fileRequired")),
  );
  const percent = progress?.fraction == null ? null : Math.round(progress.fraction * 100);
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4 rounded-xl border border-border bg-card p-6" aria-labelledby="material-form-title" data-testid="material-form">
      <h2 id="material-form-title" className="text-lg font-semibold">
        {material ? t("editTitle", { title: material.title }) : t("addTitle")}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <Field label={t("title")} error={errors.title?.message} required>
          <TextInput {...form.register("title")} />
        </Field>
        <Field label={t("slug")} hint={t("slugHint")} error={errors.slug?.message} required>
          <TextInput {...form.register("slug")} />
        </Field>
        <Field label={t("type")} error={errors.content_type?.message} required>
          <NativeSelect {...form.register("content_type")}>
            {CONTENT_TYPES.map((c) => (
              <option key={c} value={c}>{tm(`types.${c}`)}</option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t("language")} error={errors.language?.message}>
          <NativeSelect {...form.register("language")}>
            {LOCALES.map((l) => (
              <option key={l} value={l}>{tm(`languages.${l}`)}</option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t("summary")} error={errors.summary?.message} className="md:col-span-2">
          <TextInput {...form.register("summary")} />
        </Field>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t("agencies")}</legend>
          <p className="text-xs text-muted-foreground">{t("agenciesHint")}</p>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {AGENCY_IDS.map((a) => (
              <label key={a} className="flex items-center gap-2 text-sm">
                <input type="checkbox" value={a} className="size-4 accent-primary" {...form.register("agencies")} />
                {a}
              </label>
            ))}
          </div>
        </fieldset>
        <Field label={t("countryId")} hint={t("countryHint")} error={errors.country_id?.message}>
          <TextInput inputMode="numeric" {...form.register("country_id")} />
        </Field>
        <Field
          label={t("file")}
          hint={material ? `${t("fileHint")} ${t("keepFileHint", { fileName: material.file_name })}` : t("fileHint")}
          error={fileError ?? undefined}
          required={!material}
          className="md:col-span-2"
        >
          <FileInput accept={MATERIAL_FILE_TYPES.join(",")} onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setFileError(null);
            }}
          />
        </Field>
      </div>
      {errors.root?.server && (
        <p role="alert" className="text-danger">
          {errors.root.server.message}
        </p>
      )}
      {save.isPending && percent !== null && (
        <div className="flex items-center gap-3 text-sm" data-testid="upload-progress">
          <progress max={100} value={percent} className="h-2 w-64" aria-label={t("progress", { percent })} />
          <span>{t("progress", { percent })}</span>
        </div>
      )}
      <div className="flex gap-2">
        <Button type="submit" pending={pending}>
          {pending ? (file ? t("saving") : t("savingDetails")) : file || !material ? t("save") : t("saveDetails")}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}

/** A file chooser inside a Field: takes the Field's id, description and validity. */
function FileInput(props: React.ComponentProps<"input">) {
  const field = useFieldControl();
  return (
    <input
      type="file"
      id={field?.id}
      aria-describedby={field?.describedBy}
      aria-invalid={field?.invalid || undefined}
      className="text-sm file:me-3 file:rounded-md file:border file:border-border file:bg-muted file:px-3 file:py-1.5"
      {...props}
    />
  );
}
