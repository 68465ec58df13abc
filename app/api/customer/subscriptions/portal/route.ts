// POST /api/customer/subscriptions/portal/ - a team admin opens Stripe's customer portal (cards, invoices)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { billingAdapter } from "@/lib/server/billing";
import { portalReturnUrl } from "@/lib/server/billing/return-urls";
import { teamBilling } from "@/lib/server/billing/billing-access";
import { teamBillingSchema } from "@/lib/schemas/billing";

export const POST = route({ auth: "user", body: teamBillingSchema }, async ({ identity, body }) => {
  const { team, owner } = await teamBilling(identity, body.team, "admin");
  return json({ url: await billingAdapter().portalUrl(owner, portalReturnUrl(owner, team.slug)) });
});
