import { routeMetadata } from "@/components/shell/route-heading";
import { CheckoutReturnScreen } from "./checkout-return-screen";
import { hasSession } from "./signed-in";
import { SuitePage } from "./suite-page";

/** Page module parts for /create-subscription/success and /cancel, where creator checkout returns. */
export function checkoutReturnRoute(outcome: "success" | "cancel") {
  const routeId = outcome === "success" ? "subscriptionSuccess" : "subscriptionCancel";
  return {
    Page: async function CheckoutReturnPage() {
      return (
        <SuitePage routeId={routeId}>
          <CheckoutReturnScreen outcome={outcome} signedIn={await hasSession()} />
        </SuitePage>
      );
    },
    generateMetadata: () => routeMetadata("suite", routeId),
  };
}
