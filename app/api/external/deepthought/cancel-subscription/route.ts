// POST /api/external/deepthought/cancel-subscription/ - a creator cancels at the end of the paid period
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { requestLocale } from "@/lib/server/auth/request-locale";
import { creatorBillingInfo } from "@/lib/server/billing/creator-billing-info";
import { setCancelAtPeriodEnd } from "@/lib/server/billing/cancel-subscription";
import { creatorBilling } from "@/lib/server/billing/billing-access";

export const POST = route({ auth: "user" }, async ({ req, identity }) => {
  const { owner, user } = creatorBilling(identity);
  await setCancelAtPeriodEnd(owner, true);
  return json(await creatorBillingInfo(owner, user.userId, requestLocale(req)));
});
