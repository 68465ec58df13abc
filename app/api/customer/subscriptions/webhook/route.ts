// POST /api/customer/subscriptions/webhook/ - Stripe's webhook: signed, applied once per event id
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { AppError } from "@/lib/server/http/app-error";
import { handleStripeWebhook } from "@/lib/server/billing/stripe/handle-stripe-webhook";

/** Stripe's events are a few kilobytes; anything far larger is not one of them. */
const MAX_EVENT_BYTES = 512 * 1024;

export const POST = route({ auth: "public" }, async ({ req }) => {
  const payload = await req.text();
  if (payload.length > MAX_EVENT_BYTES) throw new AppError("payload_too_large", "Request body is too large.");
  return json(await handleStripeWebhook(payload, req.headers.get("stripe-signature")));
});
