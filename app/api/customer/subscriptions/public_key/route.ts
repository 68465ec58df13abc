// GET /api/customer/subscriptions/public_key/ - the billing provider's publishable key
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { config } from "@/lib/server/config";

export const GET = route({ auth: "public" }, async () => json({ public_key: config().BILLING_PUBLIC_KEY }));
