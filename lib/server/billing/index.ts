import "server-only";
import { config } from "@/lib/server/config";
import type { BillingAdapter } from "./billing-adapter";
import { localBilling } from "./local/local-billing";
import { stripeBilling } from "./stripe/stripe-billing";

/** The provider new checkouts go to: Stripe when BILLING_PROVIDER=stripe, else the local provider. */
export function billingAdapter(): BillingAdapter {
  return billingAdapterFor(config().BILLING_PROVIDER);
}

/** The provider that manages an existing subscription (it may predate a change of BILLING_PROVIDER). */
export function billingAdapterFor(provider: "local" | "stripe"): BillingAdapter {
  return provider === "stripe" ? stripeBilling : localBilling;
}
