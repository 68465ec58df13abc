import { routeMetadata } from "@/components/shell/route-heading";
import { SignedInGate } from "@/components/auth/signed-in-gate";
import { CheckoutPage } from "@/components/billing/checkout-page";

type Props = { params: Promise<{ id: string }> };

export const generateMetadata = () => routeMetadata("dashboard", "billingCheckout");

export default async function BillingCheckoutPage({ params }: Props) {
  const { id } = await params;
  return (
    <SignedInGate routeId="billingCheckout">
      <CheckoutPage variant="dashboard" id={id} />
    </SignedInGate>
  );
}
