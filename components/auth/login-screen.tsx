"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { api } from "@/lib/client/http/api";
import { takeReturnPath } from "@/lib/client/return-path";
import { toast } from "@/lib/client/toasts";
import { EMAIL_PATTERN, LOGIN_CODE_LENGTH } from "@/lib/schemas/auth";
import { HttpError } from "@/lib/domain/http-errors";
import { Button, ErrorNote, Form, Panel, TextField } from "./parts";
import { CodeEntry } from "./code-entry";
import { SocialButtons } from "./social-buttons";

interface Flow {
  email: string;
  magicCode: string | null;
  code: string;
  invalid: boolean;
  detail: string | null;
}

const START: Flow = { email: "", magicCode: null, code: "", invalid: false, detail: null };

/** Sign-in by e-mailed code (email step, then six boxes) or by a social network. */
export function LoginScreen() {
  const t = useTranslations("auth");
  const [flow, setFlow] = useState<Flow>(START);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function sendCode() {
    const email = flow.email.trim();
    if (!EMAIL_PATTERN.test(email)) return setEmailError("Please enter a valid email address");
    setEmailError(null);
    setBusy(true);
    try {
      const res = await api().request<{ magic_code: string }>("POST", "/api/user/magic-link/", { body: { email } });
      setFlow({ ...START, email, magicCode: res.magic_code });
    } catch (e) {
      setEmailError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  async function confirm(code: string) {
    if (!flow.magicCode || code.length !== LOGIN_CODE_LENGTH) return;
    setBusy(true);
    try {
      await api().request("POST", "/api/user/magic-link/use/", { body: { magic_code: flow.magicCode, confirm_code: code } });
      toast.success(t("signedIn"));
      // A full load: the new session and the user's language apply to every server-rendered part.
      window.location.assign(takeReturnPath() ?? "/choose-team");
    } catch (e) {
      const detail = e instanceof HttpError && e.message !== t("invalidCode") && e.message !== "Invalid login code" ? e.message : null;
      setFlow((f) => ({ ...f, code: "", invalid: true, detail }));
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-md space-y-6 px-6 py-12">
      <div className="text-center">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        {flow.magicCode && <h2 className="mt-3 text-lg font-medium">{t("confirmTitle")}</h2>}
        <p className="mt-2 text-sm text-muted-foreground">{flow.magicCode ? t("confirmBody", { email: flow.email }) : t("subtitle")}</p>
      </div>
      <Panel>
        {flow.magicCode ? (
          <div className="space-y-4">
            <CodeEntry
              value={flow.code}
              invalid={flow.invalid}
              disabled={busy}
              onChange={(code) => setFlow((f) => ({ ...f, code, invalid: code ? false : f.invalid, detail: code ? null : f.detail }))}
              onComplete={confirm}
            />
            {busy && <p className="text-sm text-muted-foreground">{t("verifying")}</p>}
            {flow.invalid && (
              <ErrorNote>
                {t("invalidCode")}
                {flow.detail && <span className="block text-xs">{flow.detail}</span>}
              </ErrorNote>
            )}
            <div className="flex flex-wrap justify-between gap-2">
              <Button tone="ghost" onClick={() => setFlow({ ...START, email: flow.email })}>
                {t("useAnotherEmail")}
              </Button>
              <Button tone="ghost" busy={busy} onClick={sendCode}>
                {t("resend")}
              </Button>
            </div>
          </div>
        ) : (
          <Form className="space-y-4" onSubmit={sendCode}>
            <TextField
              id="login-email"
              label={t("emailLabel")}
              type="email"
              autoComplete="email"
              placeholder={t("emailPlaceholder")}
              value={flow.email}
              error={emailError}
              onChange={(e) => setFlow({ ...flow, email: e.target.value })}
            />
            <Button type="submit" busy={busy} className="w-full">
              {busy ? t("sending") : t("sendCode")}
            </Button>
          </Form>
        )}
      </Panel>
      {!flow.magicCode && (
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
