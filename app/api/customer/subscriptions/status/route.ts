// GET /api/customer/subscriptions/status/?team= - a team's plan, status, renewal, billing details and plans (members read)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { requestLocale } from "@/lib/server/auth/request-locale";
import { billingDetails, billingStatus } from "@/lib/server/billing/billing-status";
import { teamBilling } from "@/lib/server/billing/billing-access";
import { teamBillingQuerySchema } from "@/lib/schemas/billing";

export const GET = route({ auth: "user", query: teamBillingQuerySchema }, async ({ req, identity, query }) => {
  const { team, membership, owner, user } = await teamBilling(identity, query.team, "member");
  const status = await billingStatus(owner, user.userId, requestLocale(req));
  return json({ team: { id: team.id, slug: team.slug, name: team.name }, can_manage: membership.level === "admin", billing_details: billingDetails(team), ...status });
});
