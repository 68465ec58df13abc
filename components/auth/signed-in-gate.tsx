import { cookies } from "next/headers";
import type { Variant } from "@/lib/domain/host";
import { SESSION_COOKIE } from "@/lib/domain/session-cookies";
import { routeHeading } from "@/components/shell/route-heading";
import { SignInPrompt } from "./sign-in-prompt";

/**
 * Screens for signed-in people. A visitor without a session is sent to login, the page being
 * remembered as returnPath; with a session the screen loads the user, and a 401/403 there
 * (a stale session) also sends them to login.
 */
export async function SignedInGate({ variant = "dashboard", routeId, children }: { variant?: Variant; routeId: string; children: React.ReactNode }) {
  if ((await cookies()).get(SESSION_COOKIE)?.value) return children;
  return (
    <section className="mx-auto w-full max-w-md space-y-6 px-6 py-12">
      <h1 className="text-2xl font-semibold tracking-tight">{await routeHeading(variant, routeId)}</h1>
      <SignInPrompt />
    </section>
  );
}
