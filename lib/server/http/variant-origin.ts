import "server-only";
import { parseHost, type Variant } from "@/lib/domain/host";
import { hostConfig, secureCookies, trustForwardedHost } from "@/lib/server/config";

/**
 * The origin (scheme, host and port) a request came to, but only when that host really serves the
 * given face, so a forged Host header cannot aim links or redirects elsewhere; else the face's first host.
 */
export function variantOrigin(req: Request, variant: Variant, fallbackHost: string): string {
  const scheme = secureCookies() ? "https" : "http";
  const host = (trustForwardedHost() && req.headers.get("x-forwarded-host")) || req.headers.get("host") || "";
  if (host && parseHost(host, hostConfig()).variant === variant) return `${scheme}://${host}`;
  return `${scheme}://${fallbackHost}`;
}
