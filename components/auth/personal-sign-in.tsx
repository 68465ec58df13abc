"use client";
import { useState, useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { TextInput } from "@/components/ui/text-input";
import { createApiClient } from "@/lib/client/http/client";
import { clearPersonalSession, readPersonalSession, savePersonalSession, subscribePersonalSession, type PersonalSession } from "@/lib/client/auth/personal-session";

const publicApi = () => createApiClient({ root: "", creatorRoot: "" });

/**
 * The Targeting Toolkit's personal session (spec §3, §7): an e-mailed code gives an API token kept
 * in local storage. Children render only once there is a session.
 */
export function PersonalSessionGate({ heading, children }: { heading: string; children: React.ReactNode }) {
  const t = useTranslations("analysis.signIn");
  const session = useSyncExternalStore<PersonalSession | null | undefined>(subscribePersonalSession, readPersonalSession, () => undefined);
  const [email, setEmail] = useState("");
  const [magic, setMagic] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);

  if (session === undefined) return <h1 className="mx-auto max-w-7xl px-6 py-8 text-2xl font-semibold tracking-tight">{heading}</h1>;
  if (session) {
    return (
      <>
        <div className="mx-auto flex max-w-7xl items-center justify-end gap-3 px-4 pt-4 text-xs text-muted-foreground sm:px-6">
          <span data-testid="personal-session">{t("signedInAs", { email: session.signedInAs })}</span>
          <Button variant="link" size="sm" onClick={() => { clearPersonalSession(); }}>{t("signOut")}</Button>
        </div>
        {children}
      </>
    );
  }

  async function send(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      const r = await publicApi().request<{ magic_code: string }>("GET", "/api/external/personal-magic-link/magic/", { query: { email } });
      setMagic(r.magic_code);
    } catch (err) {
      setError((err as Error).message);
    }
  }
  async function confirm(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      const s = await publicApi().request<PersonalSession>("GET", "/api/external/personal-magic-link/use/", { query: { magic_code: magic, confirm_code: code.trim() } });
      savePersonalSession(s);
    } catch {
      setError(t("invalid"));
    }
  }
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
    <h1 className="text-2xl font-semibold tracking-tight">{heading}</h1>
    <section className="mx-auto mt-10 w-full max-w-md space-y-4 rounded-xl border border-border bg-card p-6 shadow-sm" data-testid="personal-sign-in">
      <h2 className="text-lg font-semibold">{t("title")}</h2>
      <p className="text-sm text-muted-foreground">{t("intro")}</p>
      {!magic ? (
        <form onSubmit={send} className="space-y-3">
          <Field label={t("email")} error={error ?? undefined}>
            <TextInput type="email" required value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" />
          </Field>
          <Button type="submit" className="w-full">{t("send")}</Button>
        </form>
      ) : (
        <form onSubmit={confirm} className="space-y-3">
          <Field label={t("code")} error={error ?? undefined}>
            <TextInput inputMode="numeric" maxLength={6} required value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" />
          </Field>
          <Button type="submit" className="w-full" disabled={code.trim().length !== 6}>{t("confirm")}</Button>
        </form>
      )}
    </section>
    </div>
  );
}
