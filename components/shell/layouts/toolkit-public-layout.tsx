import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/domain/locale";
import { resolveRoute } from "@/lib/domain/routes";
import { Prerendered } from "@/components/toolkit-site/prerendered-element";
import { oncePerLanguage } from "@/components/toolkit-site/prerendered";
import { BrandMark, type BrandTeam } from "../brand-mark";
import { PublicHeaderControls } from "../public-header-controls";
import { staticNavLinkFor } from "../static-nav-link";
import { ToolkitFrame } from "./toolkit-frame";
import { ToolkitNav } from "./toolkit-nav";

/** The labels of the header's language and theme controls (the same for every visitor of a language). */
async function controlLabels() {
  const t = await getTranslations("shell");
  return {
    language: { label: t("language.label"), en: t("language.en"), ja: t("language.ja") },
    theme: { light: t("theme.toggle", { theme: t("theme.light") }), dark: t("theme.toggle", { theme: t("theme.dark") }) },
  };
}

/**
 * The same header for the public pages (home, about, pro pages), rendered without the app's
 * providers: plain anchors (the current one marked on the server for `path`) and one small island
 * for the language and theme controls, labelled here. Nothing it imports pulls app code into the
 * browser (no Next Link, no messages, no query client). On the product's own host the brand and the
 * nav of a known page are prerendered once per page and language (a `contents` box, so they stay
 * items of the header's row); a customer team's brand is rendered per request.
 */
export async function ToolkitPublicLayout({ children, brandTeam, path }: { children: React.ReactNode; brandTeam: BrandTeam | null; path: string }) {
  const [locale, labels] = await Promise.all([getLocale(), oncePerLanguage("header-controls", controlLabels)]);
  // An alias (/materials) marks its page's link (/marketing-materials) as the current one.
  const route = resolveRoute("toolkit", path.split("?")[0]);
  const current = route.kind === "page" ? route.canonicalPath : path.split("?")[0];
  const brandAndNav = () => (
    <>
      <BrandMark team={brandTeam} product="Targeting Toolkit" />
      <ToolkitNav link={staticNavLinkFor(current)} />
    </>
  );
  return (
    <ToolkitFrame
      brand={brandTeam === null && route.kind === "page" ? <Prerendered part={`toolkit-header:${current}`} className="contents" render={brandAndNav} /> : brandAndNav()}
      nav={null}
      controls={
        <PublicHeaderControls
          locale={locale as Locale}
          languageLabels={labels.language}
          themeLabels={labels.theme}
        />
      }
    >
      {children}
    </ToolkitFrame>
  );
}
