import "server-only";
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale } from "@/lib/domain/locale";
import { languageAlternates, localizedUrl, type PublicPageId } from "@/lib/domain/public-site";
import { VARIANT_TITLES } from "@/lib/domain/routes";
import { routeMetadata } from "@/components/shell/route-heading";
import { oncePerLanguage } from "@/components/toolkit-site/prerendered";

/** A page's title and description in the request's language: the same for every visitor of it. */
function pageWords(routeId: PublicPageId) {
  return oncePerLanguage(`metadata:${routeId}`, async () => {
    const [base, t] = await Promise.all([routeMetadata("toolkit", routeId), getTranslations("publicSite.description")]);
    return { base, description: t(routeId) };
  });
}

/** A public toolkit page's metadata for search engines: title, description, canonical, hreflang, Open Graph. */
export async function publicPageMetadata(routeId: PublicPageId, path: string, origin: string): Promise<Metadata> {
  const [{ base, description }, locale] = await Promise.all([pageWords(routeId), getLocale()]);
  const canonical = localizedUrl(origin, path, locale === DEFAULT_LOCALE || !isLocale(locale) ? null : locale);
  const title = typeof base.title === "string" ? base.title : VARIANT_TITLES.toolkit;
  return {
    ...base,
    description,
    alternates: { canonical, languages: languageAlternates(origin, path) },
    openGraph: {
      type: "website",
      siteName: VARIANT_TITLES.toolkit,
      title,
      description,
      url: canonical,
      locale: locale === "ja" ? "ja_JP" : "en_US",
      images: [{ url: `${origin}/api/og/?page=${routeId}&hl=${locale}`, width: 1200, height: 630 }],
    },
    twitter: { card: "summary_large_image", title, description },
  };
}
