import type { Variant } from "@/lib/domain/host";
import { ComingSoon } from "./coming-soon";
import { routeMetadata } from "./route-heading";

/** Page module parts for a route that renders its heading and the coming-soon note. */
export function placeholderRoute(variant: Variant, routeId: string, home?: string) {
  return {
    Page: function PlaceholderPage() {
      return <ComingSoon variant={variant} routeId={routeId} home={home} />;
    },
    generateMetadata: () => routeMetadata(variant, routeId),
  };
}
