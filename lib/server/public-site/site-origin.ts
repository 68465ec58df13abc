import "server-only";
import { headers } from "next/headers";
import { config, trustForwardedHost } from "@/lib/server/config";

/** This request's origin (scheme and host) for absolute URLs: canonical links, sitemaps, Open Graph. */
export async function siteOrigin(): Promise<string> {
  const h = await headers();
  const host = (trustForwardedHost() && h.get("x-forwarded-host")) || h.get("host") || "localhost";
  const secure = config().MURMUR_MODE === "production" || (trustForwardedHost() && h.get("x-forwarded-proto") === "https");
  return `${secure ? "https" : "http"}://${host}`;
}
