// GET /api/customer/subscriptions/checkout/{id}/ - one checkout (plan, status, where to confirm), for its team's admins or its creator
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { requestLocale } from "@/lib/server/auth/request-locale";
import { findCheckout } from "@/lib/server/billing/confirm-local-checkout";
import { checkoutView } from "@/lib/server/billing/start-checkout";
import { checkoutAccess } from "@/lib/server/billing/billing-access";
import { findPlan } from "@/lib/server/billing/plans";
import { planView } from "@/lib/server/billing/plan-view";

export const GET = route({ auth: "user" }, async ({ req, identity, params }) => {
  const checkout = await findCheckout(String(params.id), checkoutAccess(identity));
  const plan = await findPlan(checkout.planCode);
  return json({ ...checkoutView(checkout), plan_detail: plan ? planView(plan, requestLocale(req)) : null, charges_card: checkout.provider === "stripe" });
});
