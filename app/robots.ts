import type { MetadataRoute } from "next";
import { PRIVATE_TOOLKIT_PATHS } from "@/lib/domain/public-site";
import { siteOrigin } from "@/lib/server/public-site/site-origin";
import { requestVariant } from "@/lib/server/public-site/request-variant";

export const dynamic = "force-dynamic";

/**
 * robots.txt of this host. The toolkit opens its public pages and closes its signed-in tools and
 * one-time request links; the team dashboard and Deep Thought are private apps, closed entirely.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  if ((await requestVariant()) !== "toolkit") return { rules: { userAgent: "*", disallow: "/" } };
  const origin = await siteOrigin();
  return {
    rules: { userAgent: "*", allow: ["/", "/api/og/"], disallow: [...PRIVATE_TOOLKIT_PATHS, "/api/", "/rest-auth/"] },
    sitemap: `${origin}/sitemap.xml`,
  };
}
