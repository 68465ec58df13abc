// POST /api/customer/subscriptions/checkout/ - a team admin opens a checkout for a plan (the same submission twice is one checkout)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { startCheckout } from "@/lib/server/billing/start-checkout";
import { teamBilling } from "@/lib/server/billing/billing-access";
import { teamCheckoutSchema } from "@/lib/schemas/billing";

export const POST = route({ auth: "user", body: teamCheckoutSchema }, async ({ identity, body }) => {
  const { team, owner, user } = await teamBilling(identity, body.team, "admin");
  return json(await startCheckout({ owner, team, createdBy: user.userId, planCode: body.plan, idempotencyKey: body.idempotency_key }), { status: 201 });
});
