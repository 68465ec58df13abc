"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { TextInput } from "@/components/ui/text-input";
import { SavedNotice } from "@/components/ui/saved-notice";
import { toast } from "@/lib/client/toasts";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { useSaveGeneratedMutation } from "@/lib/client/queries/generation";
import { savablePackage } from "@/lib/domain/targeting/creator-form";
import type { TargetingPackage } from "@/lib/domain/targeting/targeting-package";
import { audienceNameSchema } from "@/lib/schemas/targeting";

const SUCCESS_TIMEOUT_MS = 10_000;

/** Saves the package as an audience config of the team (spec §8: success message with a link, 10 s). */
export function SavePanel({ team, pkg, size, description, countries, savedLink, onApply }: { team: string | null; pkg: TargetingPackage; size: number | null; description: string; countries: string[]; savedLink: string; onApply: () => unknown }) {
  const t = useTranslations("creator");
  const save = useSaveGeneratedMutation();
  const { form, serverErrors } = useZodForm(audienceNameSchema, { defaultValues: { name: description.slice(0, 80) } });
  const name = form.watch("name") ?? "";
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await save.mutateAsync({ team, name, size, description, countries, targeting_package: savablePackage(pkg), query_type: "audience_builder" });
      toast.success(t("save.saved"), { timeout: SUCCESS_TIMEOUT_MS });
    } catch (e) {
      if (!serverErrors(e)) form.setError("name", { type: "server", message: (e as Error).message });
    }
  });
  const error = form.formState.errors.name?.message ?? form.formState.errors.root?.server?.message;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4" data-testid="creator-save">
      {team ? (
        <form noValidate className="flex flex-wrap items-end gap-3" onSubmit={submit}>
          <Field label={t("save.name")} error={error} className="min-w-64 flex-1">
            <TextInput maxLength={255} {...form.register("name")} />
          </Field>
          <Button type="submit" pending={save.isPending} disabled={!name.trim()}>
            {t("save.button")}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-muted-foreground">{t("save.noTeam")}</p>
      )}
      {save.isSuccess ? <SavedNotice text={t("save.saved")} linkText={t("save.link")} href={savedLink} /> : null}
      <Button variant="outline" className="self-start" onClick={onApply}>
        {t("apply.button")}
      </Button>
    </div>
  );
}
