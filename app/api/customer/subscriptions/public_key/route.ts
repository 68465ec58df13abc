// GET /api/customer/subscriptions/public_key/ - the billing provider's publishable key (null for the local provider)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { billingAdapter } from "@/lib/server/billing";

export const GET = route({ auth: "public" }, async () => {
  const adapter = billingAdapter();
  return json({ public_key: adapter.publicKey(), provider: adapter.provider });
});
