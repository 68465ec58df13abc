"use client";
import { Suspense, useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { AdminLink } from "@/components/toolkit-admin/admin-link";
import { lazyWithRetry } from "@/lib/client/lazy-with-retry";
import { clearPersonalSession, readPersonalSession, subscribePersonalSession, type PersonalSession } from "@/lib/client/auth/personal-session";

// The sign-in forms are their own chunk: pages that only reference the gate (every dashboard page
// through the signed-in gate) carry no form library in their first load.
const PersonalSignInForm = lazyWithRetry(async () => ({ default: (await import("./personal-sign-in-form")).PersonalSignInForm }), 1);

/**
 * The Targeting Toolkit's personal session (spec §3, §7): an e-mailed code gives an API token kept
 * in local storage. Children render only once there is a session.
 */
export function PersonalSessionGate({ heading, children }: { heading: string; children: React.ReactNode }) {
  const t = useTranslations("analysis.signIn");
  const session = useSyncExternalStore<PersonalSession | null | undefined>(subscribePersonalSession, readPersonalSession, () => undefined);
  const title = <h1 className="text-2xl font-semibold tracking-tight">{heading}</h1>;

  if (session === undefined) return <h1 className="mx-auto max-w-7xl px-6 py-8 text-2xl font-semibold tracking-tight">{heading}</h1>;
  if (session) {
    return (
      <>
        <div className="mx-auto flex max-w-7xl items-center justify-end gap-3 px-4 pt-4 text-xs text-muted-foreground sm:px-6">
          <AdminLink />
          <span data-testid="personal-session">{t("signedInAs", { email: session.signedInAs })}</span>
          <Button variant="link" size="sm" onClick={() => { clearPersonalSession(); }}>{t("signOut")}</Button>
        </div>
        {children}
      </>
    );
  }
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      {title}
      <Suspense fallback={null}>
        <PersonalSignInForm />
      </Suspense>
    </div>
  );
}
