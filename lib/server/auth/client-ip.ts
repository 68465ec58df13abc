import "server-only";
import { trustForwardedHost } from "@/lib/server/config";

/**
 * The caller's address for rate limits. Behind our own proxy the first forwarded entry is the
 * client; otherwise only the last hop (added by the server in front of us) can be believed.
 */
export function clientIp(req: Request): string {
  const forwarded = req.headers.get("x-forwarded-for");
  if (forwarded) {
    const hops = forwarded.split(",").map((h) => h.trim()).filter(Boolean);
    const ip = trustForwardedHost() ? hops[0] : hops[hops.length - 1];
    if (ip) return ip;
  }
  return req.headers.get("x-real-ip") ?? "unknown";
}
