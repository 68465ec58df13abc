import { cookies } from "next/headers";
import type { Variant } from "@/lib/domain/host";
import { SESSION_COOKIE } from "@/lib/domain/session-cookies";
import { routeHeading } from "@/components/shell/route-heading";
import { SignInPrompt } from "@/components/auth/sign-in-prompt";
import { PersonalSessionGate } from "@/components/auth/personal-sign-in";
import { CreatorScreen } from "./creator-screen";
import { JobTitleScreen } from "./job-title-screen";

type Props = { variant: Variant; routeId: string; teamId: string | null; savedLink: string; flavour?: "full" | "request" | "job-title"; storeUrl: string };

/**
 * A page holding the audience creator. Signed-out visitors on the dashboard are sent to sign in;
 * the toolkit has no sign-in page of its own, so they sign in there with a personal session.
 */
export async function CreatorPage({ variant, routeId, teamId, savedLink, flavour, storeUrl }: Props) {
  const heading = await routeHeading(variant, routeId);
  const signedIn = Boolean((await cookies()).get(SESSION_COOKIE)?.value);
  const screen =
    flavour === "job-title" ? <JobTitleScreen storeUrl={storeUrl} /> : <CreatorScreen teamId={teamId} savedLink={savedLink} flavour={flavour} storeUrl={storeUrl} />;
  if (!signedIn && variant === "toolkit") return <PersonalSessionGate heading={heading}>{screen}</PersonalSessionGate>;
  return (
    <section className="mx-auto w-full max-w-5xl space-y-6 px-6 py-10" data-route={`${variant}:${routeId}`}>
      <h1 className="text-3xl font-semibold tracking-tight">{heading}</h1>
      {signedIn ? screen : <SignInPrompt />}
    </section>
  );
}
