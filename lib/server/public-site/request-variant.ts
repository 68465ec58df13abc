import "server-only";
import { cookies, headers } from "next/headers";
import { parseHost, type Variant } from "@/lib/domain/host";
import { VARIANT_COOKIE } from "@/lib/domain/request-headers";
import { hostConfig, trustForwardedHost } from "@/lib/server/config";

/** The face of this request's host, for files the proxy does not rewrite (robots.txt, sitemap.xml, images). */
export async function requestVariant(): Promise<Variant> {
  const [h, jar] = await Promise.all([headers(), cookies()]);
  const host = (trustForwardedHost() && h.get("x-forwarded-host")) || h.get("host") || "localhost";
  return parseHost(host, hostConfig(), jar.get(VARIANT_COOKIE)?.value).variant;
}
