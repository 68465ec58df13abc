import { routeMetadata } from "@/components/shell/route-heading";
import { CheckoutReturnScreen } from "@/components/suite/checkout-return-screen";
import { hasSession } from "@/components/suite/signed-in";
import { SuitePage } from "@/components/suite/suite-page";

export const generateMetadata = () => routeMetadata("suite", "subscriptionSuccess");

export default async function SubscriptionSuccessPage() {
  return (
    <SuitePage routeId="subscriptionSuccess">
      <CheckoutReturnScreen outcome="success" signedIn={await hasSession()} />
    </SuitePage>
  );
}
