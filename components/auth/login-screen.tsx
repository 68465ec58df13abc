"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { takeReturnPath } from "@/lib/client/return-path";
import { toast } from "@/lib/client/toasts";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { useConfirmLoginCodeMutation, useRequestLoginCodeMutation } from "@/lib/client/queries/auth";
import { LOGIN_CODE_LENGTH, requestLoginCodeSchema } from "@/lib/schemas/auth";
import { HttpError } from "@/lib/domain/http-errors";
import { Button, ErrorNote, Panel, TextField } from "./parts";
import { CodeEntry } from "./code-entry";
import { SocialButtons } from "./social-buttons";

interface CodeStep {
  email: string;
  magicCode: string;
  code: string;
  invalid: boolean;
  detail: string | null;
}

/** Sign-in by e-mailed code (email step, then six boxes) or by a social network. */
export function LoginScreen() {
  const t = useTranslations("auth");
  const [step, setStep] = useState<CodeStep | null>(null);
  const requestCode = useRequestLoginCodeMutation();
  const confirmCode = useConfirmLoginCodeMutation();
  const { form, serverErrors } = useZodForm(requestLoginCodeSchema, { defaultValues: { email: "" } });
  const busy = requestCode.isPending || confirmCode.isPending || confirmCode.isSuccess;

  const sendCode = form.handleSubmit(async ({ email }) => {
    try {
      const res = await requestCode.mutateAsync({ email });
      setStep({ email, magicCode: res.magic_code, code: "", invalid: false, detail: null });
    } catch (e) {
      if (!serverErrors(e)) form.setError("email", { type: "server", message: (e as Error).message });
      setStep(null);
    }
  });

  function confirm(code: string) {
    if (!step || code.length !== LOGIN_CODE_LENGTH) return;
    confirmCode.mutate(
      { magic_code: step.magicCode, confirm_code: code },
      {
        onSuccess: () => {
          toast.success(t("signedIn"));
          // A full load: the new session and the user's language apply to every server-rendered part.
          window.location.assign(takeReturnPath() ?? "/choose-team");
        },
        onError: (e) => {
          const detail = e instanceof HttpError && e.message !== t("invalidCode") && e.message !== "Invalid login code" ? e.message : null;
          setStep((s) => s && { ...s, code: "", invalid: true, detail });
        },
      },
    );
  }

  const emailError = form.formState.errors.email?.message ?? form.formState.errors.root?.server?.message;
  return (
    <div className="mx-auto w-full max-w-md space-y-6 px-6 py-12">
      <div className="text-center">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        {step && <h2 className="mt-3 text-lg font-medium">{t("confirmTitle")}</h2>}
        <p className="mt-2 text-sm text-muted-foreground">{step ? t("confirmBody", { email: step.email }) : t("subtitle")}</p>
      </div>
      <Panel>
        {step ? (
          <div className="space-y-4">
            <CodeEntry
              value={step.code}
              invalid={step.invalid}
              disabled={busy}
              onChange={(code) => setStep((s) => s && { ...s, code, invalid: code ? false : s.invalid, detail: code ? null : s.detail })}
              onComplete={confirm}
            />
            {confirmCode.isPending && <p className="text-sm text-muted-foreground">{t("verifying")}</p>}
            {step.invalid && (
              <ErrorNote>
                {t("invalidCode")}
                {step.detail && <span className="block text-xs">{step.detail}</span>}
              </ErrorNote>
            )}
            <div className="flex flex-wrap justify-between gap-2">
              <Button tone="ghost" onClick={() => setStep(null)}>
                {t("useAnotherEmail")}
              </Button>
              <Button tone="ghost" busy={requestCode.isPending} onClick={() => void sendCode()}>
                {t("resend")}
              </Button>
            </div>
          </div>
        ) : (
          <form noValidate className="space-y-4" onSubmit={sendCode}>
            <TextField
              id="login-email"
              label={t("emailLabel")}
              type="email"
              autoComplete="email"
              placeholder={t("emailPlaceholder")}
              error={emailError}
              {...form.register("email")}
            />
            <Button type="submit" busy={requestCode.isPending} className="w-full">
              {requestCode.isPending ? t("sending") : t("sendCode")}
            </Button>
          </form>
        )}
      </Panel>
      {!step && (
        <>
          <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-muted-foreground">
            <span className="h-px flex-1 bg-border" />
            {t("or")}
            <span className="h-px flex-1 bg-border" />
          </div>
          <SocialButtons />
        </>
      )}
    </div>
  );
}
