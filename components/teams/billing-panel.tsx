"use client";
import { useTranslations } from "next-intl";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { useSaveBillingDetails } from "@/lib/client/queries/team-billing-mutations";
import { toast } from "@/lib/client/toasts";
import { billingDetailsSchema, hasBillingDetails, type TeamDetail } from "@/lib/schemas/team";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { TextInput } from "@/components/ui/text-input";
import { ErrorNote, Panel } from "@/components/auth/parts";

/** Invoice e-mail, country and name (§5); "present" only when all three are set. Admins edit, members read. */
export function BillingPanel({ team }: { team: TeamDetail }) {
  const t = useTranslations("teams");
  const admin = team.level === "admin";
  const save = useSaveBillingDetails(team.slug);
  const { form, serverErrors } = useZodForm(billingDetailsSchema, {
    values: { invoice_email: team.invoice_email ?? "", country: team.country ?? "", invoice_name: team.invoice_name ?? "" },
  });
  const { errors } = form.formState;
  const present = hasBillingDetails(team);
  const submit = form.handleSubmit(async (details) => {
    try {
      await save.mutateAsync(details);
      toast.success(t("saved"));
    } catch (e) {
      if (!serverErrors(e)) toastHttpError(e);
    }
  });
  return (
    <Panel title={t("billingTitle")} testId="billing">
      <p className={`mb-4 rounded-md px-3 py-2 text-sm ${present ? "bg-success/10 text-success" : "bg-warn/10 text-warn"}`} data-testid="billing-status">
        {present ? t("billingPresent") : t("billingMissing")}
      </p>
      <form className="space-y-3" noValidate onSubmit={submit}>
        <Field id="billing-email" label={t("invoiceEmailLabel")} error={errors.invoice_email?.message}>
          <TextInput type="email" autoComplete="email" disabled={!admin} {...form.register("invoice_email")} />
        </Field>
        <Field id="billing-country" label={t("countryLabel")} error={errors.country?.message}>
          <TextInput autoComplete="country-name" disabled={!admin} {...form.register("country")} />
        </Field>
        <Field id="billing-name" label={t("invoiceNameLabel")} error={errors.invoice_name?.message}>
          <TextInput autoComplete="organization" disabled={!admin} {...form.register("invoice_name")} />
        </Field>
        {errors.root?.server && <ErrorNote>{errors.root.server.message}</ErrorNote>}
        {admin && (
          <Button type="submit" pending={save.isPending}>
            {t("save")}
          </Button>
        )}
      </form>
    </Panel>
  );
}
