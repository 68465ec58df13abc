import { routeMetadata } from "@/components/shell/route-heading";
import { CheckoutReturnScreen } from "@/components/suite/checkout-return-screen";
import { hasSession } from "@/components/suite/signed-in";
import { SuitePage } from "@/components/suite/suite-page";

export const generateMetadata = () => routeMetadata("suite", "subscriptionCancel");

export default async function SubscriptionCancelPage() {
  return (
    <SuitePage routeId="subscriptionCancel">
      <CheckoutReturnScreen outcome="cancel" signedIn={await hasSession()} />
    </SuitePage>
  );
}
