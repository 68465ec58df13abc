import "server-only";
import Stripe from "stripe";
import { AppError } from "@/lib/server/http/app-error";

export const STRIPE_UNAVAILABLE_MESSAGE = "The payment provider could not be reached; nothing was charged. Please try again.";

/** Runs a Stripe call; its failures become a 502 the user can act on (the cause is logged, not shown). */
export async function callStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const detail = error instanceof Stripe.errors.StripeError ? `${error.type} ${error.code ?? ""} ${error.message}` : String(error);
    console.error(`[billing] Stripe ${what} failed: ${detail}`);
    throw new AppError("bad_gateway", STRIPE_UNAVAILABLE_MESSAGE);
  }
}
