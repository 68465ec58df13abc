"use client";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/client/toasts";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { useUpdateMeMutation } from "@/lib/client/queries/user";
import { updateMeSchema, type Me } from "@/lib/schemas/user";
import { Button, ErrorNote, Panel, TextField } from "./parts";

export function ProfilePanel({ me }: { me: Me }) {
  const t = useTranslations("account");
  const save = useUpdateMeMutation();
  const { form, serverErrors } = useZodForm(updateMeSchema, { defaultValues: { first_name: me.first_name, last_name: me.last_name } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      toast.success(t("saved"));
    } catch (e) {
      if (!serverErrors(e)) toast.error((e as Error).message);
    }
  });
  return (
    <Panel title={t("profileTitle")} testId="profile">
      <form noValidate className="space-y-3" onSubmit={submit}>
        <TextField id="profile-email" label={t("emailLabel")} value={me.email ?? ""} disabled readOnly />
        <TextField id="profile-first" label={t("firstNameLabel")} error={errors.first_name?.message} {...form.register("first_name")} />
        <TextField id="profile-last" label={t("lastNameLabel")} error={errors.last_name?.message} {...form.register("last_name")} />
        {errors.root?.server && <ErrorNote>{errors.root.server.message}</ErrorNote>}
        <Button type="submit" busy={save.isPending}>
          {t("save")}
        </Button>
      </form>
    </Panel>
  );
}
