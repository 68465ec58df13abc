"use client";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { useSaveBillingDetails } from "@/lib/client/queries/team-billing-mutations";
import { toast } from "@/lib/client/toasts";
import { billingDetailsSchema, hasBillingDetails, type BillingDetailsForm, type TeamDetail } from "@/lib/schemas/team";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { TextInput } from "@/components/ui/text-input";
import { Panel } from "@/components/auth/parts";

/** Invoice e-mail, country and name (§5); "present" only when all three are set. Admins edit, members read. */
export function BillingPanel({ team, onSaved }: { team: TeamDetail; onSaved: (t: TeamDetail) => void }) {
  const t = useTranslations("teams");
  const admin = team.level === "admin";
  const save = useSaveBillingDetails(team.slug);
  const { register, handleSubmit, formState } = useForm<BillingDetailsForm>({
    resolver: zodResolver(billingDetailsSchema),
    values: { invoice_email: team.invoice_email ?? "", country: team.country ?? "", invoice_name: team.invoice_name ?? "" },
  });
  const present = hasBillingDetails(team);
  const submit = handleSubmit((details) =>
    save.mutateAsync(details).then((saved) => {
      onSaved(saved);
      toast.success(t("saved"));
    }, toastHttpError),
  );
  const error = (name: keyof BillingDetailsForm) => formState.errors[name]?.message;
  return (
    <Panel title={t("billingTitle")} testId="billing">
      <p className={`mb-4 rounded-md px-3 py-2 text-sm ${present ? "bg-success/10 text-success" : "bg-warn/10 text-warn"}`} data-testid="billing-status">
        {present ? t("billingPresent") : t("billingMissing")}
      </p>
      <form className="space-y-3" noValidate onSubmit={submit}>
        <Field id="billing-email" label={t("invoiceEmailLabel")} error={error("invoice_email")}>
          <TextInput type="email" autoComplete="email" disabled={!admin} {...register("invoice_email")} />
        </Field>
        <Field id="billing-country" label={t("countryLabel")} error={error("country")}>
          <TextInput autoComplete="country-name" disabled={!admin} {...register("country")} />
        </Field>
        <Field id="billing-name" label={t("invoiceNameLabel")} error={error("invoice_name")}>
          <TextInput autoComplete="organization" disabled={!admin} {...register("invoice_name")} />
        </Field>
        {admin && (
          <Button type="submit" pending={formState.isSubmitting}>
            {t("save")}
          </Button>
        )}
      </form>
    </Panel>
  );
}
