"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { TextInput, textInputVariants } from "@/components/ui/text-input";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { usePayoutMutations } from "@/lib/client/queries/payout-mutations";
import { payoutEntrySchema, payoutImportSchema } from "@/lib/schemas/creator-posts";

/** Enter one period's payout. */
export function PayoutEntryForm({ account }: { account: number }) {
  const t = useTranslations("deepThought.payout");
  const { enter } = usePayoutMutations(account);
  const { form, serverErrors } = useZodForm(payoutEntrySchema, { defaultValues: { period_start: "", period_end: "", amount: "" } });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((v) => enter.mutateAsync(v).then(() => form.reset(), (e) => serverErrors(e) || toastHttpError(e)));
  return (
    <form className="flex flex-wrap items-end gap-2" noValidate onSubmit={submit} data-testid="payout-entry">
      <Field id="payout-start" label={t("periodStart")} error={errors.period_start?.message}>
        <TextInput type="date" {...form.register("period_start")} />
      </Field>
      <Field id="payout-end" label={t("periodEnd")} error={errors.period_end?.message}>
        <TextInput type="date" {...form.register("period_end")} />
      </Field>
      <Field id="payout-amount" label={t("amount")} error={errors.amount?.message}>
        <TextInput inputMode="decimal" {...form.register("amount")} />
      </Field>
      <Button type="submit" pending={enter.isPending}>{t("enter")}</Button>
    </form>
  );
}

/** Import payouts from CSV lines (period start, period end, amount). */
export function PayoutImportForm({ account }: { account: number }) {
  const t = useTranslations("deepThought.payout");
  const { importCsv } = usePayoutMutations(account);
  const [done, setDone] = useState<number | null>(null);
  const { form, serverErrors } = useZodForm(payoutImportSchema, { defaultValues: { csv: "" } });
  const submit = form.handleSubmit((v) =>
    importCsv.mutateAsync(v).then(
      (r) => (setDone(r.imported), form.reset()),
      (e) => serverErrors(e) || toastHttpError(e),
    ),
  );
  return (
    <form className="space-y-2" noValidate onSubmit={submit} data-testid="payout-import">
      <Field id="payout-csv" label={t("csv")} hint={t("csvHint")} error={form.formState.errors.csv?.message}>
        <textarea rows={4} className={textInputVariants({ className: "h-auto py-2 font-mono text-xs" })} placeholder={"period_start,period_end,amount\n2026-09-01,2026-09-14,120.50"} {...form.register("csv")} />
      </Field>
      <div className="flex items-center gap-3">
        <Button type="submit" variant="outline" pending={importCsv.isPending}>{t("import")}</Button>
        {done !== null && <span className="text-sm text-muted-foreground" role="status">{t("imported", { n: done })}</span>}
      </div>
    </form>
  );
}
