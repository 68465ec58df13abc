import { Suspense } from "react";
import type { Variant } from "@/lib/domain/host";
import { SignedInGate } from "@/components/auth/signed-in-gate";
import { routeHeading, routeMetadata } from "@/components/shell/route-heading";
import { SavedAudiencesScreen } from "./saved-audiences-screen";

/** Page module parts for a saved-audiences route: the signed-in list under the route's heading. */
export function savedAudiencesPage(variant: Variant, routeId: string, options: { detailBase?: string } = {}) {
  return {
    generateMetadata: () => routeMetadata(variant, routeId),
    Page: async function SavedAudiencesPage({ teamSlug, storeUrl }: { teamSlug?: string; storeUrl: string }) {
      const heading = await routeHeading(variant, routeId);
      return (
        <SignedInGate variant={variant} routeId={routeId}>
          <Suspense>
            <SavedAudiencesScreen heading={heading} teamSlug={teamSlug} storeUrl={storeUrl} detailBase={options.detailBase} />
          </Suspense>
        </SignedInGate>
      );
    },
  };
}
