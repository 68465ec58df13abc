// POST /api/customer/subscriptions/upgrade/ - a team admin moves the plan up now, prorated
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { requestLocale } from "@/lib/server/auth/request-locale";
import { upgradePlan } from "@/lib/server/billing/change-plan";
import { billingStatus } from "@/lib/server/billing/billing-status";
import { teamBilling } from "@/lib/server/billing/billing-access";
import { teamUpgradeSchema } from "@/lib/schemas/billing";

export const POST = route({ auth: "user", body: teamUpgradeSchema }, async ({ req, identity, body }) => {
  const { owner, user } = await teamBilling(identity, body.team, "admin");
  await upgradePlan(owner, body.plan);
  return json(await billingStatus(owner, user.userId, requestLocale(req)));
});
