import "server-only";
import { config } from "@/lib/server/config";
import type { BillingOwner } from "./owner";

/** The dashboard's origin (AUTH_URL) and the suite's (its first host, same scheme and port). */
function origins() {
  const c = config();
  const dashboard = new URL(c.AUTH_URL);
  const suite = new URL(dashboard.origin);
  suite.hostname = c.SUITE_HOSTS[0] ?? dashboard.hostname;
  return { dashboard: dashboard.origin, suite: suite.origin };
}

/**
 * Where checkout sends the buyer: team plans back to the team's settings, creator plans to the
 * suite's /create-subscription/success and /cancel pages; the local provider's confirmation page
 * is /billing/checkout/{id} on the same face.
 */
export function checkoutUrls(owner: BillingOwner, checkoutId: string, teamSlug: string | null) {
  const { dashboard, suite } = origins();
  if (owner.kind === "team") {
    const team = `${dashboard}/${encodeURIComponent(teamSlug ?? "")}/team`;
    return { successUrl: `${team}?billing=success`, cancelUrl: `${team}?billing=cancelled`, localConfirmUrl: `${dashboard}/billing/checkout/${checkoutId}` };
  }
  return {
    successUrl: `${suite}/create-subscription/success?checkout=${checkoutId}`,
    cancelUrl: `${suite}/create-subscription/cancel?checkout=${checkoutId}`,
    localConfirmUrl: `${suite}/billing/checkout/${checkoutId}`,
  };
}

export function portalReturnUrl(owner: BillingOwner, teamSlug: string | null): string {
  const { dashboard, suite } = origins();
  return owner.kind === "team" ? `${dashboard}/${encodeURIComponent(teamSlug ?? "")}/team` : `${suite}/premium`;
}
