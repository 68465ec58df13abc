// POST /api/customer/subscriptions/checkout/{id}/confirm/ - the local provider's confirmation: the plan is active at once, no card taken
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { confirmLocalCheckout } from "@/lib/server/billing/confirm-local-checkout";
import { checkoutAccess } from "@/lib/server/billing/billing-access";

export const POST = route({ auth: "user" }, async ({ identity, params }) => json(await confirmLocalCheckout(String(params.id), checkoutAccess(identity))));
