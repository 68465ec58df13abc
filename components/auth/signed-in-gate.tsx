import { cookies } from "next/headers";
import type { Variant } from "@/lib/domain/host";
import { SESSION_COOKIE } from "@/lib/domain/session-cookies";
import { routeHeading } from "@/components/shell/route-heading";
import { SignInPrompt } from "./sign-in-prompt";
import { PersonalSessionGate } from "./personal-sign-in";

/**
 * Screens for signed-in people. On the dashboard a visitor without a session is sent to login, the page being
 * remembered as returnPath; with a session the screen loads the user, and a 401/403 there
 * (a stale session) also sends them to login.
 */
export async function SignedInGate({ variant = "dashboard", routeId, children }: { variant?: Variant; routeId: string; children: React.ReactNode }) {
  if ((await cookies()).get(SESSION_COOKIE)?.value) return children;
  // The toolkit has no login page: its visitors sign in where they are, with a personal session.
  if (variant === "toolkit") return <PersonalSessionGate heading={await routeHeading(variant, routeId)}>{children}</PersonalSessionGate>;
  return (
    <section className="mx-auto w-full max-w-md space-y-6 px-6 py-12">
      <h1 className="text-2xl font-semibold tracking-tight">{await routeHeading(variant, routeId)}</h1>
      <SignInPrompt />
    </section>
  );
}
