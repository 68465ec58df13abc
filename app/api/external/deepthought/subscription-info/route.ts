// GET, PATCH /api/external/deepthought/subscription-info/ - the creator's plan, status, credit and referral code; PATCH upgrades or cancels/resumes
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { requestLocale } from "@/lib/server/auth/request-locale";
import { creatorBillingInfo } from "@/lib/server/billing/creator-billing-info";
import { upgradePlan } from "@/lib/server/billing/change-plan";
import { setCancelAtPeriodEnd } from "@/lib/server/billing/cancel-subscription";
import { creatorBilling } from "@/lib/server/billing/billing-access";
import { subscriptionInfoPatchSchema } from "@/lib/schemas/billing";

export const GET = route({ auth: "user" }, async ({ req, identity }) => {
  const { owner, user } = creatorBilling(identity);
  return json(await creatorBillingInfo(owner, user.userId, requestLocale(req)));
});

export const PATCH = route({ auth: "user", body: subscriptionInfoPatchSchema }, async ({ req, identity, body }) => {
  const { owner, user } = creatorBilling(identity);
  if (body.plan !== undefined) await upgradePlan(owner, body.plan);
  if (body.cancel_at_period_end !== undefined) await setCancelAtPeriodEnd(owner, body.cancel_at_period_end);
  return json(await creatorBillingInfo(owner, user.userId, requestLocale(req)));
});
