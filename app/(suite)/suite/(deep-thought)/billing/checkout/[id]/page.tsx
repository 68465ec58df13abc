import { routeMetadata } from "@/components/shell/route-heading";
import { CheckoutPage } from "@/components/billing/checkout-page";
import { SuiteSignedOut } from "@/components/suite/suite-signed-out";
import { hasSession } from "@/components/suite/signed-in";

type Props = { params: Promise<{ id: string }> };

export const generateMetadata = () => routeMetadata("suite", "billingCheckout");

export default async function SuiteBillingCheckoutPage({ params }: Props) {
  const { id } = await params;
  if (!(await hasSession())) return <SuiteSignedOut routeId="billingCheckout" />;
  return <CheckoutPage variant="suite" id={id} />;
}
