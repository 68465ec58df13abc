// POST /api/external/deepthought/create-referral/ - the creator's referral code (made once) and the credit it gives both sides
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { requestLocale } from "@/lib/server/auth/request-locale";
import { createReferral } from "@/lib/server/billing/referrals";
import { creatorBilling } from "@/lib/server/billing/billing-access";

export const POST = route({ auth: "user" }, async ({ req, identity }) => {
  const { user } = creatorBilling(identity);
  return json(await createReferral(user.userId, requestLocale(req)));
});
