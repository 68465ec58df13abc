// GET /api/customer/subscriptions/checkout/{id}/ - one checkout (plan, status, where to go after), for its team's admins or its creator
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { requestLocale } from "@/lib/server/auth/request-locale";
import { findCheckout } from "@/lib/server/billing/confirm-local-checkout";
import { checkoutAccess } from "@/lib/server/billing/billing-access";
import { checkoutDetail } from "@/lib/server/billing/checkout-detail";

export const GET = route({ auth: "user" }, async ({ req, identity, params }) => {
  const checkout = await findCheckout(String(params.id), checkoutAccess(identity));
  return json(await checkoutDetail(checkout, requestLocale(req)));
});
