import "server-only";
import { parseHost } from "@/lib/domain/host";
import { config, hostConfig, secureCookies, trustForwardedHost } from "@/lib/server/config";

/**
 * Where an e-mailed request link points: the toolkit host the request came to (with its port), but
 * only when that host really is a toolkit host, so a forged Host header cannot aim links elsewhere.
 */
export function requestLinkOrigin(req: Request): string {
  const scheme = secureCookies() ? "https" : "http";
  const host = (trustForwardedHost() && req.headers.get("x-forwarded-host")) || req.headers.get("host") || "";
  if (host && parseHost(host, hostConfig()).variant === "toolkit") return `${scheme}://${host}`;
  return `${scheme}://${config().TOOLKIT_HOSTS[0]}`;
}
