import "server-only";
import { AppError } from "@/lib/server/http/app-error";
import { AdsError } from "./ads-adapter";

/** Runs an ads call; X's refusals reach the user as the matching 4xx (or 502 when X itself failed). */
export async function viaAds<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof AdsError)) throw error;
    const message = `X Ads: ${error.message}`;
    switch (error.kind) {
      case "invalid":
        throw new AppError("bad_request", message);
      case "auth":
        // Not 403: the client reads a 403 as the user's own session having ended.
        throw new AppError("unprocessable", message);
      case "not_found":
        throw new AppError("not_found", message);
      case "rate_limit": {
        const wait = error.resetAt ? Math.max(1, Math.ceil((error.resetAt.getTime() - Date.now()) / 1000)) : 60;
        throw new AppError("rate_limited", "X Ads is busy for this ad account. Please try again in a minute.", undefined, { "retry-after": String(wait) });
      }
      default:
        throw new AppError("bad_gateway", "X Ads could not be reached. Please try again later.");
    }
  }
}
