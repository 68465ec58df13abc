import type { Variant } from "@/lib/domain/host";
import { routeHeading } from "@/components/shell/route-heading";
import { CheckoutConfirmScreen } from "./checkout-confirm-screen";

/** The local checkout page on the dashboard (team plans) or the suite (creator plans). */
export async function CheckoutPage({ variant, id }: { variant: Variant; id: string }) {
  return (
    <section className="mx-auto w-full max-w-xl space-y-6 px-6 py-12" data-route={`${variant}:billingCheckout`}>
      <h1 className="text-2xl font-semibold tracking-tight">{await routeHeading(variant, "billingCheckout")}</h1>
      <CheckoutConfirmScreen id={id} />
    </section>
  );
}
