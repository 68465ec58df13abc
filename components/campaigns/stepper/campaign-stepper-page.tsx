import { SignedInGate } from "@/components/auth/signed-in-gate";
import { routeHeading, routeMetadata } from "@/components/shell/route-heading";
import { CampaignStepper } from "./campaign-stepper";

/** Page module parts for the toolkit's two campaign routes: the signed-in stepper under the route's heading. */
export function campaignStepperPage(routeId: "campaignsNew" | "campaignsCreate", describeFirst: boolean) {
  return {
    generateMetadata: () => routeMetadata("toolkit", routeId),
    Page: async function CampaignStepperPage() {
      return (
        <SignedInGate variant="toolkit" routeId={routeId}>
          <section className="mx-auto w-full max-w-6xl space-y-6 px-6 py-10">
            <h1 className="text-2xl font-semibold tracking-tight">{await routeHeading("toolkit", routeId)}</h1>
            <CampaignStepper describeFirst={describeFirst} />
          </section>
        </SignedInGate>
      );
    },
  };
}
