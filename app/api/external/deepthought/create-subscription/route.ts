// POST /api/external/deepthought/create-subscription/ - a creator opens a checkout for a creator plan (optional referral code)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { startCheckout } from "@/lib/server/billing/start-checkout";
import { creatorBilling } from "@/lib/server/billing/billing-access";
import { creatorCheckoutSchema } from "@/lib/schemas/billing";

export const POST = route({ auth: "user", body: creatorCheckoutSchema }, async ({ identity, body }) => {
  const { owner, user } = creatorBilling(identity);
  const checkout = await startCheckout({ owner, team: null, createdBy: user.userId, planCode: body.plan, idempotencyKey: body.idempotency_key, referralCode: body.referral_code });
  return json(checkout, { status: 201 });
});
