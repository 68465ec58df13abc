"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { TextInput } from "@/components/ui/text-input";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { toast } from "@/lib/client/toasts";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { useRenameAudienceMutation } from "@/lib/client/queries/audiences";
import type { SavedAudience } from "@/lib/client/targeting/saved-audiences";
import { audienceNameSchema } from "@/lib/schemas/targeting";

/** Renames a saved audience. */
export function RenameDialog({ audience, onClose }: { audience: SavedAudience; onClose: () => void }) {
  const t = useTranslations("savedAudiences");
  const rename = useRenameAudienceMutation(audience.id);
  const { form, serverErrors } = useZodForm(audienceNameSchema, { defaultValues: { name: audience.name } });
  const name = form.watch("name") ?? "";
  const submit = form.handleSubmit(async (body) => {
    try {
      await rename.mutateAsync(body.name);
      toast.success(t("renamed"));
      onClose();
    } catch (e) {
      if (!serverErrors(e)) toastHttpError(e);
    }
  });
  const error = form.formState.errors.name?.message ?? form.formState.errors.root?.server?.message;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("renameTitle")}</DialogTitle>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="space-y-4">
          <Field label={t("nameLabel")} required error={error}>
            <TextInput maxLength={255} autoFocus {...form.register("name")} />
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button type="submit" pending={rename.isPending} disabled={!name.trim() || name.trim() === audience.name}>
              {t("save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
