// POST /api/customer/subscriptions/cancel/ - a team admin cancels the plan at the end of the paid period
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { requestLocale } from "@/lib/server/auth/request-locale";
import { setCancelAtPeriodEnd } from "@/lib/server/billing/cancel-subscription";
import { billingStatus } from "@/lib/server/billing/billing-status";
import { teamBilling } from "@/lib/server/billing/billing-access";
import { teamBillingSchema } from "@/lib/schemas/billing";

export const POST = route({ auth: "user", body: teamBillingSchema }, async ({ req, identity, body }) => {
  const { owner, user } = await teamBilling(identity, body.team, "admin");
  await setCancelAtPeriodEnd(owner, true);
  return json(await billingStatus(owner, user.userId, requestLocale(req)));
});
