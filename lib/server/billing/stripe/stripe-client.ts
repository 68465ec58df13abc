import "server-only";
import Stripe from "stripe";
import { config } from "@/lib/server/config";

let cached: { key: string; client: Stripe } | undefined;

/** The official SDK, pointed at STRIPE_API_BASE (Stripe itself, or a local stub in tests). */
export function stripeClient(): Stripe {
  const c = config();
  const key = `${c.STRIPE_SECRET_KEY}|${c.STRIPE_API_BASE}`;
  if (cached?.key !== key) {
    const base = new URL(c.STRIPE_API_BASE);
    cached = {
      key,
      client: new Stripe(c.STRIPE_SECRET_KEY, {
        host: base.hostname,
        port: base.port || (base.protocol === "http:" ? 80 : 443),
        protocol: base.protocol === "http:" ? "http" : "https",
        maxNetworkRetries: 2,
        timeout: 20_000,
        telemetry: false,
      }),
    };
  }
  return cached.client;
}
