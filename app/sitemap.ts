import type { MetadataRoute } from "next";
import { languageAlternates, localizedUrl, PUBLIC_TOOLKIT_PAGES } from "@/lib/domain/public-site";
import { siteOrigin } from "@/lib/server/public-site/site-origin";
import { requestVariant } from "@/lib/server/public-site/request-variant";

// Per host: read at request time, never baked into the build.
export const dynamic = "force-dynamic";

/** sitemap.xml of this host: the toolkit lists its public pages with their languages; the other faces have none. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  if ((await requestVariant()) !== "toolkit") return [];
  const origin = await siteOrigin();
  return PUBLIC_TOOLKIT_PAGES.map(({ path }) => ({
    url: localizedUrl(origin, path, null),
    changeFrequency: path === "/" ? "daily" : "monthly",
    priority: path === "/" ? 1 : 0.7,
    alternates: { languages: languageAlternates(origin, path) },
  }));
}
