"use client";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/client/toasts";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { useUpdateTeamMutation } from "@/lib/client/queries/teams";
import { billingDetailsSchema, hasBillingDetails, type TeamDetail } from "@/lib/schemas/team";
import { Button, ErrorNote, Panel, TextField } from "@/components/auth/parts";

/** Invoice e-mail, country and name; "present" only when all three are set. */
export function BillingPanel({ team }: { team: TeamDetail }) {
  const t = useTranslations("teams");
  const admin = team.level === "admin";
  const save = useUpdateTeamMutation(team.slug);
  const { form, serverErrors } = useZodForm(billingDetailsSchema, {
    defaultValues: { invoice_email: team.invoice_email ?? "", country: team.country ?? "", invoice_name: team.invoice_name ?? "" },
  });
  const { errors } = form.formState;
  const present = hasBillingDetails(team);
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      toast.success(t("saved"));
    } catch (e) {
      if (!serverErrors(e)) toast.error((e as Error).message);
    }
  });
  return (
    <Panel title={t("billingTitle")} testId="billing">
      <p className={`mb-4 rounded-md px-3 py-2 text-sm ${present ? "bg-success/10 text-success" : "bg-warn/10 text-warn"}`} data-testid="billing-status">
        {present ? t("billingPresent") : t("billingMissing")}
      </p>
      <form noValidate className="space-y-3" onSubmit={submit}>
        <TextField id="billing-email" type="email" label={t("invoiceEmailLabel")} disabled={!admin} error={errors.invoice_email?.message} {...form.register("invoice_email")} />
        <TextField id="billing-country" label={t("countryLabel")} disabled={!admin} error={errors.country?.message} {...form.register("country")} />
        <TextField id="billing-name" label={t("invoiceNameLabel")} disabled={!admin} error={errors.invoice_name?.message} {...form.register("invoice_name")} />
        {errors.root?.server && <ErrorNote>{errors.root.server.message}</ErrorNote>}
        {admin && (
          <Button type="submit" busy={save.isPending}>
            {t("save")}
          </Button>
        )}
      </form>
    </Panel>
  );
}
