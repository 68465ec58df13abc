"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { TextInput } from "@/components/ui/text-input";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { useConfirmPersonalCodeMutation, useRequestPersonalCodeMutation } from "@/lib/client/queries/auth";
import { savePersonalSession } from "@/lib/client/auth/personal-session";
import { confirmCodeSchema, requestLoginCodeSchema } from "@/lib/schemas/auth";

/** The toolkit's personal sign-in: the e-mail, then the six-digit code (the session lands in local storage). */
export function PersonalSignInForm() {
  const t = useTranslations("analysis.signIn");
  const [magic, setMagic] = useState<string | null>(null);
  const requestCode = useRequestPersonalCodeMutation();
  const confirmCode = useConfirmPersonalCodeMutation();
  const { form: emailForm, serverErrors } = useZodForm(requestLoginCodeSchema, { defaultValues: { email: "" } });
  const { form: codeForm } = useZodForm(confirmCodeSchema, { defaultValues: { confirm_code: "" } });

  const send = emailForm.handleSubmit(async ({ email }) => {
    try {
      setMagic((await requestCode.mutateAsync(email)).magic_code);
    } catch (err) {
      if (!serverErrors(err)) emailForm.setError("email", { type: "server", message: (err as Error).message });
    }
  });
  const confirm = codeForm.handleSubmit(async ({ confirm_code }) => {
    try {
      savePersonalSession(await confirmCode.mutateAsync({ magic_code: magic ?? "", confirm_code }));
    } catch {
      codeForm.setError("confirm_code", { type: "server", message: t("invalid") });
    }
  });
  const emailError = emailForm.formState.errors.email?.message ?? emailForm.formState.errors.root?.server?.message;
  const codeError = codeForm.formState.errors.confirm_code?.message;
  return (
    <section className="mx-auto mt-10 w-full max-w-md space-y-4 rounded-xl border border-border bg-card p-6 shadow-sm" data-testid="personal-sign-in">
      <h2 className="text-lg font-semibold">{t("title")}</h2>
      <p className="text-sm text-muted-foreground">{t("intro")}</p>
      {!magic ? (
        <form noValidate onSubmit={send} className="space-y-3">
          <Field label={t("email")} error={emailError}>
            <TextInput type="email" required autoComplete="email" {...emailForm.register("email")} />
          </Field>
          <Button type="submit" className="w-full" disabled={requestCode.isPending}>{t("send")}</Button>
        </form>
      ) : (
        <form noValidate onSubmit={confirm} className="space-y-3">
          <Field label={t("code")} error={codeError}>
            <TextInput inputMode="numeric" maxLength={6} required autoComplete="one-time-code" {...codeForm.register("confirm_code")} />
          </Field>
          <Button type="submit" className="w-full" disabled={codeForm.watch("confirm_code").trim().length !== 6 || confirmCode.isPending}>{t("confirm")}</Button>
        </form>
      )}
    </section>
  );
}
